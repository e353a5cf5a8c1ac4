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
    {
      id: 'complaints',
      group: 'customers',
      labelId: 'dashboard.nav.complaints',
      descriptionId: 'dashboard.nav.complaints.description',
      href: customersUrls.complaints(),
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
          // The board's chunk carries its drag-and-drop code: nothing else loads it. The board on
          // screen is in the path (decision 0079); without one, the route opens the first board.
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./CrmBoardRoute.tsx')).CrmBoardRoute }) },
            { path: ':boardId', lazy: async () => ({ Component: (await import('./CrmBoardRoute.tsx')).CrmBoardRoute }) },
          ],
        },
        {
          // Complaints and their QR codes (issue #13 item 7, decision 0061).
          path: 'complaints',
          handle: { capability: 'customers:view', navId: 'complaints', crumb: 'dashboard.nav.complaints' } satisfies DashboardHandle,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./ComplaintsRoute.tsx')).ComplaintsRoute }) },
            {
              path: 'qr-codes',
              handle: { crumb: 'dashboard.complaints.qrCodesLink' } satisfies DashboardHandle,
              lazy: async () => ({ Component: (await import('./ComplaintQrCodesRoute.tsx')).ComplaintQrCodesRoute }),
            },
          ],
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
