import { CustomersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { phoneBookUrls } from './urls.ts';

/**
 * The phone book (issue #13, vendor spec §7 "CRM v1", decision 0076): the shop's own address
 * book of people who order by phone or at the counter, with their delivery addresses.
 * `customers:view` opens it, `customers:update` adds, changes and deletes (decision 0040: owner,
 * lead and cashier). The static `/customers/phone-book` outranks the customers area's
 * `/customers/:id` (react-router ranks a static segment above a dynamic one).
 */
export const phoneBookArea: DashboardArea = {
  id: 'phoneBook',
  nav: [
    {
      id: 'phoneBook',
      group: 'customers',
      labelId: 'dashboard.phoneBook.nav',
      descriptionId: 'dashboard.phoneBook.nav.description',
      href: phoneBookUrls.list(),
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
          path: 'phone-book',
          handle: { capability: 'customers:view', navId: 'phoneBook', crumb: 'dashboard.phoneBook.nav' } satisfies DashboardHandle,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./PhoneBookRoute.tsx')).PhoneBookRoute }) },
            {
              path: ':id',
              handle: { crumb: 'dashboard.phoneBook.person.crumb' } satisfies DashboardHandle,
              lazy: async () => ({ Component: (await import('./PhoneBookPersonRoute.tsx')).PhoneBookPersonRoute }),
            },
          ],
        },
      ],
    },
  ],
};
