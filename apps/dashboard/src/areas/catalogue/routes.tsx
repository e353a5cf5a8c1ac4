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
    {
      // The filters customers narrow products by (issue #11 item 6, decision 0071).
      id: 'filters',
      group: 'catalogue',
      labelId: 'dashboard.nav.filters',
      descriptionId: 'dashboard.nav.filters.description',
      href: catalogueUrls.filters(),
      capability: 'catalogue:view',
      icon: <CatalogueIcon />,
    },
  ],
  routes: [
    {
      // The breadcrumb "Products" of a product's pages links back to the list.
      path: 'catalogue/products',
      handle: { capability: 'catalogue:view', navId: 'products', crumb: 'dashboard.nav.products' } satisfies DashboardHandle,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./ProductsListRoute.tsx')).ProductsListRoute }) },
        {
          path: ':id/addons',
          handle: { capability: 'catalogue:view', crumb: 'dashboard.catalogue.addons.crumb' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./AddonGroupsRoute.tsx')).AddonGroupsRoute }),
        },
      ],
    },
    {
      path: 'catalogue/filters',
      handle: { capability: 'catalogue:view', navId: 'filters', crumb: 'dashboard.nav.filters' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./FiltersRoute.tsx')).FiltersRoute }),
    },
  ],
};
