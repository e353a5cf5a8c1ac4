import { Navigate } from 'react-router';
import { CustomersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { customersUrls } from './urls.ts';

export const customersArea: DashboardArea = {
  id: 'customers',
  nav: [
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
      handle: { navId: 'crmBoard', crumb: 'dashboard.nav.crm' } satisfies DashboardHandle,
      children: [
        // Until the customer list is built (issue #13 item 1), /customers opens the board.
        { index: true, element: <Navigate to={customersUrls.board()} replace /> },
        {
          path: 'board',
          handle: { capability: 'customers:view', crumb: 'dashboard.customers.board.crumb' } satisfies DashboardHandle,
          // The board's chunk carries its drag-and-drop code: nothing else loads it.
          lazy: async () => ({ Component: (await import('./CrmBoardRoute.tsx')).CrmBoardRoute }),
        },
      ],
    },
  ],
};
