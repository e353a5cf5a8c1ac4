/**
 * The checks a card provider's browser SDK makes before it tokenises a card (customer spec
 * §7 "Payment"): the number passes the Luhn check and belongs to a network the shop takes,
 * the expiry month has not passed, the CVC has the network's length. Pure functions, so the
 * sandbox provider (packages/data) and the card form (packages/screens) share them.
 */
import type { PaymentSource } from '../model/customer.ts';

/** The networks the shop accepts: the brands a saved card (`PaymentSource`) can have. */
export type CardBrand = PaymentSource['brand'];

export type CardProblem = 'invalid_number' | 'invalid_expiry' | 'invalid_cvc';

/** What a customer types: the number may carry spaces or dashes; the year has 2 or 4 digits. */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** A card is not accepted more than this many years ahead (a typo like 2092, not a card). */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/** The lengths a number of each network may have. */
export const CARD_NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = { visa: [13, 16, 19], mastercard: [16], amex: [15] };

/** The digits of a typed number (spaces and dashes dropped); null when anything else is in it. */
export function cardDigits(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network of a number by its prefix (IIN ranges), or null for one the shop does not take. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length >= 4 && prefix >= 2221 && prefix <= 2720) return 'mastercard';
  return null;
}

/** The brand of a valid, accepted card number; null when it fails Luhn, length or network. */
export function validCardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  const brand = cardBrandOf(digits);
  if (!brand || !CARD_NUMBER_LENGTHS[brand].includes(digits.length)) return null;
  return passesLuhn(digits) ? brand : null;
}

/** A 2-digit year is in this century (26 -> 2026). */
export function fullYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

/**
 * A card is good through the last day of its expiry month. Months are compared in UTC: the
 * four hours by which Dubai runs ahead only matter on a month's last evening, where the
 * provider's own check decides.
 */
export function expiryIsValid(month: number, year: number, now: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  const full = fullYear(year);
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  if (full < thisYear || (full === thisYear && month < thisMonth)) return false;
  return full <= thisYear + MAX_EXPIRY_YEARS_AHEAD;
}

/** 4 digits for American Express, 3 for the others. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function cvcIsValid(cvc: string, brand: CardBrand): boolean {
  return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc);
}

/** The first problem of a card, in the order a form shows them; null when it can be tokenised. */
export function cardProblem(card: CardDetails, now: number): CardProblem | null {
  const brand = validCardBrand(card.number);
  if (!brand) return 'invalid_number';
  if (!expiryIsValid(card.expiryMonth, card.expiryYear, now)) return 'invalid_expiry';
  if (!cvcIsValid(card.cvc, brand)) return 'invalid_cvc';
  return null;
}
