/**
 * The areas the shop delivers to (vendor spec §3 "Delivery area"): minimum order, fee,
 * fixed or distance pricing, delivery and threshold times, and the weekdays served.
 */
import type { DeliveryArea, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import {
  conflict,
  findOr404,
  invalid,
  notFound,
  optionalAed,
  optionalEnum,
  optionalInt,
  readAed,
  readEnum,
  readId,
  readInt,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

export const areaNames = [
  'groceryShopSetDeliveryArea',
  'groceryShopEditDeliveryArea',
  'groceryShopRemoveDeliveryArea',
] as const satisfies readonly EndpointName[];

type AreaRow = DeliveryArea & { shop: string };

function ownAreas(shop: string): AreaRow[] {
  return db().tables.deliveryAreas.filter((a) => a.shop === shop);
}

/** Weekdays, 0 (Sunday) to 6, at least one. */
function readDays(f: Fields): number[] {
  const days = read.array(f, 'days');
  if (days.length === 0 || !days.every((d) => Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6)) {
    throw invalid('days must list weekdays from 0 (Sunday) to 6.');
  }
  return [...new Set(days as number[])].sort();
}

function checkTimes(area: Pick<DeliveryArea, 'deliveryTime' | 'thresholdTime'>): void {
  // The threshold is the latest promise shown to customers; it cannot undercut the usual time.
  if (area.thresholdTime < area.deliveryTime) throw invalid('thresholdTime cannot be shorter than deliveryTime.');
}

const setArea = staffRoute('groceryShopSetDeliveryArea', ({ shop, f }) => {
  const areaId = readId(f, 'area');
  if (!db().tables.areas.some((a) => a.id === areaId)) throw notFound('Area');
  const row: AreaRow = {
    id: db().nextId('darea'),
    shop,
    area: areaId,
    minOrder: readAed(f, 'minOrder', { max: 10_000 }),
    deliveryFee: readAed(f, 'deliveryFee', { max: 1_000 }),
    type: readEnum(f, 'type', ['fixed', 'distance'] as const),
    deliveryTime: readInt(f, 'deliveryTime', 5, 24 * 60),
    thresholdTime: readInt(f, 'thresholdTime', 5, 24 * 60),
    days: readDays(f),
  };
  checkTimes(row);
  if (ownAreas(shop).some((a) => a.area === areaId))
    throw conflict('The shop already delivers to this area: edit it instead.', 'area_exists');
  db().tables.deliveryAreas.push(row);
  db().touch();
  return ok(withoutShop(row), { status: 201 });
});

const editArea = staffRoute('groceryShopEditDeliveryArea', ({ shop, f }) => {
  const row = findOr404(ownAreas(shop), readId(f), 'Delivery area');
  const changes: Partial<DeliveryArea> = {};
  const minOrder = optionalAed(f, 'minOrder', { max: 10_000 });
  const deliveryFee = optionalAed(f, 'deliveryFee', { max: 1_000 });
  const type = optionalEnum(f, 'type', ['fixed', 'distance'] as const);
  const deliveryTime = optionalInt(f, 'deliveryTime', 5, 24 * 60);
  const thresholdTime = optionalInt(f, 'thresholdTime', 5, 24 * 60);
  if (minOrder !== undefined) changes.minOrder = minOrder;
  if (deliveryFee !== undefined) changes.deliveryFee = deliveryFee;
  if (type) changes.type = type;
  if (deliveryTime !== undefined) changes.deliveryTime = deliveryTime;
  if (thresholdTime !== undefined) changes.thresholdTime = thresholdTime;
  if (f.days !== undefined) changes.days = readDays(f);
  checkTimes({ ...row, ...changes });
  Object.assign(row, changes);
  db().touch();
  return ok(withoutShop(row));
});

const removeArea = staffRoute('groceryShopRemoveDeliveryArea', ({ shop, f }) => {
  const row = findOr404(ownAreas(shop), readId(f), 'Delivery area');
  removeRow(db().tables.deliveryAreas, row);
  db().touch();
  return ok({ id: row.id });
});

export const areaHandlers = [setArea, editArea, removeArea];
