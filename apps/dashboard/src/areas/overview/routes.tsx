import type { DashboardArea, DashboardHandle } from '../types.ts';

/** The first page every signed-in person sees; its shortcuts are the other areas they may open. */
export const overviewArea: DashboardArea = {
  id: 'overview',
  // The overview is reached from the brand and the account menu; it needs no navigation item.
  nav: [],
  routes: [
    {
      index: true,
      handle: { capability: 'overview:view', crumb: 'dashboard.nav.overview' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./OverviewRoute.tsx')).OverviewRoute }),
    },
  ],
};
