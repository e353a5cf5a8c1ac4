import { MoneyIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { statisticsUrls } from './urls.ts';

/** Statistics (issue #15): the owner's and a lead's (`money:view`, decision 0040); the charts load with this route only. */
export const statisticsArea: DashboardArea = {
  id: 'statistics',
  nav: [
    {
      id: 'statistics',
      group: 'money',
      labelId: 'dashboard.nav.statistics',
      descriptionId: 'dashboard.nav.statistics.description',
      href: statisticsUrls.statistics(),
      capability: 'money:view',
      icon: <MoneyIcon />,
    },
  ],
  routes: [
    {
      path: 'statistics',
      handle: { capability: 'money:view', navId: 'statistics', crumb: 'dashboard.nav.statistics' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./StatisticsRoute.tsx')).StatisticsRoute }),
    },
  ],
};
