/**
 * Server-side cart pricing, the one source of truth for checkout, order placement and the
 * seeded orders. All arithmetic is in integer fils (1 AED = 100 fils); AED only at the edge.
 *
 * Rules (customer spec §9 and this project's reading of it):
 * - unit price = computedPrice (offerPrice when > 0, else price);
 * - an `override` add-on option replaces the unit price, `add` options add to it; when the
 *   product is on offer and `addonsOffer` is set, option amounts get the same offer ratio;
 * - kg products: every amount is per kg and a count of n means n × pay_size grams, so one
 *   step costs unit × pay_size / 1000 (rounded to the fils) and the line costs step × n;
 * - discount applies to the subtotal only; the wallet pays what is left, delivery included.
 */
import {
  CART_LIMITS,
  roundDiv,
  toFils as wireToFils,
  toWireAed,
  type AddonGroup,
  type AddonOption,
  type BillField,
  type CheckoutProduct,
  type OrderLine,
  type Promotion,
  type ShopProduct,
} from '@dukkan/core';
import { BadRequest } from '../../http.ts';

/**
 * Wire AED to fils with the app's own helper (decimal text, half away from zero), so the mock
 * and the app read every amount alike: `Math.round(aed * 100)` made 1.005 AED 100 fils
 * (decision 0083). Amounts here come from the database or validated input: a non-finite one is
 * a bug, not a user error.
 */
export function toFils(aed: number): number {
  const fils = wireToFils(aed);
  if (fils === null) throw new RangeError(`Not an AED amount: ${aed}`);
  return fils;
}

/** Fils to wire AED with the app's helper; throws on a non-integer (a fils bug upstream). */
export function toAed(fils: number): number {
  return toWireAed(fils);
}

// The limits the app's cart keeps too (decision 0083).
const { maxLines: MAX_LINES, maxLineCount: MAX_COUNT } = CART_LIMITS;

function fail(message: string, code = 'invalid_products'): never {
  throw new BadRequest(message, code, 422);
}

/** Validates the checkout product list: an array, or the JSON string the GET call carries. */
export function parseCheckoutProducts(value: unknown): CheckoutProduct[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      fail('products must be a JSON list.');
    }
  }
  if (!Array.isArray(list)) fail('products must be a list.');
  if (list.length > MAX_LINES) fail(`A cart holds at most ${MAX_LINES} lines.`);
  return list.map((raw: unknown, index): CheckoutProduct => {
    if (!raw || typeof raw !== 'object') fail(`products[${index}] must be an object.`);
    const entry = raw as Record<string, unknown>;
    const id = typeof entry.id === 'number' ? String(entry.id) : entry.id;
    if (typeof id !== 'string' || !id) fail(`products[${index}].id is required.`);
    const count = entry.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      fail(`products[${index}].count must be a whole number from 1 to ${MAX_COUNT}.`);
    }
    const addons = entry.addons ?? [];
    if (!Array.isArray(addons)) fail(`products[${index}].addons must be a list.`);
    return {
      id,
      count,
      addons: addons.map((rawAddon: unknown) => {
        const addon = (rawAddon && typeof rawAddon === 'object' ? rawAddon : {}) as Record<string, unknown>;
        const options = addon.options;
        if (typeof addon.id !== 'string' || !Array.isArray(options) || !options.every((o) => typeof o === 'string')) {
          fail(`products[${index}].addons entries need an id and a list of option ids.`);
        }
        return { id: addon.id, options: options as string[] };
      }),
    };
  });
}

export interface ChosenGroup {
  group: AddonGroup;
  options: AddonOption[];
}

export interface PricedLine {
  shopProduct: ShopProduct;
  count: number;
  /** The price of one count (one piece/box, or one pay_size step of a kg product). */
  stepFils: number;
  lineFils: number;
  available: boolean;
  chosen: ChosenGroup[];
}

function resolveAddons(sp: ShopProduct, entry: CheckoutProduct): ChosenGroup[] {
  const name = sp.product.name;
  const chosen: ChosenGroup[] = [];
  for (const pick of entry.addons) {
    const group = sp.addons.find((g) => g.id === pick.id);
    if (!group) fail(`${name} has no add-on ${pick.id}.`, 'invalid_addon');
    const ids = [...new Set(pick.options)];
    if (ids.length > group.max) fail(`Choose at most ${group.max} for ${group.title} (${name}).`, 'invalid_addon');
    const options = ids.map((id) => group.options.find((o) => o.id === id) ?? fail(`${group.title} has no option ${id}.`, 'invalid_addon'));
    if (options.length > 0) chosen.push({ group, options });
  }
  for (const group of sp.addons) {
    if (group.required && !chosen.some((c) => c.group.id === group.id)) {
      fail(`Choose ${group.title} for ${name}.`, 'addon_required');
    }
  }
  return chosen.sort((a, b) => a.group.order - b.group.order);
}

