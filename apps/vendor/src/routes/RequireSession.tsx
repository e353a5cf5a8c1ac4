import { Navigate, Outlet, useLocation } from 'react-router';
import { useHasSession } from '@dukkan/shell';
import { urls } from '../urls.ts';

/** Dashboard pages need a signed-in staff member; others go to sign-in and come back after. */
export function RequireSession() {
  const hasSession = useHasSession();
  const location = useLocation();
  if (!hasSession) return <Navigate to={urls.signIn()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
