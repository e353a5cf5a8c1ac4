import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { localised } from '@dukkan/core';
import { useShop } from '@dukkan/data';
import { RouterLink, useLocale } from '@dukkan/shell';
import { LinkProvider } from '@dukkan/ui';
import { useStorefrontServices } from '../services.ts';

/**
 * The storefront's empty layout (customer spec §2: "one page uses an empty layout"): the page
 * alone, without the header and the footer. Used by the code step of the login,
 * `/login/verify-otp` (docs/decisions/0047-reorder-and-empty-layout.md). The tab still reads
 * the shop's name, as on every other page.
 */
export function EmptyLayout() {
  const { config } = useStorefrontServices();
  const { locale } = useLocale();
  const intl = useIntl();
  const { data: shop } = useShop(config.shopId);
  const shopName = shop ? localised(shop, 'name', locale) : undefined;
  useEffect(() => {
    document.title = shopName ?? intl.formatMessage({ id: 'storefront.layout.brand' });
  }, [shopName, intl]);
  return (
    <LinkProvider value={RouterLink}>
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}
