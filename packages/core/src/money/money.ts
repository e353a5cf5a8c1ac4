/**
 * Money inside the app is an integer number of fils (AED × 100); the wire carries AED
 * decimals (`WireAed`). Conversion happens only at the API edge, by decimal text, never by
 * float arithmetic (CONVENTIONS §5; docs/decisions/0010-money-and-numbers.md).
 */
import type { WireAed } from '../model/common.ts';
import type { AppLocale } from '../locale/locale.ts';

/** An integer amount of fils. A plain number alias, kept integral by the helpers below. */
export type Fils = number;

export const CURRENCY = 'AED';
export const FILS_PER_AED = 100;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Wire AED (number or decimal text) to fils, rounding half away from zero at the third
 * decimal. Null for anything that is not a finite amount (NaN, Infinity, '12,5', '1e309').
 */
export function toFils(aed: WireAed | string | null | undefined): Fils | null {
  if (typeof aed !== 'number' && typeof aed !== 'string') return null;
  if (typeof aed === 'number' && !Number.isFinite(aed)) return null;
  const match = DECIMAL.exec(String(aed).trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  // Shift the decimal point by the exponent, on the digit string.
  let digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '') || '0';
  let point = whole.length - (whole.length + fraction.length - digits.length) + exponent;
  if (point < 0) {
    digits = `${'0'.repeat(-point)}${digits}`;
    point = 0;
  }
  if (digits.length < point + 3) digits = digits.padEnd(point + 3, '0');
  const cents = digits.slice(0, point + 2) || '0';
  const next = digits.charCodeAt(point + 2) - 48;
  if (cents.length > 15) return null;
  let value = Number(cents) + (next >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(value)) return null;
  if (sign === '-' && value !== 0) value = -value;
  return value;
}

/** Like `toFils`, with a fallback (usually 0) for absent or broken amounts. */
export function toFilsOr(aed: WireAed | string | null | undefined, fallback: Fils): Fils {
  return toFils(aed) ?? fallback;
}

/** Fils to the decimal text of AED: 1250 -> "12.50", -5 -> "-0.05". */
export function filsToDecimalText(fils: Fils): `${number}` {
  assertFils(fils);
  const negative = fils < 0;
  const abs = String(Math.abs(fils)).padStart(3, '0');
  return `${negative ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}` as `${number}`;
}

/** Fils to wire AED, through decimal text so 1235 becomes exactly the double nearest 12.35. */
export function toWireAed(fils: Fils): WireAed {
  return Number(filsToDecimalText(fils));
}

export function isFils(value: unknown): value is Fils {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertFils(value: number): asserts value is Fils {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an amount of fils: ${value}`);
}

/** Sum of integer amounts; throws rather than lose precision past 2^53. */
export function sumFils(amounts: readonly Fils[]): Fils {
  let total = 0;
  for (const amount of amounts) {
    assertFils(amount);
    total += amount;
  }
  assertFils(total);
  return total;
}

/** round(numerator / denominator), half away from zero, exact for safe integers. */
export function roundDiv(numerator: number, denominator: number): number {
  assertFils(numerator);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError('Bad denominator');
  const negative = numerator < 0;
  const abs = Math.abs(numerator);
  const quotient = (abs - (abs % denominator)) / denominator;
  const remainder = abs % denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return negative ? -rounded : rounded;
}

/** floor(numerator / denominator) for non-negative safe integers, exact. */
export function floorDiv(numerator: number, denominator: number): number {
  assertFils(numerator);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError('Bad denominator');
  if (numerator < 0) return -roundUpDiv(-numerator, denominator);
  return (numerator - (numerator % denominator)) / denominator;
}

function roundUpDiv(numerator: number, denominator: number): number {
  const down = (numerator - (numerator % denominator)) / denominator;
  return numerator % denominator === 0 ? down : down + 1;
}

/**
 * The Intl locale of each app locale. Arabic uses Latin digits (`nu-latn`), on purpose:
 * prices, phone numbers and order ids read the same in both languages and match receipts
 * and card statements in the UAE (0010).
 */
export const NUMBER_LOCALES: Record<AppLocale, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: AppLocale, options: Intl.NumberFormatOptions, key: string): Intl.NumberFormat {
  const id = `${locale}:${key}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.NumberFormat(NUMBER_LOCALES[locale], options);
    formatters.set(id, found);
  }
  return found;
}

/** "AED 12.50" / "‏12.50 د.إ.‏": formatted from exact decimal text, not a float. */
export function formatMoney(fils: Fils, locale: AppLocale): string {
  return formatter(locale, { style: 'currency', currency: CURRENCY }, 'money').format(filsToDecimalText(fils));
}

/** A plain count in the locale's chosen digits. */
export function formatNumber(value: number, locale: AppLocale): string {
  return formatter(locale, { maximumFractionDigits: 3 }, 'number').format(value);
}
