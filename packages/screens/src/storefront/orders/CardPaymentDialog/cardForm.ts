/**
 * What the card form checks before it hands a card over, with the same rules the payment
 * adapter uses (`@dukkan/core` payment/cardRules.ts; the provider's SDK checks again). Typed
 * text is normalised first: Arabic-Indic digits become Latin, spaces and slashes are display only.
 */
import {
  CARD_NUMBER_LENGTHS,
  cardBrandOf,
  cvcLength as brandCvcLength,
  MAX_EXPIRY_YEARS_AHEAD,
  passesLuhn,
  type CardBrand,
  type CardDetails,
} from '@dukkan/core';
import { toLatinDigits } from '@dukkan/ui';

export type { CardBrand, CardDetails };

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

export function digitsOf(text: string, max: number): string {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, max);
}

export const brandOf = cardBrandOf;

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

/** The CVC length to ask for; 3 until the number shows another network. */
export function cvcLength(brand: CardBrand | null): number {
  return brand ? brandCvcLength(brand) : 3;
}

function numberProblem(digits: string): NumberProblem | undefined {
  if (digits === '') return 'required';
  const brand = brandOf(digits);
  if (!passesLuhn(digits) || digits.length < 12) return 'invalid';
  if (!brand) return 'unsupported';
  return CARD_NUMBER_LENGTHS[brand].includes(digits.length) ? undefined : 'invalid';
}

/** Month and 4-digit year of "MM/YY", or the problem. A card is good through its month's last day (UTC). */
function readExpiry(text: string, now: number): { month: number; year: number } | ExpiryProblem {
  const digits = digitsOf(text, 4);
  if (digits === '') return 'required';
  if (digits.length !== 4) return 'format';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  const today = new Date(now);
  if (month < 1 || month > 12 || year > today.getUTCFullYear() + MAX_EXPIRY_YEARS_AHEAD) return 'format';
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
