/** Readers shared by the rules: emptiness, numbers (Arabic digits too), text and dates. */

/** Nothing entered: undefined, null, '', an empty array or an empty plain object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return false;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/g;

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢…) and the Arabic decimal separator (٫);
 * the app stores Latin digits (docs/decisions/0010), so the number rules read both.
 */
export function latinDigits(value: string): string {
  return value
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

const NUMERIC = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A finite number, or null when the value is not a number. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = latinDigits(value.trim());
  if (!NUMERIC.test(cleaned)) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A rule argument as a number (declarations in strings give '3'). */
export function argNumber(arg: unknown, fallback: number): number {
  const parsed = toNumber(typeof arg === 'number' ? arg : typeof arg === 'string' ? arg : undefined);
  return parsed ?? fallback;
}

/** The value as text, for the text rules: strings as they are, numbers in Latin digits. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** Characters as a reader counts them (code points, so an emoji or a surrogate pair is one). */
export function characterCount(value: string): number {
  return [...value].length;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date from a Date, a timestamp, an ISO string or a date object with an ISO `toString()`
 * (react-aria's CalendarDate). A plain `YYYY-MM-DD` is a local calendar day, so a shop's
 * "after 1 March" means 1 March where the shop is, whatever the time zone.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  let textValue: string | null = null;
  if (typeof value === 'string') textValue = value.trim();
  else if (value && typeof value === 'object' && typeof value.toString === 'function' && value.toString !== Object.prototype.toString) {
    textValue = String(value);
  }
  if (!textValue) return null;
  const iso = ISO_DATE.exec(textValue);
  if (iso) {
    const [, y, m, d] = iso.map(Number) as [number, number, number, number];
    const local = new Date(y, m - 1, d);
    return local.getFullYear() === y && local.getMonth() === m - 1 && local.getDate() === d ? local : null;
  }
  const parsed = Date.parse(textValue);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** Loose equality of a value and a declared argument ('3' equals 3; dates by time). */
export function looselyEqual(value: unknown, arg: unknown): boolean {
  if (value instanceof Date || arg instanceof Date) return toDate(value)?.getTime() === toDate(arg)?.getTime();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value) === JSON.stringify(arg);
  return String(value ?? '') === String(arg ?? '');
}
