import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { localised } from '@dukkan/core';
import { useShop } from '@dukkan/data';
import { StorefrontLayout } from '@dukkan/screens';
import { RouterLink, useLocale, useServices } from '@dukkan/shell';
import { LinkProvider } from '@dukkan/ui';
import { urls } from '../urls.ts';

export function RootLayout() {
  const { config } = useServices();
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const { data: shop } = useShop(config.shopId);
  const shopName = shop ? localised(shop, 'name', locale) : undefined;
  useEffect(() => {
    document.title = shopName ?? intl.formatMessage({ id: 'storefront.layout.brand' });
  }, [shopName, intl]);
  return (
    <LinkProvider value={RouterLink}>
      <StorefrontLayout shopName={shopName} locale={locale} onLocaleChange={setLocale} homeHref={urls.home()}>
        <Outlet />
      </StorefrontLayout>
      <ScrollRestoration />
    </LinkProvider>
  );
}
