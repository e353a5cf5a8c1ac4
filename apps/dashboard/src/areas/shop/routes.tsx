import { ShopIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { shopUrls } from './urls.ts';

export const shopArea: DashboardArea = {
  id: 'shop',
  nav: [
    {
      id: 'shopProfile',
      group: 'shop',
      labelId: 'dashboard.nav.shopProfile',
      descriptionId: 'dashboard.nav.shopProfile.description',
      href: shopUrls.profile(),
      capability: 'shop:view',
      icon: <ShopIcon />,
    },
  ],
  routes: [
    {
      path: 'shop',
      handle: { capability: 'shop:view', navId: 'shopProfile', crumb: 'dashboard.nav.shopProfile' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./ShopProfileRoute.tsx')).ShopProfileRoute }),
    },
  ],
};
