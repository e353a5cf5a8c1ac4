import { Navigate } from 'react-router';
import { OrdersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { ordersUrls } from './urls.ts';

export const ordersArea: DashboardArea = {
  id: 'orders',
  nav: [
    {
      id: 'liveOrders',
      group: 'orders',
      labelId: 'dashboard.nav.liveOrders',
      descriptionId: 'dashboard.orders.nav.live.description',
      href: ordersUrls.live(),
      capability: 'orders:live',
      icon: <OrdersIcon />,
    },
    {
      // Finished orders, found by number, name or phone (issue #12 item 2, decision 0070).
      id: 'orderArchive',
      group: 'orders',
      labelId: 'dashboard.nav.orderArchive',
      descriptionId: 'dashboard.orders.nav.archive.description',
      href: ordersUrls.archive(),
      capability: 'orders:view',
      icon: <OrdersIcon />,
    },
  ],
  routes: [
    {
      // The breadcrumb "Live orders" links to /orders, which opens the board.
      path: 'orders',
      handle: { navId: 'liveOrders', crumb: 'dashboard.nav.liveOrders' } satisfies DashboardHandle,
      children: [
        { index: true, element: <Navigate to={ordersUrls.live()} replace /> },
        {
          path: 'live',
          handle: { capability: 'orders:live' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./LiveOrdersRoute.tsx')).LiveOrdersRoute }),
        },
        {
          path: 'archive',
          handle: { capability: 'orders:view', navId: 'orderArchive', crumb: 'dashboard.nav.orderArchive' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./OrderArchiveRoute.tsx')).OrderArchiveRoute }),
        },
        {
          path: ':id',
          handle: { capability: 'orders:view', crumb: 'dashboard.orders.detail.crumb' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./OrderDetailRoute.tsx')).OrderDetailRoute }),
        },
        {
          // The printable kitchen ticket and receipt (decision 0077): the kitchen prints it too.
          path: ':id/ticket',
          handle: { capability: 'orders:live', crumb: 'dashboard.ticket.crumb' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./OrderTicketRoute.tsx')).OrderTicketRoute }),
        },
      ],
    },
  ],
};
