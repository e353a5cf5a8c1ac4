import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { localised } from '@dukkan/core';
import { useCurrentUser, useShop } from '@dukkan/data';
import { DashboardHome } from '@dukkan/screens';
import { useServices } from '@dukkan/shell';
import { urls } from '../urls.ts';

/** The dashboard home: the signed-in staff member, their shop, and sign-out. */
export function DashboardRoute() {
  const { client, tokens } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const user = useCurrentUser(true);
  const shop = useShop(user.data?.shop);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string>();

  async function signOut() {
    const refreshToken = tokens.refreshToken();
    setSigningOut(true);
    setSignOutError(undefined);
    // Customer spec §4 / vendor §4: logout sends the refresh token; on failure nothing is cleared.
    const result = refreshToken ? await client.api.accountLogout({ body: { refreshToken } }) : { error: null };
    setSigningOut(false);
    if (result.error) {
      setSignOutError(intl.formatMessage({ id: 'vendor.home.signOutFailed' }));
      return;
    }
    tokens.clear();
    // Sign-out clears the SWR cache so the next user never sees this one's data.
    await mutate(() => true, undefined, { revalidate: false });
    void navigate(urls.signIn(), { replace: true });
  }

  return (
    <DashboardHome
      userName={user.data?.fullName}
      shopName={shop.data ? localised(shop.data, 'name', intl.locale) : undefined}
      roles={{
        isSeller: Boolean(user.data?.isSeller),
        isLead: Boolean(user.data?.isLead),
        isCashier: Boolean(user.data?.isCashier),
        isKitchen: Boolean(user.data?.isKitchen),
      }}
      isLoading={user.isLoading}
      error={user.error}
      onRetry={() => void user.mutate()}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
      signOutError={signOutError}
    />
  );
}
