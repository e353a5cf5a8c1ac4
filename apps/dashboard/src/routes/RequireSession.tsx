import { Navigate, Outlet, useLocation } from 'react-router';
import { useUserState } from '@dukkan/shell';
import { urls } from '../urls.ts';

/** Dashboard pages need a signed-in staff member; others go to sign-in and come back after. */
export function RequireSession() {
  const { isLoggedIn } = useUserState();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={urls.signIn()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
