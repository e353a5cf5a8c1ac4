import type { Capability } from '@dukkan/core';
import { blogsArea } from './blogs/routes.tsx';
import { catalogueArea } from './catalogue/routes.tsx';
import { customersArea } from './customers/routes.tsx';
import { deliveryArea } from './delivery/routes.tsx';
import { labelsArea } from './labels/routes.tsx';
import { marketingArea } from './marketing/routes.tsx';
import { moneyArea } from './money/routes.tsx';
import { ordersArea } from './orders/routes.tsx';
import { overviewArea } from './overview/routes.tsx';
import { phoneBookArea } from './phoneBook/routes.tsx';
import { posArea } from './pos/routes.tsx';
import { remindersArea } from './reminders/routes.tsx';
import { requestsArea } from './requests/routes.tsx';
import { reviewsArea } from './reviews/routes.tsx';
import { settingsArea } from './settings/routes.tsx';
import { shopArea } from './shop/routes.tsx';
import { statisticsArea } from './statistics/routes.tsx';
import { usersArea } from './users/routes.tsx';
import { whatsappArea } from './whatsapp/routes.tsx';
import type { AreaNavItem, DashboardArea } from './types.ts';

/**
 * The dashboard's areas. Adding one: copy an area folder (routes.tsx, urls.ts, *Route.tsx) and a
 * data folder (packages/data/src/dashboard/<area>), then list it here. Nothing else links to an
 * area, so an unlisted area has no navigation item and no route (issue #10: no dead links).
 */
export const areas: readonly DashboardArea[] = [
  overviewArea,
  shopArea,
  catalogueArea,
  ordersArea,
  posArea,
  requestsArea,
  customersArea,
  whatsappArea,
  remindersArea,
  labelsArea,
  phoneBookArea,
  marketingArea,
  reviewsArea,
  blogsArea,
  statisticsArea,
  moneyArea,
  deliveryArea,
  settingsArea,
  usersArea,
];

/** The navigation items the person may open, in area order. */
export function navItemsFor(can: (capability: Capability) => boolean): AreaNavItem[] {
  return areas.flatMap((area) => area.nav.filter((item) => can(item.capability)));
}
