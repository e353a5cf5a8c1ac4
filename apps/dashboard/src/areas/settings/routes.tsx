import { SettingsIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { settingsUrls } from './urls.ts';

export const settingsArea: DashboardArea = {
  id: 'settings',
  nav: [
    {
      id: 'settings',
      group: 'settings',
      labelId: 'dashboard.nav.settings',
      descriptionId: 'dashboard.nav.settings.description',
      href: settingsUrls.settings(),
      capability: 'settings:view',
      icon: <SettingsIcon />,
    },
  ],
  routes: [
    {
      path: 'settings',
      handle: { capability: 'settings:view', navId: 'settings', crumb: 'dashboard.nav.settings' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./SettingsRoute.tsx')).SettingsRoute }),
    },
  ],
};
