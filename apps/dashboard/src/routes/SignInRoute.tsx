import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isInternalRoute, type ApiError } from '@dukkan/core';
import { SignInView, type SignInValues } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { useDashboardServices } from '../services.ts';
import { urls } from '../urls.ts';

/** A wrong password must not read like an outage, nor an outage like a wrong password. */
function messageIdFor(error: ApiError): string {
  if (error.kind === 'network') return 'dashboard.signIn.error.network';
  if (error.status === 401 || error.status === 422) return 'dashboard.signIn.error.invalidCredentials';
  if (error.status === 403) return 'dashboard.signIn.error.notStaff';
  return 'dashboard.signIn.error.server';
}

/** Password sign-in through `PUT /entrance/login` (vendor spec §4, §7). */
export function SignInRoute() {
  const { user } = useDashboardServices();
  const { isLoggedIn } = useUserState();
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  // Where the guard sent the user from: a path on this site only (`//evil`, `/\evil` and
  // `https://evil` go home), whatever the history state holds (issue #18, open redirects).
  const remembered = (location.state as { from?: unknown } | null)?.from;
  const from = isInternalRoute(remembered) ? remembered : urls.home();
  if (isLoggedIn) return <Navigate to={from} replace />;

  async function signIn(values: SignInValues): Promise<string | undefined> {
    const body =
      values.method === 'phone'
        ? // The phone field gives E.164 (+9715…); the API takes the national number (vendor spec §7).
          { method: 'phone' as const, rememberMe: values.rememberMe, phone: values.phone.replace(/^\+971/, ''), password: values.password }
        : { method: 'userName' as const, rememberMe: values.rememberMe, userName: values.userName.trim(), password: values.password };
    const result = await user.vendorLogin(body);
    if (result.error) return intl.formatMessage({ id: messageIdFor(result.error) });
    void navigate(from, { replace: true });
    return undefined;
  }

  return <SignInView onSubmit={signIn} />;
}
