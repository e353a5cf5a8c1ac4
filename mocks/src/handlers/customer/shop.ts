/**
 * GET shop/{id}/light: the storefront's shop (customer spec §7). With lat/lng (from the
 * primary address) the delivery fee is quoted for that point (handlers/customer/geo.ts).
 * The answer carries the shop's social media links and delivery methods as the dashboard
 * saved them (vendor spec §3), for the contact and restaurant pages (decision 0037).
 *
 * Answer: {shop}.
 */
import type { Shop } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read, route } from '../../http.ts';
import { deliveryQuote } from './geo.ts';
import { toAed } from './pricing.ts';
import { buildScenarios } from './scenarios.ts';
import { invalid, notFound, queryFields } from './support.ts';

export function findShop(id: string): Shop {
  const shop = db().tables.shops.find((s) => s.id === id);
  if (!shop) throw notFound('Shop not found');
  return shop;
}

/** Optional `lat`/`lng` pair of a query; both or neither. */
export function readPoint(fields: Record<string, unknown>): [number, number] | undefined {
  const lat = read.number(fields, 'lat', { required: false, min: -90, max: 90 });
  const lng = read.number(fields, 'lng', { required: false, min: -180, max: 180 });
  if (Number.isNaN(lat) && Number.isNaN(lng)) return undefined;
  if (Number.isNaN(lat) || Number.isNaN(lng)) throw invalid('lat and lng must be sent together.', 'missing_field');
  return [lat, lng];
}

/** The dashboard's settings that the storefront shows: social links, delivery methods and the header slider (decision 0052). */
function withSettings(shop: Shop): Shop {
  const { socialMedia, shopSettings, sliders } = db().tables;
  const social = socialMedia.find((s) => s.shop === shop.id);
  const settings = shopSettings.find((s) => s.shop === shop.id);
  const slider = sliders.find((s) => s.shop === shop.id);
  const { shop: _shop, ...links } = social ?? { shop: '' };
  return {
    ...shop,
    ...(social ? { socialMedia: links } : {}),
    ...(settings ? { deliveryMethods: [...settings.deliveryMethods] } : {}),
    ...(slider && slider.slides.length > 0
      ? { slider: { id: slider.id, displayType: slider.displayType, slides: slider.slides, cta: slider.cta } }
      : {}),
  };
}

function lightShop(id: string, query: URLSearchParams): Shop {
  const shop = withSettings(findShop(id));
  const point = readPoint(queryFields(query));
  if (!point) return shop;
  return { ...shop, deliveryFee: toAed(deliveryQuote(shop, db().tables.areas, point).feeFils) };
}

/** A shop that has filled in nothing but its name: the pages' "not set up yet" states. */
function bareShop({ id, name, name_ar, showType, mainCategories, currency }: Shop): Shop {
  return { id, name, ...(name_ar ? { name_ar } : {}), images: [], showType, mainCategories, currency };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const light = (change: (shop: Shop) => Shop) => [
  route('shopLight', ({ params, query }) => ok({ shop: change(lightShop(params.id ?? '', query)) })),
];

const handlers = light((shop) => shop);

export const shopScenarios = buildScenarios({
  domain: 'shop',
  handlers,
  empty: light((shop) => ({ ...shop, mainCategories: [] })),
  cases: {
    /** showType special-1: the storefront loads the whole product list at once (spec §3 "Shop"). */
    specialOne: light((shop) => ({ ...shop, showType: 'special-1' })),
    /** No info, phone, address, links, hours or delivery facts yet. */
    notSetUp: light(bareShop),
    /** A shop with its own apps in the two stores (the `/app` page's links). */
    withApps: light((shop) => ({
      ...shop,
      appLinks: {
        ios: 'https://apps.apple.com/ae/app/al-waha-fresh-market/id6450000001',
        android: 'https://play.google.com/store/apps/details?id=ae.alwaha.market',
      },
    })),
    /** Open around the clock: the opening status reads the same at any hour (stable pictures). */
    openAllDay: light((shop) => ({ ...shop, hours: EVERY_DAY.map((day) => ({ day, open: '00:00', close: '00:00', closed: false })) })),
  },
});
