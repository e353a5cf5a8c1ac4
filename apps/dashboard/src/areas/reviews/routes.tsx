import { MarketingIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { reviewsUrls } from './urls.ts';

const crumbs = (id: string): DashboardHandle => ({ capability: 'marketing:view', navId: 'reviews', crumb: id });

/**
 * Reviews (issue #14 item 5, decision 0062): review requests per bill, their statistics, the
 * question templates and the invitation settings. `marketing:view` opens it (owner and lead,
 * decision 0040), `marketing:update` changes it. The charts load with the statistics route only.
 */
export const reviewsArea: DashboardArea = {
  id: 'reviews',
  nav: [
    {
      id: 'reviews',
      group: 'marketing',
      labelId: 'dashboard.nav.reviews',
      descriptionId: 'dashboard.nav.reviews.description',
      href: reviewsUrls.list(),
      capability: 'marketing:view',
      icon: <MarketingIcon />,
    },
  ],
  routes: [
    {
      path: 'marketing/reviews',
      handle: crumbs('dashboard.nav.reviews'),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./ReviewsRoute.tsx')).ReviewsRoute }) },
        {
          path: 'statistics',
          handle: crumbs('dashboard.nav.reviewStatistics'),
          lazy: async () => ({ Component: (await import('./ReviewStatisticsRoute.tsx')).ReviewStatisticsRoute }),
        },
        {
          path: 'templates',
          handle: crumbs('dashboard.nav.reviewTemplates'),
          lazy: async () => ({ Component: (await import('./ReviewTemplatesRoute.tsx')).ReviewTemplatesRoute }),
        },
        {
          path: 'settings',
          handle: crumbs('dashboard.nav.reviewSettings'),
          lazy: async () => ({ Component: (await import('./ReviewSettingsRoute.tsx')).ReviewSettingsRoute }),
        },
        {
          path: ':id',
          handle: crumbs('dashboard.nav.reviewSubject'),
          lazy: async () => ({ Component: (await import('./ReviewSubjectRoute.tsx')).ReviewSubjectRoute }),
        },
      ],
    },
  ],
};
