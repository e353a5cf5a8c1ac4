import { MarketingIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { marketingUrls } from './urls.ts';

/**
 * Marketing (issue #14): the header slider. `marketing:view` opens it (owner and lead, decision
 * 0040; a cashier has no marketing), `marketing:update` saves. The editor, its preview and its
 * reorder code load with this route only.
 */
export const marketingArea: DashboardArea = {
  id: 'marketing',
  nav: [
    {
      id: 'slider',
      group: 'marketing',
      labelId: 'dashboard.nav.slider',
      descriptionId: 'dashboard.nav.slider.description',
      href: marketingUrls.slider(),
      capability: 'marketing:view',
      icon: <MarketingIcon />,
    },
  ],
  routes: [
    {
      path: 'marketing/slider',
      handle: { capability: 'marketing:view', navId: 'slider', crumb: 'dashboard.nav.slider' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./SliderRoute.tsx')).SliderRoute }),
    },
  ],
};
