import { MarketingIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { blogsUrls } from './urls.ts';

/**
 * The shop's blog (issue #14 item 3, decision 0058). `marketing:view` opens it (owner and lead,
 * decision 0040), `marketing:update` writes. The content editor's code loads with the editor
 * routes only: the list's chunk does not carry it.
 */
export const blogsArea: DashboardArea = {
  id: 'blogs',
  nav: [
    {
      id: 'blogs',
      group: 'marketing',
      labelId: 'dashboard.nav.blogs',
      descriptionId: 'dashboard.nav.blogs.description',
      href: blogsUrls.list(),
      capability: 'marketing:view',
      icon: <MarketingIcon />,
    },
  ],
  routes: [
    {
      path: 'marketing/blogs',
      handle: { capability: 'marketing:view', navId: 'blogs', crumb: 'dashboard.nav.blogs' } satisfies DashboardHandle,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./BlogsListRoute.tsx')).BlogsListRoute }),
        },
        {
          path: 'new',
          handle: { crumb: 'dashboard.blogs.crumb.new' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./BlogEditorRoute.tsx')).BlogEditorRoute }),
        },
        {
          path: ':id',
          handle: { crumb: 'dashboard.blogs.crumb.post' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./BlogEditorRoute.tsx')).BlogEditorRoute }),
        },
      ],
    },
  ],
};
