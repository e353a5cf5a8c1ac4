/**
 * Story data for the cart: seeded products put in a cart through core's rules, checkout
 * answers priced the way the mock server prices, and a harness that keeps the cart and its
 * options in state so the stories can be driven. Stories only (not exported by the package).
 */
import { useState } from 'react';
import {
  addToCart,
  defaultCartOptions,
  dropFromCart,
  emptyCart,
  removeFromCart,
  setUnitPrice,
  stepsPrice,
  sumFils,
  toCartAddons,
  toCartProduct,
  toWireAed,
  unitPrice,
  type AddonGroup,
  type CartItem,
  type CartState,
  type CheckoutResult,
  type Fils,
  type ShopProduct,
} from '@dukkan/core';
import { seedTables } from '@dukkan/mocks';
import { CartView, type CartViewProps } from './CartView.tsx';

const tables = seedTables();
export function seeded(id: string): ShopProduct {
  const found = tables.shopProducts.find((sp) => sp.id === id);
  if (!found) throw new Error(`seed has no ${id}`);
  return found;
}

export const kiwi = seeded('sp-1007'); // kg, 500 g steps, on offer
export const hammour = seeded('sp-1098'); // kg with two add-on groups (cleaning, cooking)
export const strawberries = seeded('sp-1016'); // box
export const avocado = seeded('sp-1008'); // piece, on offer
export const pineapple = seeded('sp-1005'); // not available in the seed

/** Adds `count` units (or whole sets) through core's cart rules, as the cart store does. */
export function add(state: CartState, sp: ShopProduct, count: number, chosen?: Record<string, string[]>): CartState {
  const product = toCartProduct(sp);
  const addons = chosen ? toCartAddons(sp.addons, chosen) : undefined;
  if (!product || addons === null) throw new Error(`cannot add ${sp.id}`);
  let next = state;
  for (let i = 0; i < count; i += 1) next = addToCart(next, product, addons);
  return next;
}

export function cartOf(...steps: ((state: CartState) => CartState)[]): CartItem[] {
  return steps.reduce((state, step) => step(state), emptyCart()).items;
}

export const items = cartOf(
  (s) => add(s, kiwi, 3),
  (s) => add(s, hammour, 2, { 'sp-1098-g1': ['sp-1098-g1-o3'], 'sp-1098-g2': ['sp-1098-g2-o1'] }),
  (s) => add(s, hammour, 1, { 'sp-1098-g1': ['sp-1098-g1-o2'] }),
  (s) => add(s, strawberries, 2),
  (s) => add(s, avocado, 4),
);

export const addonGroups: Record<string, readonly AddonGroup[]> = { [hammour.id]: hammour.addons };

interface QuoteOptions {
  /** New step prices in fils by shop product id: the shop changed them since they were added. */
  reprice?: Record<string, Fils>;
  unavailable?: string[];
  deliveryFils?: Fils;
  discountFils?: Fils;
  walletBalanceFils?: Fils;
  useWallet?: boolean;
  warnings?: CheckoutResult['warnings'];
  promotion?: CheckoutResult['promotion'];
}

