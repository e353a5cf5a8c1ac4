import { CustomersIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { whatsappUrls } from './urls.ts';

/**
 * WhatsApp templates (issue #13 item 9, decision 0069): list, create and delete, each with its
 * chat-bubble preview. Sending a template starts from the customers list's selection.
 * `customers:view` opens it, `customers:update` creates, deletes and sends (decision 0040). The
 * static `/customers/whatsapp` outranks the customers area's `/customers/:id` (react-router
 * ranks a static segment above a dynamic one, whatever the order of the areas).
 */
export const whatsappArea: DashboardArea = {
  id: 'whatsapp',
  nav: [
    {
      id: 'whatsapp',
      group: 'customers',
      labelId: 'dashboard.nav.whatsapp',
      descriptionId: 'dashboard.nav.whatsapp.description',
      href: whatsappUrls.templates(),
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
          path: 'whatsapp',
          handle: { capability: 'customers:view', navId: 'whatsapp', crumb: 'dashboard.nav.whatsapp' } satisfies DashboardHandle,
          lazy: async () => ({ Component: (await import('./WhatsappTemplatesRoute.tsx')).WhatsappTemplatesRoute }),
        },
      ],
    },
  ],
};
