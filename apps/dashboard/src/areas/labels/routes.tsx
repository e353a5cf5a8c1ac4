import { CustomersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { labelsUrls } from './urls.ts';

/**
 * The customers' labels and attributes (issue #13 items 5 and 6, decision 0075).
 * `customers:view` opens them, `customers:update` adds, changes and deletes (decision 0040). The
 * static `/customers/labels` and `/customers/attributes` outrank the customers area's
 * `/customers/:id` (react-router ranks a static segment above a dynamic one).
 */
export const labelsArea: DashboardArea = {
  id: 'labels',
  nav: [
    {
      id: 'labels',
      group: 'customers',
      labelId: 'dashboard.labels.nav',
      descriptionId: 'dashboard.labels.nav.description',
      href: labelsUrls.labels(),
      capability: 'customers:view',
      icon: <CustomersIcon />,
    },
    {
      id: 'attributes',
      group: 'customers',
      labelId: 'dashboard.attributes.nav',
      descriptionId: 'dashboard.attributes.nav.description',
      href: labelsUrls.attributes(),
      capability: 'customers:view',
      icon: <CustomersIcon />,
    },
  ],
  routes: [
    {
      path: 'customers',
      handle: { crumb: 'dashboard.customers.list.crumb' } satisfies DashboardHandle,
      children: [
        {
          path: 'labels',
          handle: { capability: 'customers:view', navId: 'labels', crumb: 'dashboard.labels.nav' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./LabelsRoute.tsx')).LabelsRoute }),
        },
        {
          path: 'attributes',
          handle: { capability: 'customers:view', navId: 'attributes', crumb: 'dashboard.attributes.nav' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./AttributesRoute.tsx')).AttributesRoute }),
        },
      ],
    },
  ],
};
