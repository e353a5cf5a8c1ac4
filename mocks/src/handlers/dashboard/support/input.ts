/**
 * Field readers for vendor payloads, on top of `read` from http.ts: every hostile value
 * (wrong type, huge string, out-of-range number, unknown enum) becomes a 422 envelope
 * instead of reaching the tables.
 */
import { read } from '../../../http.ts';
import { invalid, type Fields } from './route.ts';

/** Ids are short opaque strings; anything longer is hostile input. */
export function readId(f: Fields, key = 'id'): string {
  return read.string(f, key, { max: 100 });
}

export function optionalId(f: Fields, key: string): string | undefined {
  const value = read.string(f, key, { required: false, max: 100 });
  return value === '' ? undefined : value;
}

export function readText(f: Fields, key: string, max = 500): string {
  const value = read.string(f, key, { max }).trim();
  if (!value) throw invalid(`${key} is required.`, 'missing_field');
  return value;
}

/** `undefined` when absent, so updates only touch the fields that were sent. */
export function optionalText(f: Fields, key: string, max = 500): string | undefined {
  if (f[key] === undefined || f[key] === null) return undefined;
  return read.string(f, key, { required: false, max }).trim();
}

export function readInt(f: Fields, key: string, min: number, max: number): number {
  const n = read.number(f, key, { min, max });
  if (!Number.isInteger(n)) throw invalid(`${key} must be a whole number.`);
  return n;
}

export function optionalInt(f: Fields, key: string, min: number, max: number): number | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readInt(f, key, min, max);
}

export function optionalNumber(f: Fields, key: string, min: number, max: number): number | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return read.number(f, key, { min, max });
}

export function optionalBoolean(f: Fields, key: string): boolean | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return read.boolean(f, key);
}

export function readEnum<T extends string>(f: Fields, key: string, allowed: readonly T[]): T {
  const value = read.string(f, key, { max: 60 });
  if (!(allowed as readonly string[]).includes(value)) throw invalid(`${key} is not an allowed value.`);
  return value as T;
}

export function optionalEnum<T extends string>(f: Fields, key: string, allowed: readonly T[]): T | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readEnum(f, key, allowed);
}

/** A list of allowed values, at least one, no repeats kept. */
export function readEnumList<T extends string>(f: Fields, key: string, allowed: readonly T[]): T[] {
  const list = read.array(f, key);
  if (list.length === 0) throw invalid(`${key} needs at least one value.`);
  const out: T[] = [];
  for (const value of list) {
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      throw invalid(`${key} is not an allowed value.`);
    }
    if (!out.includes(value as T)) out.push(value as T);
  }
  return out;
}

export function readIdList(f: Fields, key: string, { required = true, max = 500 } = {}): string[] {
  const list = read.array(f, key, { required });
  if (list.length > max) throw invalid(`${key} has too many entries.`);
  return list.map((value) => {
    if (typeof value !== 'string' || !value || value.length > 100) throw invalid(`${key} must be a list of ids.`);
    return value;
  });
}

/** A list of objects (add-on options, blog blocks ...); each is read with the same readers. */
export function readObjectList(f: Fields, key: string, { required = true, max = 100 } = {}): Fields[] {
  const list = read.array(f, key, { required });
  if (list.length > max) throw invalid(`${key} has too many entries.`);
  return list.map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(`${key} must be a list of objects.`);
    return value as Fields;
  });
}

/** `YYYY-MM-DD` that is a real calendar day. */
export function readDay(f: Fields, key: string): string {
  const value = read.string(f, key, { max: 10 });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw invalid(`${key} must be a date (YYYY-MM-DD).`);
  }
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw invalid(`${key} is not a real date.`);
  return value;
}

/** `HH:mm`, 24-hour clock. */
export function readClock(f: Fields, key: string): string {
  const value = read.string(f, key, { max: 5 });
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw invalid(`${key} must be a time (HH:mm).`);
  return value;
}

/** Any ISO-8601 date-time the platform can parse. */
export function readInstant(f: Fields, key: string): string {
  const value = read.string(f, key, { max: 40 });
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalid(`${key} must be a date and time.`);
  return new Date(ms).toISOString();
}

export function optionalInstant(f: Fields, key: string): string | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readInstant(f, key);
}

export function readUrl(f: Fields, key: string): string {
  const value = read.string(f, key, { max: 1000 }).trim();
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw invalid('Please enter a valid URL.', 'invalid_url');
  }
  // Validation rule `url`: http and https by default (vendor spec §5, §9).
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalid('Please enter a valid URL.', 'invalid_url');
  return value;
}

export function optionalUrl(f: Fields, key: string): string | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readUrl(f, key);
}

export function readColor(f: Fields, key: string): string {
  const value = read.string(f, key, { max: 7 });
  if (!/^#[0-9a-fA-F]{6}$/.test(value)) throw invalid(`${key} must be a colour like #1A7F5A.`);
  return value.toUpperCase();
}

export function readEmail(f: Fields, key: string): string {
  const value = read.string(f, key, { max: 254 }).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) throw invalid('Please enter a valid email address.', 'invalid_email');
  return value.toLowerCase();
}

/** A flag the call exists to set: missing is a 422, not a silent `false`. */
export function readFlag(f: Fields, key: string): boolean {
  if (f[key] === undefined || f[key] === null || f[key] === '') throw invalid(`${key} is required.`, 'missing_field');
  return read.boolean(f, key);
}
