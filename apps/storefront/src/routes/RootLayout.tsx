import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { localised } from '@dukkan/core';
import { browserSessionStorage, countVisit, useShop } from '@dukkan/data';
import { StorefrontLayout, type StorefrontAccount } from '@dukkan/screens';
import { RouterLink, useLocale, useUserState } from '@dukkan/shell';
import { LinkProvider } from '@dukkan/ui';
import { urls } from '../urls.ts';
import { HeaderSearch } from './search/HeaderSearch.tsx';
import { useStorefrontServices } from '../services.ts';
import { footerLinks } from '../shell/footerLinks.ts';

export function RootLayout() {
  const { config, cart, user, dialogs, client } = useStorefrontServices();
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
  // One visit per browser session (docs/decisions/0039); the ref keeps StrictMode to one call.
  const visitCounted = useRef(false);
  useEffect(() => {
    if (visitCounted.current) return;
    visitCounted.current = true;
    void countVisit({ client, shopId: config.shopId, session: browserSessionStorage() });
  }, [client, config.shopId]);
  const account: StorefrontAccount = isLoggedIn
    ? {
        kind: 'member',
        links: {
          orders: urls.orders(),
          addresses: urls.addresses(),
          profile: urls.profile(),
          wallet: urls.accountWallet(),
          paymentMethods: urls.paymentMethods(),
          deleteAccount: urls.deleteAccount(),
        },
        onNavigate: (href) => void navigate(href),
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
        search={<HeaderSearch />}
        footerLinks={footerLinks(intl)}
      >
        <Outlet />
      </StorefrontLayout>
      <ScrollRestoration />
    </LinkProvider>
  );
}
