import { DeliveryIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { deliveryUrls } from './urls.ts';

/**
 * Delivery (issue #15 item 4; vendor spec §7 Delivery): the shop's delivery areas, its drivers, delivery jobs and
 * carriers. Opening it takes `delivery:view`; setting areas, managing drivers, jobs and carriers takes `delivery:update` (decision 0040), anyone else reads.
 */
export const deliveryArea: DashboardArea = {
  id: 'delivery',
  nav: [
    {
      id: 'deliveryAreas',
      group: 'delivery',
      labelId: 'dashboard.nav.deliveryAreas',
      descriptionId: 'dashboard.nav.deliveryAreas.description',
      href: deliveryUrls.areas(),
      capability: 'delivery:view',
      icon: <DeliveryIcon />,
    },
    {
      id: 'drivers',
      group: 'delivery',
      labelId: 'dashboard.nav.drivers',
      descriptionId: 'dashboard.nav.drivers.description',
      href: deliveryUrls.drivers(),
      capability: 'delivery:view',
      icon: <DeliveryIcon />,
    },
    {
      id: 'deliveryJobs',
      group: 'delivery',
      labelId: 'dashboard.nav.deliveryJobs',
      descriptionId: 'dashboard.nav.deliveryJobs.description',
      href: deliveryUrls.jobs(),
      capability: 'delivery:view',
      icon: <DeliveryIcon />,
    },
    {
      id: 'carriers',
      group: 'delivery',
      labelId: 'dashboard.nav.carriers',
      descriptionId: 'dashboard.nav.carriers.description',
      href: deliveryUrls.carriers(),
      capability: 'delivery:view',
      icon: <DeliveryIcon />,
    },
  ],
  routes: [
    {
      path: 'delivery',
      children: [
        {
          path: 'areas',
          handle: { capability: 'delivery:view', navId: 'deliveryAreas', crumb: 'dashboard.nav.deliveryAreas' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./DeliveryAreasRoute.tsx')).DeliveryAreasRoute }),
        },
        {
          path: 'drivers',
          handle: { capability: 'delivery:view', navId: 'drivers', crumb: 'dashboard.nav.drivers' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./DriversRoute.tsx')).DriversRoute }),
        },
        {
          path: 'jobs',
          handle: { capability: 'delivery:view', navId: 'deliveryJobs', crumb: 'dashboard.nav.deliveryJobs' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./DeliveryJobsRoute.tsx')).DeliveryJobsRoute }),
        },
        {
          path: 'carriers',
          handle: { capability: 'delivery:view', navId: 'carriers', crumb: 'dashboard.nav.carriers' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./CarriersRoute.tsx')).CarriersRoute }),
        },
      ],
    },
  ],
};
