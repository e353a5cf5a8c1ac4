/**
 * Sales statistics (vendor spec §7 "Statistics"), computed from the shop's ledger and
 * orders at request time, so a completed order shows up in the charts at once. "Now" is
 * the newest activity, never earlier than the seed's reference date: the seeded shop
 * always shows its last 90 days, whatever the machine's clock says.
 */
import type { EndpointName, Order } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read, serverErrorFor } from '../../http.ts';
import { VENDOR_SEED_NOW } from '../../seed/dashboard/context.ts';
import {
  insights,
  loyalty,
  mostRequestedDays,
  orderTypes,
  ordersBetween,
  overview,
  salesOf,
  WEEKDAYS,
  type Period,
  type Sale,
} from './statistics.compute.ts';
import { addDays, DAY_MS, dubaiDayStart, dubaiParts } from './statistics.time.ts';
import {
  assertOwnShop,
  domainScenarios,
  invalid,
  optionalEnum,
  readDay,
  staffRoute,
  type Fields,
  type StaffRequest,
} from './support/index.ts';

const names = [
  'vendorStatisticsSalesOverview',
  'vendorStatisticsSalesOrders',
  'vendorStatisticsCustomerLoyalty',
  'vendorStatisticsMostRequestedDays',
  'vendorStatisticsSalesInsights',
  'vendorStatisticsOrderType',
  'vendorStatisticsVisitCounter',
] as const satisfies readonly EndpointName[];

const WINDOW_DAYS = 90;
const MAX_RANGE_DAYS = 366;

interface Inputs {
  sales: Sale[];
  orders: Order[];
  anchor: number;
}

function inputs(shop: string): Inputs {
  const { transactions, orders } = db().tables;
  const sales = salesOf(transactions.filter((t) => t.shopId === shop));
  const own = orders.filter((o) => o.shop === shop);
  const newest = Math.max(VENDOR_SEED_NOW, ...sales.map((s) => s.at), ...own.map((o) => Date.parse(o.createdAt)));
  return { sales, orders: own, anchor: newest };
}

/** `0`..`6` or a weekday name (`monday`, `mon`). */
function weekday(value: unknown, key: string): number {
  if (typeof value === 'string' && /^[a-z]{3,9}$/i.test(value)) {
    const index = WEEKDAYS.indexOf(value.slice(0, 3).toLowerCase() as (typeof WEEKDAYS)[number]);
    if (index >= 0) return index;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 6) throw invalid(`${key} must be a weekday, 0 (Sunday) to 6.`);
  return n;
}

function readWeekdays(f: Fields): number[] {
  if (f.daysOfWeek === undefined || f.daysOfWeek === '') return [0, 1, 2, 3, 4, 5, 6];
  const raw =
    typeof f.daysOfWeek === 'string' && !f.daysOfWeek.trim().startsWith('[') ? f.daysOfWeek.split(',') : read.array(f, 'daysOfWeek');
  if (raw.length === 0 || raw.length > 7) throw invalid('daysOfWeek needs 1 to 7 weekdays.');
  return [...new Set(raw.map((d) => weekday(typeof d === 'string' ? d.trim() : d, 'daysOfWeek')))].sort();
}

/** Every statistics call names the shop as `id` or `shopId`: it must be the staff member's. */
function statsRoute(name: EndpointName, answer: (data: Inputs, req: StaffRequest) => unknown, noData = false) {
  return staffRoute(name, (req) => {
    assertOwnShop(req.shop, req.f.id);
    const data = inputs(req.shop);
    return ok(answer(noData ? { sales: [], orders: [], anchor: data.anchor } : data, req));
  });
}

function handlers(noData: boolean) {
  return [
    statsRoute(
      'vendorStatisticsSalesOverview',
      ({ sales, anchor }, { f }) => {
        const period: Period = optionalEnum(f, 'period', ['day', 'week', 'month'] as const) ?? 'week';
        // UAE weeks run Monday to Sunday since 2022; the dashboard may ask for another start.
        const weekStartDay = f.weekStartDay === undefined || f.weekStartDay === '' ? 1 : weekday(f.weekStartDay, 'weekStartDay');
        return overview(sales, anchor, period, weekStartDay);
      },
      noData,
    ),
    statsRoute(
      'vendorStatisticsSalesOrders',
      ({ sales, anchor }, { f }) => {
        const endDate = f.endDate === undefined || f.endDate === '' ? dubaiParts(anchor).day : readDay(f, 'endDate');
        const startDate = f.startDate === undefined || f.startDate === '' ? addDays(endDate, -29) : readDay(f, 'startDate');
        const days = Math.round((dubaiDayStart(endDate) - dubaiDayStart(startDate)) / DAY_MS) + 1;
        if (days < 1) throw invalid('startDate must not be after endDate.');
        if (days > MAX_RANGE_DAYS) throw invalid(`The range can cover at most ${MAX_RANGE_DAYS} days.`);
        return ordersBetween(sales, startDate, days);
      },
      noData,
    ),
    statsRoute('vendorStatisticsCustomerLoyalty', ({ orders }) => loyalty(orders), noData),
    statsRoute('vendorStatisticsMostRequestedDays', ({ sales, anchor }) => mostRequestedDays(sales, anchor - WINDOW_DAYS * DAY_MS), noData),
    statsRoute(
      'vendorStatisticsSalesInsights',
      ({ sales, anchor }, { f }) => insights(sales, anchor - WINDOW_DAYS * DAY_MS, readWeekdays(f)),
      noData,
    ),
    statsRoute('vendorStatisticsOrderType', ({ orders }) => orderTypes(orders), noData),
    statsRoute('vendorStatisticsVisitCounter', (_, { shop }) => ({
      shopId: shop,
      count: noData ? 0 : (db().tables.visits.find((v) => v.shop === shop)?.count ?? 0),
    })),
  ];
}

export const vendorStatisticsScenarios = domainScenarios({
  names,
  handlers: handlers(false),
  // Statistics have no lists; "empty" is a shop without sales, like `noData`.
  empty: handlers(true),
  // One chart's call fails and the others answer: the screen must keep the others (issue #15).
  cases: { noData: handlers(true), orderTypeFails: [serverErrorFor('vendorStatisticsOrderType')] },
});