export function priceLine(sp: ShopProduct, entry: CheckoutProduct): PricedLine {
  const chosen = resolveAddons(sp, entry);
  const priceFils = toFils(sp.price);
  const offerFils = toFils(sp.offerPrice);
  const onOffer = offerFils > 0 && offerFils < priceFils;
  const optionFils = (option: AddonOption): number => {
    const fils = toFils(option.amount);
    return onOffer && sp.addonsOffer ? roundDiv(fils * offerFils, priceFils) : fils;
  };
  const override = chosen.find((c) => c.group.type === 'override')?.options[0];
  let unitFils = override ? optionFils(override) : toFils(sp.computedPrice);
  for (const { group, options } of chosen) {
    if (group.type === 'add') for (const option of options) unitFils += optionFils(option);
  }
  const stepFils = sp.product.unit === 'kg' ? roundDiv(unitFils * (sp.product.pay_size ?? 1000), 1000) : unitFils;
  return {
    shopProduct: sp,
    count: entry.count,
    stepFils,
    lineFils: stepFils * entry.count,
    available: sp.isAvailable && !sp.hidden,
    chosen,
  };
}

/**
 * The discount of a promotion on a subtotal: percent (capped by maxDiscount) or fixed, never
 * above the subtotal. A percent is read to two decimals (basis points), so 12.5 % is exact.
 */
export function promotionDiscountFils(promotion: Promotion, subtotalFils: number): number {
  const raw = promotion.kind === 'percent' ? roundDiv(subtotalFils * toFils(promotion.value), 10_000) : toFils(promotion.value);
  const capped = promotion.maxDiscount !== undefined ? Math.min(raw, toFils(promotion.maxDiscount)) : raw;
  return Math.max(0, Math.min(capped, subtotalFils));
}

export interface CartTotals {
  subtotalFils: number;
  deliveryFils: number;
  discountFils: number;
  walletFils: number;
  totalFils: number;
}

/** Adds up available lines; `discountFils` must already be computed on the same subtotal. */
export function cartTotals(input: {
  lines: readonly PricedLine[];
  deliveryFils: number;
  discountFils: number;
  walletBalanceFils: number;
  useWallet: boolean;
}): CartTotals {
  const subtotalFils = input.lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineFils, 0);
  const due = subtotalFils + input.deliveryFils - input.discountFils;
  const walletFils = input.useWallet && input.walletBalanceFils > 0 ? Math.min(input.walletBalanceFils, due) : 0;
  return { subtotalFils, deliveryFils: input.deliveryFils, discountFils: input.discountFils, walletFils, totalFils: due - walletFils };
}

export function billFields(totals: CartTotals): BillField[] {
  return [
    { rule: 'subtotal', value: toAed(totals.subtotalFils) },
    { rule: 'delivery_fee', value: toAed(totals.deliveryFils) },
    { rule: 'discount', value: toAed(totals.discountFils) },
    { rule: 'wallet', value: toAed(totals.walletFils) },
    { rule: 'total_amount', value: toAed(totals.totalFils) },
  ];
}

export function billValue(bill: readonly BillField[], rule: BillField['rule']): number {
  return bill.find((field) => field.rule === rule)?.value ?? 0;
}

/** The stored form of a priced line on an order: names and add-ons copied, so later catalogue edits do not rewrite history. */
export function orderLine(line: PricedLine, id: string): OrderLine {
  const { product } = line.shopProduct;
  return {
    id,
    shopProduct: line.shopProduct.id,
    name: product.name,
    ...(product.name_ar ? { name_ar: product.name_ar } : {}),
    unit: product.unit,
    ...(product.pay_size ? { pay_size: product.pay_size } : {}),
    count: line.count,
    price: toAed(line.lineFils),
    addons: line.chosen.map(({ group, options }) => ({
      id: group.id,
      title: group.title,
      ...(group.title_ar ? { title_ar: group.title_ar } : {}),
      options: options.map((o) => ({ id: o.id, name: o.name, ...(o.name_ar ? { name_ar: o.name_ar } : {}), amount: o.amount })),
    })),
  };
}
