/**
 * GET /area/list for the delivery-area screens: every platform area with where it lies (its
 * circle's centre [lat, lng] and radius, for the dashboard's map), and the shop's own delivery
 * settings for it when it has some.
 */
import type { Area, DeliveryArea, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { domainScenarios, staffRoute, withoutShop } from './support/index.ts';

const names = ['areaList'] as const satisfies readonly EndpointName[];

export interface VendorAreaRow extends Area {
  polygonCenter: [number, number];
  radiusKm: number;
  deliveryArea?: DeliveryArea;
}

const areaList = staffRoute('areaList', ({ shop }) => {
  const { areas, deliveryAreas } = db().tables;
  const rows = areas.map((area): VendorAreaRow => {
    const own = deliveryAreas.find((d) => d.shop === shop && d.area === area.id);
    return own ? { ...area, deliveryArea: withoutShop(own) } : area;
  });
  return ok(rows);
});

export const vendorAreaScenarios = domainScenarios({
  names,
  handlers: [areaList],
  empty: [staffRoute('areaList', () => ok([]))],
});
