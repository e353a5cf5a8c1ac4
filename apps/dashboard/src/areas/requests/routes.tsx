import { InboxIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { requestsUrls } from './urls.ts';

const handle = (crumb: string): DashboardHandle => ({ capability: 'requests:view', navId: 'requests', crumb });

/**
 * Service requests and their invoices (issue #12 item 7, decision 0068), in the orders group.
 * `requests:view` opens it and `requests:update` acts on it: the owner, a lead and a cashier
 * (decision 0040). `/orders/requests` is its own route: react-router ranks its static segment
 * above the orders area's `/orders/:id` (routes.test.ts checks it).
 */
export const requestsArea: DashboardArea = {
  id: 'requests',
  nav: [
    {
      id: 'requests',
      group: 'orders',
      labelId: 'dashboard.nav.requests',
      descriptionId: 'dashboard.nav.requests.description',
      href: requestsUrls.list(),
      capability: 'requests:view',
      icon: <InboxIcon />,
    },
  ],
  routes: [
    {
      path: 'orders/requests',
      handle: handle('dashboard.nav.requests'),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./RequestsRoute.tsx')).RequestsRoute }) },
        {
          path: ':id',
          handle: handle('dashboard.requests.detail.crumb'),
          lazy: async () => ({ Component: (await import('./RequestRoute.tsx')).RequestRoute }),
        },
      ],
    },
  ],
};
