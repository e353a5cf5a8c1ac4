import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { localised } from '@dukkan/core';
import { useShop } from '@dukkan/data';
import { DashboardHome } from '@dukkan/screens';
import { useServices, useUserState } from '@dukkan/shell';
import { urls } from '../urls.ts';

/** The dashboard home: the signed-in staff member, their shop, and sign-out. */
export function DashboardRoute() {
  const services = useServices();
  const { user, isSeller, isLead, isCashier, isKitchen } = useUserState();
  const intl = useIntl();
  const navigate = useNavigate();
  const shop = useShop(user?.shop);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string>();

  async function signOut() {
    setSigningOut(true);
    setSignOutError(undefined);
    // Vendor §4 / customer §4: logout sends the refresh token; on failure nothing is cleared.
    const result = await services.user.logout();
    setSigningOut(false);
    if (result.error) {
      setSignOutError(intl.formatMessage({ id: 'dashboard.home.signOutFailed' }));
      return;
    }
    void navigate(urls.signIn(), { replace: true });
  }

  return (
    <DashboardHome
      userName={user?.fullName}
      shopName={shop.data ? localised(shop.data, 'name', intl.locale) : undefined}
      roles={{ isSeller, isLead, isCashier, isKitchen }}
      isLoading={false}
      error={shop.error}
      onRetry={() => void shop.mutate()}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
      signOutError={signOutError}
    />
  );
}
