/**
 * What every part of the vendor seed shares: the fixed reference date, one seeded PRNG per
 * shop, and id/date helpers. Ids carry the shop's key (`cmp-1001-07`) so two seeded
 * shops never collide: the 404-for-other-shops rules are tested with a second shop.
 */
import { createPrng, type Prng } from '../prng.ts';

/** The vendor seed's "now": 2026-11-01 08:00 in Dubai. Every seeded date is relative to it. */
export const VENDOR_SEED_NOW = Date.parse('2026-11-01T08:00:00+04:00');

const DAY_MS = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 3_600_000;

export interface SeedContext {
  shop: string;
  rng: Prng;
  /** `prefix-<shop key>-<n>`, n zero-padded to two digits. */
  id(prefix: string, n: number): string;
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function createSeedContext(shop: string, salt: string): SeedContext {
  const key = shop.replace(/^shop-/, '');
  return {
    shop,
    // One stream per seed part, so adding a row to one part does not reshuffle the others.
    rng: createPrng(hashString(`${shop}:${salt}`)),
    id: (prefix, n) => `${prefix}-${key}-${String(n).padStart(2, '0')}`,
  };
}

/**
 * An ISO instant `daysAgo` days before the reference date, at `hour:minute` Dubai time
 * (the shop's clock), so "opened at 9" reads as 9 in the dashboard. A time later today
 * than the reference (08:00) has not happened yet, so it falls on the day before; a
 * negative `daysAgo` asks for the future on purpose (reminders, ready dates).
 */
/** 00:00 in Dubai on the reference day. */
const REFERENCE_MIDNIGHT = Math.floor((VENDOR_SEED_NOW + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS;

export function seedDate(daysAgo: number, hour = 10, minute = 0): string {
  let at = REFERENCE_MIDNIGHT - daysAgo * DAY_MS + hour * 3_600_000 + minute * 60_000;
  if (daysAgo >= 0 && at > VENDOR_SEED_NOW) at -= DAY_MS;
  return new Date(at).toISOString();
}

/** `YYYY-MM-DD` of a day relative to the reference date (negative = in the future). */
export function seedDay(daysAgo: number): string {
  return new Date(REFERENCE_MIDNIGHT + DUBAI_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

export function aed(rng: Prng, min: number, max: number, step = 0.25): number {
  const steps = Math.round((max - min) / step);
  return Math.round((min + rng.int(0, steps) * step) * 100) / 100;
}

/** A UAE mobile number as the platform stores it (national, no trunk 0): `50 123 4567`. */
export function uaeMobile(rng: Prng): string {
  return `${rng.pick(['50', '52', '54', '55', '56', '58'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

export function shuffle<T>(rng: Prng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
