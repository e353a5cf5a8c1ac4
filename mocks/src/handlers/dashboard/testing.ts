/**
 * Test kit of the vendor handlers (used by the `*.test.ts` files beside them): the seeded
 * database with a second shop added, a msw/node server, and `call(name, ...)`, which sends
 * a request to a registry endpoint by name the way the API client does.
 */
import { setupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { endpoint, type ApiEnvelope, type EndpointName, type Order, type Shop, type ShopProduct } from '@dukkan/core';
import { resetDb, type Tables } from '../../db/database.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { seedTables } from '../../seed/index.ts';
import { seedVendorTables } from '../../seed/dashboard.ts';
import { issueSession } from '../../session.ts';
import { billFields, cartTotals, orderLine, priceLine } from '../customer/pricing.ts';

export const SHOP = 'shop-1001';
export const OTHER_SHOP = 'shop-2002';

/** The second shop: only what its staff and the cross-shop tests need. */
function shopRecord(id: string, name: string): Shop {
  return {
    id,
    name,
    name_ar: 'دكان',
    images: [
      { id: `img-${id}-1`, url: '/a.jpg', primary: true },
      { id: `img-${id}-2`, url: '/b.jpg' },
    ],
    showType: 'default',
    currency: 'AED',
    latlng: [25.08, 55.14],
    deliveryFee: 7,
    minOrder: 30,
    mainCategories: [
      { id: 'cat-meals', name: 'Meals', name_ar: 'وجبات', subCategories: [{ id: 'sub-meals-grills', name: 'Grills' }] },
      { id: 'cat-fruits', name: 'Fruits', name_ar: 'فواكه', subCategories: [] },
    ],
  };
}

function shopProduct(
  shop: string,
  id: string,
  name: string,
  unit: 'kg' | 'piece',
  price: number,
  offerPrice = 0,
): ShopProduct & { shop: string } {
  return {
    id,
    shop,
    price,
    offerPrice,
    computedPrice: offerPrice > 0 ? offerPrice : price,
    isAvailable: true,
    addons: [],
    product: { id: `p-${id}`, name, name_ar: name, unit, ...(unit === 'kg' ? { pay_size: 500 } : {}), category: 'cat-fruits' },
  };
}

function staff(id: string, shop: string, phone: string, userName: string, role: 'seller' | 'cashier'): UserRecord {
  return {
    id,
    fullName: userName,
    phone,
    countryCode: '971',
    isSeller: role === 'seller',
    isCashier: role === 'cashier',
    isKitchen: false,
    isLead: false,
    shop,
    userName,
    password: 'Dukkan#2026',
    deviceTokens: [],
  };
}

function order(shop: string, serial: number, products: (ShopProduct & { shop: string })[], counts: number[], extra: Partial<Order>): Order {
  const lines = products.map((sp, i) => priceLine(sp, { id: sp.id, count: counts[i] ?? 1, addons: [] }));
  const totals = cartTotals({ lines, deliveryFils: extra.pickup ? 0 : 700, discountFils: 0, walletBalanceFils: 0, useWallet: false });
  const id = `ord-${serial}`;
  return {
    id,
    number: `DK-${serial}`,
    shop,
    customer: 'u-1001',
    customerName: 'Mariam Al Suwaidi',
    customerPhone: '+971501234567',
    status: 'pending',
    pickup: false,
    dineIn: false,
    products: lines.map((l, i) => orderLine(l, `${id}-l${i + 1}`)),
    extraItems: [],
    bill: billFields(totals),
    payment_type: 'cash',
    paid: false,
    useWallet: false,
    source: 'website',
    createdAt: `2026-10-3${serial % 2}T10:00:00.000Z`,
    ...extra,
  };
}

/**
 * The full seed of the demo shop, plus a second shop (its staff, a product, an order and
 * its own vendor seed) for the 404-for-other-shops rules, plus three orders with known
 * prices (ord-90001..3) so bill arithmetic can be asserted to the fils.
 */
export function testTables(): Tables {
  const tables = seedTables(SHOP);
  const dates = shopProduct(SHOP, 'sp-test-1', 'Khalas Dates', 'kg', 24.5);
  const bread = shopProduct(SHOP, 'sp-test-2', 'Arabic Bread', 'piece', 3.25);
  const mango = shopProduct(SHOP, 'sp-test-3', 'Alphonso Mango', 'piece', 45, 39.75);
  const other = shopProduct(OTHER_SHOP, 'sp-test-9', 'Other Shop Milk', 'piece', 6.5);
  tables.shops.push(shopRecord(OTHER_SHOP, 'Other Grocery'));
  tables.shopProducts.push(dates, bread, mango, other);
  tables.products.push(dates.product, bread.product, mango.product, other.product);
  tables.users.push(staff('u-9002', OTHER_SHOP, '509990001', 'other', 'seller'));
  tables.orders.push(
    order(SHOP, 90001, [dates, bread], [3, 4], {}),
    order(SHOP, 90002, [mango], [2], { status: 'ready', pickup: true }),
    order(SHOP, 90003, [bread], [1], { status: 'delivered', paid: true }),
    order(OTHER_SHOP, 90004, [other], [1], {}),
  );
  // Carriers are platform-wide: both seeds list the same four.
  const { carriers: _carriers, ...otherVendor } = seedVendorTables(OTHER_SHOP);
  const all = tables as unknown as Record<string, unknown[]>;
  for (const [key, rows] of Object.entries(otherVendor)) all[key] = [...(all[key] ?? []), ...(rows as unknown[])];
  return tables;
}

export function resetTestDb(): Tables {
  return resetDb(testTables()).tables;
}

export function startServer(handlers: readonly HttpHandler[]) {
  return setupServer(...handlers);
}

export type Who = 'seller' | 'cashier' | 'customer' | 'otherSeller';
const USER_IDS: Record<Who, string> = { customer: 'u-1001', seller: 'u-1002', cashier: 'u-1003', otherSeller: 'u-9002' };

/** A bearer token for a seeded user, without going through a sign-in call. */
export function tokenFor(tables: Tables, who: Who): string {
  const user = tables.users.find((u) => u.id === USER_IDS[who]);
  if (!user) throw new Error(`No user ${who}`);
  return issueSession(user).token;
}

export interface CallOptions {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  form?: FormData;
}

export interface CallResult<T> {
  status: number;
  body: ApiEnvelope<T>;
}

export async function call<T = unknown>(
  name: EndpointName,
  { token, params = {}, query, body, form }: CallOptions = {},
): Promise<CallResult<T>> {
  const def = endpoint(name);
  const path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? `missing-${key}`));
  const url = new URL(`http://dukkan.test${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(url, { method: def.method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
}

/** A multipart upload as the app's upload helper sends it: a file part and JSON options. */
export function uploadForm(options: Record<string, unknown> | undefined, file?: { name: string; type: string; field?: string }): FormData {
  const form = new FormData();
  // The bytes are the file name, so two uploads never look alike.
  if (file) form.append(file.field ?? 'file', new File([new TextEncoder().encode(file.name)], file.name, { type: file.type }));
  if (options) form.append('options', JSON.stringify(options));
  return form;
}
