import type { Fils, ProductUnit } from '@dukkan/core';

/** A product as the point of sale shows it (the catalogue's shop product, prices in fils). */
export interface PosProduct {
  id: string;
  name: string;
  nameAr: string;
  barcode: string;
  unit: ProductUnit;
  size: string;
  sizeAr: string;
  price: Fils;
  /** 0 when there is no offer. */
  offerPrice: Fils;
  isAvailable: boolean;
  /** kg products: grams in one step of sale. */
  paySize?: number;
}

/** One line of the ticket with the app's estimate of its price. */
export interface PosTicketLine {
  product: PosProduct;
  /** Pieces, boxes, or steps of pay_size grams. */
  count: number;
  /** count × the step's price, the app's estimate. */
  lineFils: Fils;
  /** The price of one count (a piece, a box, one pay_size step). */
  stepFils: Fils;
  /** kg lines: the grams ordered. */
  grams?: number;
}

export type PosFulfilmentChoice = 'pickup' | 'dineIn';
export type PosPaymentChoice = 'cash' | 'card';

export interface PosTicketView {
  lines: readonly PosTicketLine[];
  estimateFils: Fils;
  fulfilment: PosFulfilmentChoice;
  table: string;
  payment: PosPaymentChoice;
  customerName: string;
  /** E.164 as the phone field gives it; empty when none. */
  customerPhone: string;
  notes: string;
}

export type PosTicketField = 'fulfilment' | 'table' | 'payment' | 'customerName' | 'customerPhone' | 'notes';

/** What Enter in the search box did with a scanned or typed barcode. */
export type PosScanResult =
  | { kind: 'added'; product: PosProduct }
  | { kind: 'unavailable'; product: PosProduct }
  | { kind: 'unknownBarcode'; code: string }
  /** Not a barcode: the screen adds the only match or moves to the grid. */
  | { kind: 'notBarcode' };

/** The server's answer, on the done step. */
export interface PosDone {
  orderId: string;
  number: string;
  totalFils: Fils;
  payment: PosPaymentChoice;
  dineIn: boolean;
  table: string;
}
