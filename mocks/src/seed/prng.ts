/**
 * A small seeded PRNG (mulberry32) so the seed is the same on every run and machine:
 * stories, visual baselines and e2e journeys all depend on the same shop. Never use
 * Math.random in the seed.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
  };
}

/**
 * The fixed "now" of the seed: order dates, wallet entries and blog dates are relative
 * to it, so the seed (and every screenshot of it) does not change with the clock.
 */
export const SEED_NOW = Date.UTC(2026, 10, 1, 9, 0, 0);

export function daysBefore(days: number, hours = 0): string {
  return new Date(SEED_NOW - days * 86_400_000 - hours * 3_600_000).toISOString();
}
