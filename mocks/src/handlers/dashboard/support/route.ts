/**
 * How every vendor handler is declared: `staffRoute(name, resolver)` signs the request in
 * as shop staff (401 without a session, 403 for customers) and pins it to the staff
 * member's shop. Any shop id the client sends (path `{shop}`, `shop`, `shopId`) must be
 * that shop, or the answer is a 404, so a vendor can never learn about another shop.
 */
import type { HttpHandler } from 'msw';
import type { EndpointName } from '@dukkan/core';
import { BadRequest, route, type RouteContext } from '../../../http.ts';
import { requireStaff } from '../../../session.ts';
import type { UserRecord } from '../../../db/tables.customer.ts';
import { preloadUploads } from './upload.ts';

export type Fields = Record<string, unknown>;

export interface StaffRequest {
  ctx: RouteContext;
  user: UserRecord & { shop: string };
  /** The staff member's shop: every read and write of the handler is scoped to it. */
  shop: string;
  /** Query and body merged, the body winning: clients send DELETE ids either way. */
  f: Fields;
}

export type StaffResolver = (req: StaffRequest) => Response | Promise<Response>;

export function notFound(what: string): BadRequest {
  return new BadRequest(`${what} not found.`, 'not_found', 404);
}

/** A well-formed request the current state forbids (e.g. approving a cancelled request). */
export function conflict(message: string, code = 'conflict'): BadRequest {
  return new BadRequest(message, code, 409);
}

export function invalid(message: string, code = 'invalid_field'): BadRequest {
  return new BadRequest(message, code, 422);
}

/** 404 unless `given` (when sent at all) is the staff member's own shop. */
export function assertOwnShop(own: string, given: unknown): void {
  if (given === undefined || given === null || given === '') return;
  if (typeof given !== 'string' && typeof given !== 'number') throw invalid('shop must be text.');
  if (String(given) !== own) throw notFound('Shop');
}

export function fieldsOf(ctx: RouteContext): Fields {
  return { ...Object.fromEntries(ctx.query), ...ctx.body };
}

/**
 * The calls whose `id` (query, body or path) names the shop rather than an entity of it
 * (vendor spec §7: /shop/a/details (id), /shop/{id}/address, statistics (id)).
 */
const SHOP_AS_ID = new Set<EndpointName>([
  'shopADetails',
  'shopAddress',
  'shopSocialMedia',
  'vendorStatisticsSalesOverview',
  'vendorStatisticsSalesOrders',
  'vendorStatisticsCustomerLoyalty',
  'vendorStatisticsMostRequestedDays',
  'vendorStatisticsSalesInsights',
  'vendorStatisticsOrderType',
  'vendorStatisticsVisitCounter',
]);

/**
 * The shop a request works on. Staff work on their own shop. A lead (vendor spec §6) may name
 * any shop they lead (`UserRecord.leads`); every other shop id is a 404, as for anyone else.
 */
export function workingShop(user: UserRecord & { shop: string }, given: readonly unknown[]): string {
  const named = given.filter((g) => g !== undefined && g !== null && g !== '').map(String);
  const led = user.isLead ? (user.leads ?? []) : [];
  const target = named.find((g) => g !== user.shop && led.includes(g)) ?? user.shop;
  for (const g of named) assertOwnShop(target, g);
  return target;
}

export function staffRoute(name: EndpointName, resolver: StaffResolver): HttpHandler {
  return route(name, async (ctx) => {
    const user = requireStaff(ctx.request);
    const f = fieldsOf(ctx);
    const given: unknown[] = [ctx.params.shop, f.shop, f.shopId];
    if (SHOP_AS_ID.has(name)) given.push(f.id, ctx.params.id);
    const shop = workingShop(user, given);
    await preloadUploads(ctx);
    return resolver({ ctx, user, shop, f });
  });
}

/** The entity with `id`, or a 404: callers pass only the rows of the staff member's shop. */
export function findOr404<T extends { id: string }>(rows: readonly T[], id: string, what: string): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound(what);
  return row;
}

/** Remove a row in place (tables are shared arrays the server persists). */
export function removeRow<T>(rows: T[], row: T): void {
  const index = rows.indexOf(row);
  if (index >= 0) rows.splice(index, 1);
}

/** Table rows carry their `shop` for scoping; the wire types of these entities do not. */
export function withoutShop<T extends { shop: string }>(row: T): Omit<T, 'shop'> {
  const { shop: _shop, ...rest } = row;
  return rest;
}

/** Remove every row matching `test`, in place. */
export function removeWhere<T>(rows: T[], test: (row: T) => boolean): void {
  for (let i = rows.length - 1; i >= 0; i -= 1) if (test(rows[i] as T)) rows.splice(i, 1);
}
