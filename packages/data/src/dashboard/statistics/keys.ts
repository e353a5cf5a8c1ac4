import { apiKey } from '../../swr/keys.ts';
import type { Weekday } from './period.ts';

/**
 * Keys of the statistics calls (vendor spec §7 Statistics, GET under /vendor/statistics). Each
 * names the shop (`id`, or `shopId` for the visit counter), so a lead who switches shops never
 * sees another shop's figures from the cache.
 */
export const statisticsKeys = {
  /** /sales/overview (id, period, weekStartDay): 30 days, 12 weeks or 12 months, with the previous range's totals. */
  overview: (shop: string, period: 'day' | 'week' | 'month', weekStartDay: Weekday) =>
    apiKey('vendorStatisticsSalesOverview', { query: { id: shop, period, weekStartDay } }),
  /** /sales/orders (id, startDate, endDate): day by day over a custom range. */
  orders: (shop: string, startDate: string, endDate: string) =>
    apiKey('vendorStatisticsSalesOrders', { query: { id: shop, startDate, endDate } }),
  customerLoyalty: (shop: string) => apiKey('vendorStatisticsCustomerLoyalty', { query: { id: shop } }),
  mostRequestedDays: (shop: string) => apiKey('vendorStatisticsMostRequestedDays', { query: { id: shop } }),
  /** /sales/insights plus daysOfWeek (comma-separated weekday numbers). */
  insights: (shop: string, daysOfWeek: readonly Weekday[]) =>
    apiKey('vendorStatisticsSalesInsights', { query: { id: shop, daysOfWeek: [...daysOfWeek].sort().join(',') } }),
  orderType: (shop: string) => apiKey('vendorStatisticsOrderType', { query: { id: shop } }),
  visitCounter: (shop: string) => apiKey('vendorStatisticsVisitCounter', { query: { shopId: shop } }),
};
