/**
 * Prices a cart against the database: the shared core of checkout and order placement.
 * Warnings explain what stops the cart from being ordered as it is; the BLOCKING ones make
 * cart/store answer 422, the others are information for the cart page.
 */
import type { CheckoutProduct, CheckoutResult, Shop } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { CustomerTables, UserRecord } from '../../db/tables.customer.ts';
import { deliveryQuote, findArea } from './geo.ts';
import { billFields, cartTotals, priceLine, promotionDiscountFils, toAed, toFils, type CartTotals, type PricedLine } from './pricing.ts';
import { toWirePromotion } from './records.ts';
import { findShop } from './shop.ts';
import { invalid, notFound } from './support.ts';

export interface Warning {
  code: string;
  message: string;
  /** `below_min_order`: the minimum that applies to this cart (AED), so the page can say how much. */
  minOrder?: number;
}

/** The shop's delivery settings for the area a point lies in, if it has some. */
export function areaRuleFor(shopId: string, point: readonly [number, number] | undefined) {
  if (!point) return undefined;
  const { tables } = db();
  const area = findArea(tables.areas, point);
  return area ? tables.deliveryAreas.find((d) => d.shop === shopId && d.area === area.id) : undefined;
}

export const BLOCKING_WARNINGS: ReadonlySet<string> = new Set(['unavailable', 'per_order_limit', 'below_min_order', 'out_of_area']);

type PromotionRow = CustomerTables['promotions'][number];
type AddressRow = CustomerTables['addresses'][number];

export interface QuoteInput {
  shopId: string;
  user?: UserRecord;
  entries: readonly CheckoutProduct[];
  pickup: boolean;
  dineIn: boolean;
  addressId?: string;
  /** A promotion id or code. */
  promotion?: string;
  useWallet: boolean;
  /**
   * The spec's `estiamtePromotion`: true while the customer is still shopping, so a
   * promotion that does not apply only adds a warning; false (and always for cart/store)
   * makes it a 422, so nobody is charged without the discount they expect.
   */
  estimatePromotion: boolean;
}

export interface Quote {
  shop: Shop;
  lines: PricedLine[];
  totals: CartTotals;
  warnings: Warning[];
  promotion?: PromotionRow;
  address?: AddressRow;
  walletBalanceFils: number;
}

function resolvePromotion(shop: Shop, ref: string, subtotalFils: number): { promotion?: PromotionRow; warning?: Warning } {
  const wanted = ref.trim().toUpperCase();
  const promotion = db().tables.promotions.find((p) => p.shop === shop.id && (p.id === ref || p.code.toUpperCase() === wanted));
  if (!promotion || !promotion.active) return { warning: { code: 'promotion_invalid', message: 'This promotion code is not valid.' } };
  if (promotion.minOrder !== undefined && subtotalFils < toFils(promotion.minOrder)) {
    return { warning: { code: 'promotion_not_applicable', message: `Spend ${promotion.minOrder} AED to use ${promotion.code}.` } };
  }
  return { promotion };
}

function priceEntries(shop: Shop, entries: readonly CheckoutProduct[]): { lines: PricedLine[]; warnings: Warning[] } {
  const rows = db().tables.shopProducts;
  const warnings: Warning[] = [];
  const lines = entries.map((entry) => {
    const sp = rows.find((r) => r.id === entry.id && r.shop === shop.id);
    if (!sp) throw invalid(`Unknown product ${entry.id}.`, 'unknown_product');
    const line = priceLine(sp, entry);
    const name = sp.product.name;
    if (!line.available) warnings.push({ code: 'unavailable', message: `${name} is not available right now.` });
    else if (sp.perOrderQuantity !== undefined && entry.count > sp.perOrderQuantity) {
      warnings.push({ code: 'per_order_limit', message: `You can order at most ${sp.perOrderQuantity} of ${name}.` });
    }
    return line;
  });
  return { lines, warnings };
}

export function quoteCart(input: QuoteInput): Quote {
  const shop = findShop(input.shopId);
  const { tables } = db();
  const { lines, warnings } = priceEntries(shop, input.entries);
  const subtotalFils = lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineFils, 0);
  const delivering = !input.pickup && !input.dineIn;

  let address: AddressRow | undefined;
  if (input.addressId && delivering) {
    address = tables.addresses.find((a) => a.id === input.addressId && a.user === input.user?.id);
    if (!address) throw notFound('Address not found');
  }
  // The shop's own settings for the address's area (dashboard "Delivery areas") replace the
  // shop-wide minimum and base fee; without an address or settings the shop-wide ones apply.
  const areaRule = areaRuleFor(shop.id, address?.latlng);
  const quote = deliveryQuote(areaRule ? { ...shop, deliveryFee: areaRule.deliveryFee } : shop, tables.areas, address?.latlng);
  if (delivering && quote.outOfArea) warnings.push({ code: 'out_of_area', message: 'The shop does not deliver to this address yet.' });
  const minOrder = areaRule ? areaRule.minOrder : (shop.minOrder ?? 0);
  const minFils = toFils(minOrder);
  if (delivering && lines.length > 0 && subtotalFils < minFils) {
    warnings.push({
      code: 'below_min_order',
      message: `Add ${toAed(minFils - subtotalFils)} AED more to reach the ${minOrder} AED minimum for delivery.`,
      minOrder,
    });
  }
  if (shop.busy) warnings.push({ code: 'shop_busy', message: 'The shop is very busy: your order may take longer than usual.' });

  let promotion: PromotionRow | undefined;
  if (input.promotion) {
    const resolved = resolvePromotion(shop, input.promotion, subtotalFils);
    if (resolved.warning && !input.estimatePromotion) throw invalid(resolved.warning.message, resolved.warning.code);
    if (resolved.warning) warnings.push(resolved.warning);
    promotion = resolved.promotion;
  }

  const wallet = input.user ? tables.wallets.find((w) => w.user === input.user?.id) : undefined;
  const walletBalanceFils = toFils(wallet?.balance ?? 0);
  const totals = cartTotals({
    lines,
    deliveryFils: delivering ? quote.feeFils : 0,
    discountFils: promotion ? promotionDiscountFils(promotion, subtotalFils) : 0,
    walletBalanceFils,
    useWallet: input.useWallet,
  });
  return { shop, lines, totals, warnings, walletBalanceFils, ...(promotion ? { promotion } : {}), ...(address ? { address } : {}) };
}

export function checkoutResult(quote: Quote): CheckoutResult {
  return {
    lines: quote.lines.map((line) => ({
      id: line.shopProduct.id,
      count: line.count,
      price: toAed(line.lineFils),
      unitPrice: toAed(line.stepFils),
      available: line.available,
    })),
    bill: billFields(quote.totals),
    ...(quote.promotion ? { promotion: toWirePromotion(quote.promotion) } : {}),
    walletBalance: toAed(quote.walletBalanceFils),
    warnings: quote.warnings,
  };
}
