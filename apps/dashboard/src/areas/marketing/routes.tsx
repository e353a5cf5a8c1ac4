import { MarketingIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { marketingUrls } from './urls.ts';

/**
 * Marketing (issue #14): the header slider, social cards and NFC cards. `marketing:view` opens it (owner and lead, decision
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
    {
      id: 'socialCards',
      group: 'marketing',
      labelId: 'dashboard.nav.socialCards',
      descriptionId: 'dashboard.nav.socialCards.description',
      href: marketingUrls.socialCards(),
      capability: 'marketing:view',
      icon: <MarketingIcon />,
    },
    {
      id: 'nfcCards',
      group: 'marketing',
      labelId: 'dashboard.nav.nfcCards',
      descriptionId: 'dashboard.nav.nfcCards.description',
      href: marketingUrls.nfcCards(),
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
    {
      path: 'marketing/social-cards',
      handle: { capability: 'marketing:view', navId: 'socialCards', crumb: 'dashboard.nav.socialCards' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./SocialCardsRoute.tsx')).SocialCardsRoute }),
    },
    {
      path: 'marketing/nfc-cards',
      handle: { capability: 'marketing:view', navId: 'nfcCards', crumb: 'dashboard.nav.nfcCards' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./NfcCardsRoute.tsx')).NfcCardsRoute }),
    },
  ],
};
