/**
 * GET shop/{id}/light: the storefront's shop (customer spec §7). With lat/lng (from the
 * primary address) the delivery fee is quoted for that point (handlers/customer/geo.ts).
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

function lightShop(id: string, query: URLSearchParams): Shop {
  const shop = findShop(id);
  const point = readPoint(queryFields(query));
  if (!point) return shop;
  return { ...shop, deliveryFee: toAed(deliveryQuote(shop, db().tables.areas, point).feeFils) };
}

const handlers = [route('shopLight', ({ params, query }) => ok({ shop: lightShop(params.id ?? '', query) }))];

export const shopScenarios = buildScenarios({
  domain: 'shop',
  handlers,
  empty: [route('shopLight', ({ params, query }) => ok({ shop: { ...lightShop(params.id ?? '', query), mainCategories: [] } }))],
  cases: {
    /** showType special-1: the storefront loads the whole product list at once (spec §3 "Shop"). */
    specialOne: [route('shopLight', ({ params, query }) => ok({ shop: { ...lightShop(params.id ?? '', query), showType: 'special-1' } }))],
  },
});
