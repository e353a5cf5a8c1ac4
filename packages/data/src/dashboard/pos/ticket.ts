/**
 * The point of sale's ticket (issue #12 item 6, decision 0078): the order a cashier is ringing
 * up, kept in a Valtio store so it survives a look at the live board. Amounts are integer fils;
 * the totals here are the app's estimate with the storefront's rules (core `stepsPrice`), the
 * server prices the sale when it is placed and its answer is the truth.
 */
import { proxy } from 'valtio/vanilla';
import { CART_LIMITS, foldForSearch, newIdempotencyKey, paySizeOf, stepsPrice, sumFils, unitPrice, type Fils } from '@dukkan/core';
import type { VendorProduct } from '../catalogue/model.ts';

/** The wire's bound of one line's count (checkout products). */
export const POS_MAX_COUNT = CART_LIMITS.maxLineCount;
/** Table numbers the counter accepts (a shop's tables, 1 to 999). */
export const TABLE_PATTERN = /^[1-9]\d{0,2}$/;

export type PosFulfilment = 'pickup' | 'dineIn';
export type PosPayment = 'cash' | 'card';

export interface PosLine {
  product: VendorProduct;
  /** Pieces or boxes; steps of pay_size grams for a kg product. */
  count: number;
}

/** What the done step shows: the server's answer. */
export interface PosReceipt {
  orderId: string;
  number: string;
  totalFils: Fils;
  payment: PosPayment;
  dineIn: boolean;
  table: string;
}

export interface PosTicketState {
  /** The working shop the ticket's products belong to; another shop starts an empty ticket. */
  shop: string;
  /** One sale: its Idempotency-Key. A new sale gets a new one. */
  saleKey: string;
  lines: PosLine[];
  fulfilment: PosFulfilment;
  table: string;
  payment: PosPayment;
  customerName: string;
  customerPhone: string;
  notes: string;
  /** Set when the sale is placed; the done step shows it until "New sale". */
  receipt: PosReceipt | null;
}

function emptyTicket(shop: string, newKey: () => string): PosTicketState {
  return {
    shop,
    saleKey: newKey(),
    lines: [],
    fulfilment: 'pickup',
    table: '',
    payment: 'cash',
    customerName: '',
    customerPhone: '',
    notes: '',
    receipt: null,
  };
}

export interface PosTicketStore {
  state: PosTicketState;
  /** Makes the ticket the working shop's; a ticket of another shop is dropped. */
  forShop(shop: string): void;
  /** Adds one count (a step for kg products); a placed sale is not changed. */
  add(product: VendorProduct): void;
  /** Sets a line's count; 0 removes it. */
  setCount(productId: string, count: number): void;
  remove(productId: string): void;
  set<K extends 'fulfilment' | 'table' | 'payment' | 'customerName' | 'customerPhone' | 'notes'>(key: K, value: PosTicketState[K]): void;
  placed(receipt: PosReceipt): void;
  /** Empties the ticket for the next customer, with a new sale key. */
  clear(): void;
}

export function createPosTicketStore({ newKey = () => newIdempotencyKey() }: { newKey?: () => string } = {}): PosTicketStore {
  const state = proxy<PosTicketState>(emptyTicket('', newKey));
  const open = () => state.receipt === null;
  return {
    state,
    forShop(shop) {
      if (state.shop !== shop) Object.assign(state, emptyTicket(shop, newKey));
    },
    add(product) {
      if (!open()) return;
      const line = state.lines.find((l) => l.product.id === product.id);
      if (line) line.count = Math.min(POS_MAX_COUNT, line.count + 1);
      else state.lines.push({ product, count: 1 });
    },
    setCount(productId, count) {
      if (!open()) return;
      if (count <= 0) {
        state.lines = state.lines.filter((l) => l.product.id !== productId);
        return;
      }
      const line = state.lines.find((l) => l.product.id === productId);
      if (line) line.count = Math.min(POS_MAX_COUNT, Math.floor(count));
    },
    remove(productId) {
      if (open()) state.lines = state.lines.filter((l) => l.product.id !== productId);
    },
    set(key, value) {
      if (open()) state[key] = value;
    },
    placed(receipt) {
      state.receipt = receipt;
    },
    clear() {
      Object.assign(state, emptyTicket(state.shop, newKey));
    },
  };
}

/** The price of one count: the offer price when there is one. For kg products, per kg. */
export function posUnitFils(product: Pick<VendorProduct, 'price' | 'offerPrice'>): Fils {
  return unitPrice({ priceFils: product.price, offerFils: product.offerPrice });
}

/** The app's estimate of a line: count steps of pay_size grams for kg products (customer spec §9). */
export function posLineFils({ product, count }: PosLine): Fils {
  return stepsPrice({ unit: product.unit, paySize: product.paySize ?? 0 }, posUnitFils(product), count);
}

/** Grams of a kg line. */
export function posLineGrams({ product, count }: PosLine): number {
  return paySizeOf(product.paySize) * count;
}

export function posEstimateFils(lines: readonly PosLine[]): Fils {
  return sumFils(lines.map(posLineFils));
}

/** Latin digits of text typed with Arabic-Indic or Eastern Arabic-Indic digits. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** A scanner's or a person's barcode: digits only (any script), 4 to 20 of them. */
export function asBarcode(text: string): string | null {
  const digits = latinDigits(text.trim());
  return /^\d{4,20}$/.test(digits) ? digits : null;
}

/** The product whose barcode is exactly the typed text, if any. */
export function productByBarcode(products: readonly VendorProduct[], text: string): VendorProduct | undefined {
  const code = asBarcode(text);
  return code ? products.find((p) => p.barcode !== '' && p.barcode === code) : undefined;
}

/** The grid's products for a search: English or Arabic name, size or barcode; all when empty. */
export function searchPosProducts(products: readonly VendorProduct[], query: string): VendorProduct[] {
  const terms = foldForSearch(latinDigits(query)).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...products];
  return products.filter((p) => {
    const text = foldForSearch([p.name, p.nameAr, p.size, p.sizeAr, p.barcode].join(' '));
    return terms.every((term) => text.includes(term));
  });
}

/** `Table 4` opens the notes of a dine-in sale: the order has no table field (decision 0078). */
export function posCartNotes({ fulfilment, table, notes }: Pick<PosTicketState, 'fulfilment' | 'table' | 'notes'>): string {
  const text = notes.trim();
  if (fulfilment !== 'dineIn') return text;
  const head = `Table ${latinDigits(table.trim())}`;
  return text ? `${head} — ${text}` : head;
}
