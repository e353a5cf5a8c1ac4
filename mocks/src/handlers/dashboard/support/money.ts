/**
 * Money arithmetic of the mock backend: AED on the wire, integer fils inside (common.ts),
 * so edited bills and wallet balances come out exact (0.1 + 0.2 never shows up).
 */
import { filsToDecimalText, type WireAed } from '@dukkan/core';
import { read } from '../../../http.ts';
import { toAed, toFils } from '../../customer/pricing.ts';
import { invalid, type Fields } from './route.ts';

// One conversion for the whole mock backend: the storefront's pricing module owns it.
export { toAed, toFils };

/** An AED amount with at most two decimals (fils), within [min, max] AED. */
export function readAed(f: Fields, key: string, { min = 0, max = 1_000_000, required = true } = {}): WireAed {
  const n = read.number(f, key, { min, max, required });
  if (Number.isNaN(n)) return n;
  // Exact, by the app's decimal-text conversion: no float tolerance (decision 0083).
  const fils = toFils(n);
  if (toAed(fils) !== n) throw invalid(`${key} can have at most two decimals.`);
  return toAed(fils);
}

export function optionalAed(f: Fields, key: string, opts: { min?: number; max?: number } = {}): WireAed | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readAed(f, key, opts);
}

/** AED text of fils for messages: 1250 -> "12.50", never a float's `toFixed`. */
export function aedText(fils: number): string {
  return filsToDecimalText(fils);
}

export function sumFils(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
