/**
 * Money arithmetic of the mock backend: AED on the wire, integer fils inside (common.ts),
 * so edited bills and wallet balances come out exact (0.1 + 0.2 never shows up).
 */
import type { WireAed } from '@dukkan/core';
import { read } from '../../../http.ts';
import { toAed, toFils } from '../../customer/pricing.ts';
import { invalid, type Fields } from './route.ts';

// One conversion for the whole mock backend: the storefront's pricing module owns it.
export { toAed, toFils };

/** An AED amount with at most two decimals (fils), within [min, max] AED. */
export function readAed(f: Fields, key: string, { min = 0, max = 1_000_000, required = true } = {}): WireAed {
  const n = read.number(f, key, { min, max, required });
  if (Number.isNaN(n)) return n;
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) throw invalid(`${key} can have at most two decimals.`);
  return toAed(toFils(n));
}

export function optionalAed(f: Fields, key: string, opts: { min?: number; max?: number } = {}): WireAed | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readAed(f, key, opts);
}

export function sumFils(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
