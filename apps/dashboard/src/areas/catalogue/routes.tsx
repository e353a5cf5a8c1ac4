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
    {
      // Products from the catalogue, added at a price (issue #11 item 3, decision 0072).
      id: 'addProducts',
      group: 'catalogue',
      labelId: 'dashboard.nav.addProducts',
      descriptionId: 'dashboard.nav.addProducts.description',
      href: catalogueUrls.add(),
      capability: 'catalogue:update',
      icon: <CatalogueIcon />,
    },
    {
      // The shop's own products (issue #11 item 4, decision 0072).
      id: 'privateProducts',
      group: 'catalogue',
      labelId: 'dashboard.nav.privateProducts',
      descriptionId: 'dashboard.nav.privateProducts.description',
      href: catalogueUrls.privateProducts(),
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
    {
      path: 'catalogue/add',
      handle: { capability: 'catalogue:update', navId: 'addProducts', crumb: 'dashboard.nav.addProducts' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./AddProductsRoute.tsx')).AddProductsRoute }),
    },
    {
      // The breadcrumb "My products" of a product's form links back to the list.
      path: 'catalogue/private',
      handle: { capability: 'catalogue:view', navId: 'privateProducts', crumb: 'dashboard.nav.privateProducts' } satisfies DashboardHandle,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./PrivateProductsRoute.tsx')).PrivateProductsRoute }) },
        {
          path: 'new',
          handle: { capability: 'catalogue:update', crumb: 'dashboard.privateProducts.crumb.new' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./PrivateProductRoute.tsx')).PrivateProductRoute }),
        },
        {
          path: ':id',
          handle: { capability: 'catalogue:view', crumb: 'dashboard.privateProducts.crumb.edit' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./PrivateProductRoute.tsx')).PrivateProductRoute }),
        },
      ],
    },
  ],
};
