import { OrdersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { posUrls } from './urls.ts';

/**
 * Point of sale (issue #12 item 6, decision 0078): a cashier rings up counter and dine-in sales.
 * `pos:use` opens it (owner, lead and cashier, decision 0040). `/orders/pos` outranks the orders
 * area's `/orders/:id` (a static segment wins in react-router's ranking).
 */
export const posArea: DashboardArea = {
  id: 'pos',
  nav: [
    {
      id: 'pointOfSale',
      group: 'orders',
      labelId: 'dashboard.nav.pointOfSale',
      descriptionId: 'dashboard.nav.pointOfSale.description',
      href: posUrls.counter(),
      capability: 'pos:use',
      icon: <OrdersIcon />,
    },
  ],
  routes: [
    {
      path: 'orders/pos',
      handle: { capability: 'pos:use', navId: 'pointOfSale', crumb: 'dashboard.nav.pointOfSale' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./PosRoute.tsx')).PosRoute }),
    },
  ],
};
