import { CustomersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { remindersUrls } from './urls.ts';

/**
 * The CRM reminders and the shop's global notes (issue #13 item 4, decision 0073).
 * `customers:view` opens them, `customers:update` adds, changes and deletes (decision 0040). The
 * static `/customers/reminders` and `/customers/notes` outrank the customers area's
 * `/customers/:id` (react-router ranks a static segment above a dynamic one).
 */
export const remindersArea: DashboardArea = {
  id: 'reminders',
  nav: [
    {
      id: 'reminders',
      group: 'customers',
      labelId: 'dashboard.reminders.nav',
      descriptionId: 'dashboard.reminders.nav.description',
      href: remindersUrls.reminders(),
      capability: 'customers:view',
      icon: <CustomersIcon />,
    },
    {
      id: 'globalNotes',
      group: 'customers',
      labelId: 'dashboard.notes.nav',
      descriptionId: 'dashboard.notes.nav.description',
      href: remindersUrls.notes(),
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
          path: 'reminders',
          handle: { capability: 'customers:view', navId: 'reminders', crumb: 'dashboard.reminders.nav' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./RemindersRoute.tsx')).RemindersRoute }),
        },
        {
          path: 'notes',
          handle: { capability: 'customers:view', navId: 'globalNotes', crumb: 'dashboard.notes.nav' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./GlobalNotesRoute.tsx')).GlobalNotesRoute }),
        },
      ],
    },
  ],
};
