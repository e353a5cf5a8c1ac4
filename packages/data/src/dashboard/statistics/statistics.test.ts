/**
 * The statistics data layer: the period in the URL (hostile values fall back), the custom range
 * and the one before it, and every reader against the mock API (msw/node), including a chart
 * whose call fails while the others answer.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { scenarios } from '../../../../../mocks/src/index.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import { selectFetcher } from '../../swr/select.ts';
import { statisticsKeys } from './keys.ts';
import { customRange, previousRange, readStatisticsState, statisticsFilters } from './period.ts';
import {
  readCustomerLoyalty,
  readMostRequestedDays,
  readOrderType,
  readSalesInsights,
  readSalesOrders,
  readSalesOverview,
  readVisitCounter,
} from './read.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';

describe('the statistics period in the URL', () => {
  it('defaults to the last 30 days, weeks from Monday and every weekday', () => {
    expect(readStatisticsState({})).toEqual({ period: { kind: 'day', weekStartDay: 1 }, insightDays: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('reads a week period with its start day, a custom range and chosen weekdays', () => {
    expect(readStatisticsState({ period: 'week', weekStart: '6', days: '5,4,5' })).toEqual({
      period: { kind: 'week', weekStartDay: 6 },
      insightDays: [4, 5],
    });
    expect(readStatisticsState({ period: 'custom', from: '2026-02-01', to: '2026-02-28' }).period).toEqual({
      kind: 'custom',
      weekStartDay: 1,
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('falls back to defaults for hostile values', () => {
    const state = readStatisticsState({ period: 'year', weekStart: '9', days: 'x,8,-1' });
    expect(state).toEqual({ period: { kind: 'day', weekStartDay: 1 }, insightDays: [0, 1, 2, 3, 4, 5, 6] });
    expect(readStatisticsState({ period: 'custom', from: '2026-02-30', to: 'tomorrow' }).period).toEqual({
      kind: 'custom',
      weekStartDay: 1,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(statisticsFilters(readStatisticsState({}))).toEqual({ period: null, weekStart: null, from: null, to: null, days: null });
    const state = readStatisticsState({ period: 'custom', weekStart: '0', from: '2026-01-01', to: '2026-01-31', days: '5,6' });
    const written = statisticsFilters(state);
    expect(written).toEqual({ period: 'custom', weekStart: '0', from: '2026-01-01', to: '2026-01-31', days: '5,6' });
    expect(readStatisticsState(written as Record<string, string>)).toEqual(state);
  });

  it('bounds a custom range by today and by 366 days, and compares it with the range just before', () => {
    const today = '2026-11-26';
    expect(customRange({ kind: 'custom', weekStartDay: 1 }, today)).toEqual({ startDate: '2026-10-28', endDate: today });
    expect(customRange({ kind: 'custom', weekStartDay: 1, startDate: '2026-11-01', endDate: '2026-12-31' }, today)).toEqual({
      startDate: '2026-11-01',
      endDate: today,
    });
    // Reversed or longer than 366 days: the last 30 days up to the end instead.
    expect(customRange({ kind: 'custom', weekStartDay: 1, startDate: '2026-11-20', endDate: '2026-11-10' }, today).startDate).toBe(
      '2026-10-12',
    );
    expect(customRange({ kind: 'custom', weekStartDay: 1, startDate: '2024-01-01', endDate: '2026-11-01' }, today).startDate).toBe(
      '2026-10-03',
    );
    expect(previousRange({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({ startDate: '2026-01-29', endDate: '2026-02-28' });
  });
});

describe('the statistics readers', () => {
  it('reads money to fils and drops broken points', () => {
    const sales = readSalesOverview({
      period: 'week',
      totals: { sales: '1234.5', orders: 3, refunds: 10, averageOrder: 411.5 },
      previous: { sales: 1000, orders: 2 },
      series: [{ label: '2026-11-02', value: 12.25 }, { value: 3 }, 'x'],
      ordersSeries: [{ label: '2026-11-02', value: 1 }],
    });
    expect(sales).toEqual({
      granularity: 'week',
      buckets: [{ label: '2026-11-02', salesFils: 1225, orders: 1 }],
      totals: { salesFils: 123_450, orders: 3, refundsFils: 1000, averageOrderFils: 41_150 },
      previous: { salesFils: 100_000, orders: 2 },
    });
    expect(() => readSalesOverview(null)).toThrow(ApiRequestError);
    expect(() => readVisitCounter({})).toThrow(ApiRequestError);
    expect(readMostRequestedDays({ series: [{ label: 'fri', value: 9 }], busiest: 'fri' })).toEqual({
      counts: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, orders: day === 5 ? 9 : 0 })),
      busiest: 5,
    });
  });
});

const server = useMockServer();

describe('the statistics calls against the mock API', () => {
  it('reaches all seven calls and reads their answers', async () => {
    const { client, shop } = await signedInOwner();
    const weeks = await selectFetcher(client, readSalesOverview)(statisticsKeys.overview(shop, 'week', 0));
    expect(weeks.granularity).toBe('week');
    expect(weeks.buckets).toHaveLength(12);
    expect(weeks.buckets.every((b) => new Date(`${b.label}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    expect(weeks.buckets.reduce((sum, b) => sum + b.orders, 0)).toBe(weeks.totals.orders);
    expect(weeks.previous).not.toBeNull();

    const range = await selectFetcher(client, readSalesOrders)(statisticsKeys.orders(shop, '2026-10-01', '2026-10-31'));
    expect(range.buckets).toHaveLength(31);
    expect(range.buckets.reduce((sum, b) => sum + b.salesFils, 0)).toBe(range.totals.salesFils);

    const loyalty = await selectFetcher(client, readCustomerLoyalty)(statisticsKeys.customerLoyalty(shop));
    expect(loyalty.segments.map((s) => s.id)).toEqual(['new', 'returning', 'loyal']);
    expect(loyalty.segments.reduce((sum, s) => sum + s.value, 0)).toBe(loyalty.customers);

    const days = await selectFetcher(client, readMostRequestedDays)(statisticsKeys.mostRequestedDays(shop));
    expect(days.counts).toHaveLength(7);
    expect(days.busiest).not.toBeNull();

    const insights = await selectFetcher(client, readSalesInsights)(statisticsKeys.insights(shop, [6, 5, 4]));
    expect(insights.daysOfWeek).toEqual([4, 5, 6]);
    expect(insights.hours).toHaveLength(24);

    const types = await selectFetcher(client, readOrderType)(statisticsKeys.orderType(shop));
    expect(types.types.map((t) => t.id)).toEqual(['delivery', 'pickup', 'dine_in']);
    expect(types.types.reduce((sum, t) => sum + t.value, 0)).toBe(types.total);

    const visits = await selectFetcher(client, readVisitCounter)(statisticsKeys.visitCounter(shop));
    expect(visits.count).toBeGreaterThan(0);
  });

  it('fails only the order-type call in the orderTypeFails scenario', async () => {
    server.use(...(scenarios.vendorStatistics?.orderTypeFails ?? []));
    const { client, shop } = await signedInOwner();
    await expect(selectFetcher(client, readOrderType)(statisticsKeys.orderType(shop))).rejects.toBeInstanceOf(ApiRequestError);
    const loyalty = await selectFetcher(client, readCustomerLoyalty)(statisticsKeys.customerLoyalty(shop));
    expect(loyalty.customers).toBeGreaterThan(0);
  });
});
