/**
 * What the card form checks before it hands a card over (the provider's SDK checks again:
 * packages/data/src/payment/cardRules.ts holds the same rules on the data side, which a
 * screen may not import). Typed text is normalised first: Arabic-Indic digits become Latin,
 * spaces and slashes are display only.
 */
import type { PaymentSource } from '@dukkan/core';
import { toLatinDigits } from '@dukkan/ui';

export type CardBrand = PaymentSource['brand'];

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export type NumberProblem = 'required' | 'invalid' | 'unsupported';
export type ExpiryProblem = 'required' | 'format' | 'expired';
export type CvcProblem = 'invalid';

export interface NewCardText {
  number: string;
  expiry: string;
  cvc: string;
}

export interface NewCardProblems {
  number?: NumberProblem;
  expiry?: ExpiryProblem;
  cvc?: CvcProblem;
}

const MAX_DIGITS = 19;
const MAX_YEARS_AHEAD = 20;
const LENGTHS: Record<CardBrand, readonly number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15] };

export function digitsOf(text: string, max: number): string {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, max);
}

export function brandOf(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const prefix = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && prefix >= 2221 && prefix <= 2720)) return 'mastercard';
  return null;
}

/** Groups as printed on the card: 4-6-5 for American Express, fours for the rest. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text, MAX_DIGITS);
  if (brandOf(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0829" -> "08/29"; the slash appears once the month is complete. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cvcLength(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function numberProblem(digits: string): NumberProblem | undefined {
  if (digits === '') return 'required';
  const brand = brandOf(digits);
  if (!passesLuhn(digits) || digits.length < 12) return 'invalid';
  if (!brand) return 'unsupported';
  return LENGTHS[brand].includes(digits.length) ? undefined : 'invalid';
}

/** Month and 4-digit year of "MM/YY", or the problem. A card is good through its month's last day (UTC). */
function readExpiry(text: string, now: number): { month: number; year: number } | ExpiryProblem {
  const digits = digitsOf(text, 4);
  if (digits === '') return 'required';
  if (digits.length !== 4) return 'format';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  const today = new Date(now);
  if (month < 1 || month > 12 || year > today.getUTCFullYear() + MAX_YEARS_AHEAD) return 'format';
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return 'expired';
  return { month, year };
}

export function cvcIsValid(text: string, brand: CardBrand | null): boolean {
  const typed = toLatinDigits(text).trim();
  return /^\d+$/.test(typed) && typed.length === cvcLength(brand);
}

/** Either the card, ready for the provider, or what is wrong with each field. */
export function checkNewCard(text: NewCardText, now: number): { card: CardDetails } | { problems: NewCardProblems } {
  const digits = digitsOf(text.number, MAX_DIGITS);
  const brand = brandOf(digits);
  const expiry = readExpiry(text.expiry, now);
  const problems: NewCardProblems = {
    number: numberProblem(digits),
    expiry: typeof expiry === 'string' ? expiry : undefined,
    cvc: cvcIsValid(text.cvc, brand) ? undefined : 'invalid',
  };
  if (problems.number || typeof expiry === 'string' || problems.cvc) return { problems };
  return { card: { number: digits, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: digitsOf(text.cvc, 4) } };
}
