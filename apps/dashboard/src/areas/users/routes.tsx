import { UsersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { usersUrls } from './urls.ts';

export const usersArea: DashboardArea = {
  id: 'users',
  nav: [
    {
      id: 'users',
      group: 'users',
      labelId: 'dashboard.nav.users',
      descriptionId: 'dashboard.nav.users.description',
      href: usersUrls.list(),
      capability: 'users:view',
      icon: <UsersIcon />,
    },
  ],
  routes: [
    {
      path: 'users',
      handle: { capability: 'users:view', navId: 'users', crumb: 'dashboard.nav.users' } satisfies DashboardHandle,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./UsersListRoute.tsx')).UsersListRoute }) },
        {
          path: ':id',
          handle: { crumb: 'dashboard.users.detail.crumb' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./UserDetailRoute.tsx')).UserDetailRoute }),
        },
      ],
    },
  ],
};
