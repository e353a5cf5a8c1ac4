import { CatalogueIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { catalogueUrls } from './urls.ts';

export const catalogueArea: DashboardArea = {
  id: 'catalogue',
  nav: [
    {
      id: 'products',
      group: 'catalogue',
      labelId: 'dashboard.nav.products',
      descriptionId: 'dashboard.catalogue.nav.description',
      href: catalogueUrls.products(),
      capability: 'catalogue:view',
      icon: <CatalogueIcon />,
    },
  ],
  routes: [
    {
      path: 'catalogue/products',
      handle: { capability: 'catalogue:view', navId: 'products', crumb: 'dashboard.nav.products' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./ProductsListRoute.tsx')).ProductsListRoute }),
    },
  ],
};
