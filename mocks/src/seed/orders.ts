/**
 * Past orders across customers, priced by the same code as live checkouts
 * (handlers/customer/pricing.ts) so every stored bill adds up. The demo customer has
 * eight orders, from one placed an hour ago to a cancelled one two months back.
 */
import type { CheckoutProduct, Order, OrderStatus, PaymentType, Shop, ShopProduct } from '@dukkan/core';
import type { CustomerTables, UserRecord } from '../db/tables.customer.ts';
import { deliveryQuote } from '../handlers/customer/geo.ts';
import {
  billFields,
  cartTotals,
  orderLine,
  priceLine,
  promotionDiscountFils,
  toFils,
  type PricedLine,
} from '../handlers/customer/pricing.ts';
import { toWireAddress } from '../handlers/customer/records.ts';
import { DEMO_USER_IDS } from './people.ts';
import { daysBefore, type Prng } from './prng.ts';

export const FIRST_ORDER_NUMBER = 10001;

/** The demo customer's orders: age in days, and the wallet amount paid on it (see commerce.ts). */
export const DEMO_ORDER_PLAN: readonly { days: number; status?: OrderStatus; walletFils?: number }[] = [
  { days: 70, status: 'cancelled' },
  { days: 55 },
  { days: 40 },
  { days: 26 },
  { days: 18 },
  { days: 10, walletFils: 2000 },
  { days: 3 },
  { days: 0.04, status: 'pending' },
];

const ACTIVE_STATUSES: readonly OrderStatus[] = ['accepted', 'preparing', 'ready', 'on_the_way'];
const CANCEL_REASONS = ['Customer asked to cancel', 'Items out of stock', 'Address could not be reached'] as const;

interface Inputs {
  shop: Shop;
  users: readonly UserRecord[];
  addresses: CustomerTables['addresses'];
  areas: CustomerTables['areas'];
  shopProducts: readonly ShopProduct[];
  promotions: CustomerTables['promotions'];
  prng: Prng;
}

/** One to five lines, more while the subtotal is under the shop's minimum order. */
function pickLines(inputs: Inputs): PricedLine[] {
  const { prng } = inputs;
  const sellable = inputs.shopProducts.filter((sp) => sp.isAvailable && !sp.hidden);
  const minFils = toFils(inputs.shop.minOrder ?? 0);
  const lines: PricedLine[] = [];
  const lineCount = prng.int(1, 5);
  let subtotal = 0;
  while (lines.length < lineCount || (subtotal < minFils && lines.length < 10)) {
    const sp = prng.pick(sellable);
    const entry: CheckoutProduct = {
      id: sp.id,
      // Baskets look like a household's: one of the pricey items, a few of the cheap ones.
      count: sp.price > 60 ? 1 : prng.int(1, sp.price > 20 ? 2 : 4),
      // Required groups get a choice; optional ones sometimes one option.
      addons: sp.addons.filter((g) => g.required || prng.chance(0.3)).map((g) => ({ id: g.id, options: [prng.pick(g.options).id] })),
    };
    const line = priceLine(sp, entry);
    lines.push(line);
    subtotal += line.lineFils;
  }
  return lines;
}

function statusFor(days: number, pickup: boolean, prng: Prng): OrderStatus {
  if (days < 0.1) return 'pending';
  if (days < 0.5) return prng.pick(ACTIVE_STATUSES);
  if (prng.chance(0.08)) return 'cancelled';
  return pickup ? 'picked_up' : 'delivered';
}

function buildOrder(
  inputs: Inputs,
  customer: UserRecord,
  plan: { days: number; status?: OrderStatus; walletFils?: number },
  serial: number,
): Order {
  const { prng, shop } = inputs;
  const address = inputs.addresses.find((a) => a.user === customer.id && a.primary);
  const pickup = !address || prng.chance(0.15);
  const dineIn = pickup && prng.chance(0.2);
  const lines = pickLines(inputs);
  const subtotal = lines.reduce((sum, l) => sum + l.lineFils, 0);
  const welcome = inputs.promotions.find((p) => p.code === 'WELCOME10');
  const promotion = welcome && prng.chance(0.15) ? welcome : undefined;
  const deliveryFils = pickup ? 0 : deliveryQuote(shop, inputs.areas, address?.latlng).feeFils;
  const totals = cartTotals({
    lines,
    deliveryFils,
    discountFils: promotion ? promotionDiscountFils(promotion, subtotal) : 0,
    walletBalanceFils: plan.walletFils ?? 0,
    useWallet: plan.walletFils !== undefined,
  });
  const status = plan.status ?? statusFor(plan.days, pickup, prng);
  const payment_type: PaymentType = totals.totalFils === 0 ? 'wallet' : prng.pick(['cash', 'card', 'card'] as const);
  const id = `ord-${serial}`;
  return {
    id,
    number: `DK-${serial}`,
    shop: shop.id,
    customer: customer.id,
    ...(customer.fullName ? { customerName: customer.fullName } : {}),
    customerPhone: `+${customer.countryCode}${customer.phone}`,
    status,
    pickup,
    dineIn,
    ...(!pickup && address ? { address: toWireAddress(address) } : {}),
    products: lines.map((line, i) => orderLine(line, `${id}-l${i + 1}`)),
    extraItems: [],
    bill: billFields(totals),
    payment_type,
    paid: status !== 'cancelled' && (payment_type !== 'cash' || status === 'delivered' || status === 'picked_up'),
    useWallet: plan.walletFils !== undefined,
    ...(promotion ? { promotion: promotion.id } : {}),
    ...(prng.chance(0.2)
      ? { cart_notes: prng.pick(['Please call on arrival.', 'No plastic bags, please.', 'الرجاء الاتصال عند الوصول']) }
      : {}),
    source: prng.chance(0.25) ? 'app' : 'website',
    ...(status === 'cancelled' ? { cancelReason: prng.pick(CANCEL_REASONS) } : {}),
    createdAt: daysBefore(plan.days),
  };
}

/** About sixty orders, numbered in date order (DK-10001 is the oldest). */
export function seedOrders(inputs: Inputs): Order[] {
  const { prng } = inputs;
  const customers = inputs.users.filter((u) => !u.isSeller && !u.isCashier && u.id !== DEMO_USER_IDS.customer);
  const demo = inputs.users.find((u) => u.id === DEMO_USER_IDS.customer);
  if (!demo) throw new Error('The demo customer must be seeded before orders.');
  const planned: { customer: UserRecord; plan: { days: number; status?: OrderStatus; walletFils?: number } }[] = [
    ...DEMO_ORDER_PLAN.map((plan) => ({ customer: demo, plan })),
    ...Array.from({ length: 52 }, (_, i) => ({
      customer: prng.pick(customers),
      // Spread over 90 days, with a few still in progress today.
      plan: { days: i < 5 ? 0.05 + i * 0.09 : Number((prng.next() * 89 + 0.6).toFixed(3)) },
    })),
  ];
  planned.sort((a, b) => b.plan.days - a.plan.days);
  return planned.map(({ customer, plan }, i) => buildOrder(inputs, customer, plan, FIRST_ORDER_NUMBER + i));
}
