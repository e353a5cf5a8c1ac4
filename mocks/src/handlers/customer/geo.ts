/**
 * Areas and delivery fees. An area is a circle (centre + radius); a point belongs to the
 * nearest area whose circle holds it. The delivery fee grows with the distance from the
 * shop, so an address in Sharjah costs more than one next door.
 */
import type { Shop } from '@dukkan/core';
import type { CustomerTables } from '../../db/tables.customer.ts';
import { toFils } from './pricing.ts';

export type AreaRecord = CustomerTables['areas'][number];

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two [lat, lng] points (haversine). */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export function findArea(areas: readonly AreaRecord[], point: readonly [number, number]): AreaRecord | undefined {
  let best: { area: AreaRecord; distance: number } | undefined;
  for (const area of areas) {
    const distance = distanceKm(point, area.polygonCenter);
    if (distance <= area.radiusKm && (!best || distance < best.distance)) best = { area, distance };
  }
  return best?.area;
}

/** Distance bands on top of the shop's own fee: near, across town, another emirate. */
const FEE_BANDS: readonly { upToKm: number; extraFils: number }[] = [
  { upToKm: 8, extraFils: 0 },
  { upToKm: 20, extraFils: 500 },
  { upToKm: Infinity, extraFils: 1000 },
];

export interface DeliveryQuote {
  feeFils: number;
  area?: AreaRecord;
  /** Set when the shop does not deliver to the point. */
  outOfArea: boolean;
}

/**
 * The delivery fee to a point. Without a point (a guest's cart) the shop's base fee is
 * quoted; with one, the distance band is added and areas the shop does not serve are flagged.
 */
export function deliveryQuote(shop: Shop, areas: readonly AreaRecord[], point?: readonly [number, number]): DeliveryQuote {
  const baseFils = toFils(shop.deliveryFee ?? 0);
  if (!point) return { feeFils: baseFils, outOfArea: false };
  const area = findArea(areas, point);
  const distance = shop.latlng ? distanceKm(shop.latlng, point) : 0;
  const band = FEE_BANDS.find((b) => distance <= b.upToKm) ?? { extraFils: 0 };
  return { feeFils: baseFils + band.extraFils, ...(area ? { area } : {}), outOfArea: !area || !area.delivers };
}
