/**
 * Changes to orders (vendor spec §7 Orders and cart). A status change on the board shows at
 * once and rolls back when refused (`optimisticUpdate`); the detail's edits (items, extra
 * items, cancel, payment request) wait for the server, then the order is read again, so the
 * totals on screen are always the server's (issue #12: "the totals re-read from the server").
 */
import type { ScopedMutator } from 'swr';
import {
  failure,
  isRecord,
  success,
  toFils,
  toWireAed,
  type Api,
  type ApiError,
  type ApiResult,
  type Fils,
  type Order,
  type OrderStatus,
} from '@dukkan/core';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import { ordersKeys } from './keys.ts';
import { readOrder } from './read.ts';
import { isFinalStatus } from './status.ts';
import type { LiveOrders } from './useOrders.ts';

export type OrdersApi = Pick<
  Api,
  | 'groceryShopCartSetStatus'
  | 'groceryShopCartItemEdit'
  | 'groceryShopCartItemRemove'
  | 'groceryShopCartCancel'
  | 'groceryShopCartRequestPayment'
  | 'groceryShopCartExtraItemsAdd'
  | 'groceryShopCartExtraItemsRemove'
>;

export interface OrdersContext {
  api: OrdersApi;
  mutate: ScopedMutator;
  /** The working shop: every call names it (a lead may work on another shop than their own). */
  shop: string;
}

function withStatus(current: LiveOrders | undefined, orderId: string, status: OrderStatus, answer?: Order | null): LiveOrders {
  if (!current) return { orders: [], total: 0 };
  if (isFinalStatus(status)) {
    const orders = current.orders.filter((o) => o.id !== orderId);
    return { orders, total: current.total - (current.orders.length - orders.length) };
  }
  return { ...current, orders: current.orders.map((o) => (o.id === orderId ? (answer ?? { ...o, status }) : o)) };
}

/**
 * POST set-status {id, status}: the card moves (or leaves the board when the order is done) at
 * once; a refusal puts it back and returns the error. The order's detail is read again.
 */
export async function setOrderStatus({ api, mutate, shop }: OrdersContext, orderId: string, status: OrderStatus): Promise<ApiError | null> {
  const error = await optimisticUpdate<LiveOrders, unknown>({
    mutate,
    key: ordersKeys.live(shop),
    optimistic: (current) => withStatus(current, orderId, status),
    send: () => api.groceryShopCartSetStatus({ body: { id: orderId, status, shop } }),
    settle: (current, answer) => withStatus(current, orderId, status, readOrder(answer)),
  });
  if (!error) void mutate(ordersKeys.order(shop, orderId));
  return error;
}

/**
 * After an edit: the order the server answered replaces the cached one (the answer is the order
 * for every edit call), then the order and the board are fetched again, so the totals on screen
 * are the server's.
 */
async function reread({ mutate, shop }: OrdersContext, orderId: string, result: ApiResult<unknown>): Promise<ApiError | null> {
  if (result.error) return result.error;
  const answer = readOrder(result.data);
  const key = ordersKeys.order(shop, orderId);
  await Promise.all([
    answer && answer.id === orderId ? mutate<Order>(key, answer, { revalidate: true }) : mutate(key),
    mutate(ordersKeys.live(shop)),
  ]);
  return null;
}

/** POST cancel {id, cancelReason}. */
export async function cancelOrder(ctx: OrdersContext, orderId: string, cancelReason: string): Promise<ApiError | null> {
  return reread(ctx, orderId, await ctx.api.groceryShopCartCancel({ body: { id: orderId, cancelReason, shop: ctx.shop } }));
}

export interface ItemEdit {
  /** Price of one count (a piece, a box, or one pay_size step of a kg product), in fils. */
  newPriceFils?: Fils;
  newCount?: number;
}

const aed = (fils: Fils): number => toWireAed(fils);

/** POST item-edit {id, newPrice, newCount}: newPrice is one count's price in AED, as the wire carries money. */
export async function editOrderItem(ctx: OrdersContext, orderId: string, lineId: string, edit: ItemEdit): Promise<ApiError | null> {
  const body: Record<string, unknown> = { id: lineId, shop: ctx.shop };
  if (edit.newPriceFils !== undefined) body.newPrice = aed(edit.newPriceFils);
  if (edit.newCount !== undefined) body.newCount = edit.newCount;
  return reread(ctx, orderId, await ctx.api.groceryShopCartItemEdit({ body }));
}

/** POST item-remove {id}. */
export async function removeOrderItem(ctx: OrdersContext, orderId: string, lineId: string): Promise<ApiError | null> {
  return reread(ctx, orderId, await ctx.api.groceryShopCartItemRemove({ body: { id: lineId, shop: ctx.shop } }));
}

/** POST extra-items/add {cart, description, price}. */
export async function addExtraItem(
  ctx: OrdersContext,
  orderId: string,
  extra: { description: string; priceFils: Fils },
): Promise<ApiError | null> {
  return reread(
    ctx,
    orderId,
    await ctx.api.groceryShopCartExtraItemsAdd({
      body: { cart: orderId, description: extra.description, price: aed(extra.priceFils), shop: ctx.shop },
    }),
  );
}

/** DELETE extra-items/remove {id}. */
export async function removeExtraItem(ctx: OrdersContext, orderId: string, extraId: string): Promise<ApiError | null> {
  return reread(ctx, orderId, await ctx.api.groceryShopCartExtraItemsRemove({ body: { id: extraId, shop: ctx.shop } }));
}

export interface PaymentRequest {
  id: string;
  amountFils: Fils;
  /** The link the customer pays with. */
  url: string;
}

/** POST request-payment {cart, amount}: the answer carries the payment link. */
export async function requestOrderPayment(ctx: OrdersContext, orderId: string, amountFils: Fils): Promise<ApiResult<PaymentRequest>> {
  const result = await ctx.api.groceryShopCartRequestPayment({ body: { cart: orderId, amount: aed(amountFils), shop: ctx.shop } });
  if (result.error) return failure(result.error);
  await reread(ctx, orderId, result);
  const data = isRecord(result.data) ? result.data : {};
  return success({
    id: typeof data.id === 'string' ? data.id : '',
    amountFils: (typeof data.amount === 'number' ? toFils(data.amount) : null) ?? amountFils,
    url: typeof data.url === 'string' ? data.url : '',
  });
}
