import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { detailsRedirect, requireAuthRedirect, verifyOtpRedirect } from '@dukkan/core';
import { useUserState } from '@dukkan/shell';
import { useStorefrontServices } from '../services.ts';

/**
 * Route guards of customer spec §2 and §4 "On auth change". Each re-renders when the user
 * store changes, so a page follows a sign-in or sign-out that happens while it is open
 * (in this tab or, through the token sync, in another one).
 */

/** Orders, addresses, payment methods: a logged-out user goes to /login and comes back after. */
export function RequireAuth() {
  const { isLoggedIn } = useUserState();
  const { user } = useStorefrontServices();
  const location = useLocation();
  const redirect = requireAuthRedirect({ loggedIn: isLoggedIn });
  if (redirect) {
    const destination = `${location.pathname}${location.search}`;
    return (
      <GoOnce
        to={() => {
          user.setDestRoute(destination);
          return redirect;
        }}
      />
    );
  }
  return <Outlet />;
}

/** /login and its steps need a logged-out user; one who becomes logged in is sent on (§4 "After login"). */
export function RequireLoggedOut() {
  const { isLoggedIn } = useUserState();
  const { user } = useStorefrontServices();
  if (isLoggedIn) return <GoOnce to={() => user.takeAfterLoginRoute()} />;
  return <Outlet />;
}

/** /login/verify-otp: only while a code is awaited and the phone query is present. */
export function RequireAwaitedCode() {
  const { isWaitingForOTP } = useUserState();
  const [params] = useSearchParams();
  const redirect = verifyOtpRedirect({ isWaitingForOTP, phoneQuery: params.get('phone') });
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/** /login/details: only while the profile still needs completing, otherwise the user is sent on. */
export function RequireDetailsNeeded() {
  const { isLoggedIn, user: current, destRoute } = useUserState();
  const { user } = useStorefrontServices();
  const redirect = detailsRedirect({ loggedIn: isLoggedIn, user: current, destRoute });
  if (redirect === '/login') return <Navigate to={redirect} replace />;
  if (redirect) return <GoOnce to={() => user.takeAfterLoginRoute()} />;
  return <Outlet />;
}

/** Navigates once (StrictMode runs effects twice; consuming the destination must not). */
function GoOnce({ to }: { to: () => string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to(), { replace: true });
  }, [navigate, to]);
  return null;
}
