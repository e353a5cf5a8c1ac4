import { CustomersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { customersUrls } from './urls.ts';

export const customersArea: DashboardArea = {
  id: 'customers',
  nav: [
    {
      id: 'customers',
      group: 'customers',
      labelId: 'dashboard.customers.list.nav',
      descriptionId: 'dashboard.customers.list.nav.description',
      href: customersUrls.list(),
      capability: 'customers:view',
      icon: <CustomersIcon />,
    },
    {
      id: 'crmBoard',
      group: 'customers',
      labelId: 'dashboard.nav.crm',
      descriptionId: 'dashboard.customers.nav.board.description',
      href: customersUrls.board(),
      capability: 'customers:view',
      icon: <CustomersIcon />,
    },
  ],
  routes: [
    {
      path: 'customers',
      handle: { navId: 'customers', crumb: 'dashboard.customers.list.crumb' } satisfies DashboardHandle,
      children: [
        // The customers list and one customer (issue #13 items 1 and 2, decision 0057).
        {
          index: true,
          handle: { capability: 'customers:view' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./CustomersListRoute.tsx')).CustomersListRoute }),
        },
        {
          path: 'board',
          handle: { capability: 'customers:view', navId: 'crmBoard', crumb: 'dashboard.customers.board.crumb' } satisfies DashboardHandle,
          // The board's chunk carries its drag-and-drop code: nothing else loads it.
          lazy: async () => ({ Component: (await import('./CrmBoardRoute.tsx')).CrmBoardRoute }),
        },
        {
          path: ':id',
          handle: { capability: 'customers:view', crumb: 'dashboard.customers.detail.crumb' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./CustomerDetailRoute.tsx')).CustomerDetailRoute }),
        },
      ],
    },
  ],
};