/** A checkout answer priced the way the mock server prices (docs/decisions/0021), one line per item or set. */
export function quote(cart: readonly CartItem[], o: QuoteOptions = {}): CheckoutResult {
  const lines = cart.flatMap((item) => {
    const product = item.shopProduct;
    const entries =
      item.addonsSets.length === 0
        ? [{ count: item.count, unit: unitPrice(product) }]
        : item.addonsSets.map((set) => ({ count: set.count, unit: setUnitPrice(product, set.addons) }));
    return entries.map(({ count, unit }) => {
      const base = o.reprice?.[product.id] ?? unit;
      const available = !o.unavailable?.includes(product.id);
      return { id: product.id, count, unitFils: stepsPrice(product, base, 1), lineFils: stepsPrice(product, base, count), available };
    });
  });
  const subtotal = sumFils(lines.filter((l) => l.available).map((l) => l.lineFils));
  const delivery = o.deliveryFils ?? 700;
  const discount = o.discountFils ?? 0;
  const balance = o.walletBalanceFils ?? 3550;
  const wallet = o.useWallet === false ? 0 : Math.min(balance, subtotal + delivery - discount);
  return {
    lines: lines.map((l) => ({
      id: l.id,
      count: l.count,
      price: toWireAed(l.lineFils),
      unitPrice: toWireAed(l.unitFils),
      available: l.available,
    })),
    bill: [
      { rule: 'subtotal', value: toWireAed(subtotal) },
      { rule: 'delivery_fee', value: toWireAed(delivery) },
      { rule: 'discount', value: toWireAed(discount) },
      { rule: 'wallet', value: toWireAed(wallet) },
      { rule: 'total_amount', value: toWireAed(subtotal + delivery - discount - wallet) },
    ],
    walletBalance: toWireAed(balance),
    warnings: o.warnings ?? [],
    ...(o.promotion ? { promotion: o.promotion } : {}),
  };
}

export const addresses = tables.addresses.filter((a) => a.user === 'u-1001').map(({ user: _user, ...address }) => address);
const primary = addresses.find((a) => a.primary) ?? addresses[0] ?? null;
export const signedInOptions = { ...defaultCartOptions(), selectedAddress: primary, paymentType: 'cash' as const };
/** Strawberries went from 12.50 to 13.50 a box since they were added. */
export const serverPrices = { reprice: { [strawberries.id]: 1350 } };

/**
 * The cart page with its state in the story, changed through core's rules as the stores do,
 * so −/+, pickup and the schedule can be driven; every callback is still a spy.
 */
export function CartHarness(args: CartViewProps) {
  const [cart, setCart] = useState<readonly CartItem[]>(args.items);
  const [options, setOptions] = useState(args.options);
  const change = (apply: (state: CartState) => CartState) =>
    setCart((current) => apply({ items: [...current], total: 0, totalItems: 0 }).items);
  return (
    <CartView
      {...args}
      items={cart}
      options={options}
      onAddItem={(item) => {
        args.onAddItem(item);
        change((s) => addToCart(s, item.shopProduct));
      }}
      onRemoveItem={(item) => {
        args.onRemoveItem(item);
        change((s) => removeFromCart(s, item.shopProduct.id));
      }}
      onDropItem={(item) => {
        args.onDropItem(item);
        change((s) => dropFromCart(s, item.shopProduct.id));
      }}
      onAddSet={(item, set) => {
        args.onAddSet(item, set);
        change((s) => addToCart(s, item.shopProduct, set.addons));
      }}
      onRemoveSet={(item, set) => {
        args.onRemoveSet(item, set);
        change((s) => removeFromCart(s, item.shopProduct.id, set.key));
      }}
      onDeliveryTypeChange={(deliveryType) => {
        args.onDeliveryTypeChange(deliveryType);
        setOptions((o) => ({ ...o, deliveryType }));
      }}
      onScheduleChange={(schedule) => {
        args.onScheduleChange(schedule);
        setOptions((o) => ({ ...o, schedule }));
      }}
      onAddressChange={(selectedAddress) => {
        args.onAddressChange(selectedAddress);
        setOptions((o) => ({ ...o, selectedAddress }));
      }}
      onNotesChange={(orderNotes) => {
        args.onNotesChange(orderNotes);
        setOptions((o) => ({ ...o, orderNotes }));
      }}
      onPaymentTypeChange={(paymentType) => {
        args.onPaymentTypeChange(paymentType);
        setOptions((o) => ({ ...o, paymentType }));
      }}
      onWalletChange={(wallet) => {
        args.onWalletChange(wallet);
        setOptions((o) => ({ ...o, wallet }));
      }}
    />
  );
}
