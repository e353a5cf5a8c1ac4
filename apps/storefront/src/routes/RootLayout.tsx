import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { localised } from '@dukkan/core';
import { useShop } from '@dukkan/data';
import { StorefrontLayout, type StorefrontAccount } from '@dukkan/screens';
import { RouterLink, useLocale, useServices, useUserState } from '@dukkan/shell';
import { LinkProvider } from '@dukkan/ui';
import { urls } from '../urls.ts';

export function RootLayout() {
  const { config, cart, user, dialogs } = useServices();
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const navigate = useNavigate();
  const { isLoggedIn } = useUserState();
  const { totalItems } = useSnapshot(cart.state);
  const [signingOut, setSigningOut] = useState(false);
  const { data: shop } = useShop(config.shopId);
  const shopName = shop ? localised(shop, 'name', locale) : undefined;
  useEffect(() => {
    document.title = shopName ?? intl.formatMessage({ id: 'storefront.layout.brand' });
  }, [shopName, intl]);
  const account: StorefrontAccount = isLoggedIn
    ? {
        kind: 'member',
        ordersHref: urls.orders(),
        addressesHref: urls.addresses(),
        isSigningOut: signingOut,
        onSignOut: () => {
          setSigningOut(true);
          void user.logout().then((result) => {
            setSigningOut(false);
            // §4: a failed logout clears nothing; say so instead of pretending.
            if (result.error) void dialogs.alert({ title: 'use_cart_alert_error', message: 'storefront.layout.signOutFailed' });
            else void navigate(urls.home());
          });
        },
      }
    : { kind: 'guest', loginHref: urls.login() };
  return (
    <LinkProvider value={RouterLink}>
      <StorefrontLayout
        shopName={shopName}
        locale={locale}
        onLocaleChange={setLocale}
        homeHref={urls.home()}
        cartHref={urls.cart()}
        cartCount={totalItems}
        account={account}
      >
        <Outlet />
      </StorefrontLayout>
      <ScrollRestoration />
    </LinkProvider>
  );
}
