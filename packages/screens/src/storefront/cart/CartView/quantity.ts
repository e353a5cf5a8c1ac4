/** How cart quantities step and read (customer spec §4, §9). */
import { weightGrams, weightLabel, type CartProduct } from '@dukkan/core';

/**
 * A stepper moves by one; its Home key may jump further down. Removing is repeated down to
 * the target (bounded by the count), adding is always one unit (End would otherwise add
 * thousands).
 */
export function stepBy(current: number, next: number, add: () => void, remove: () => void): void {
  if (next > current) add();
  else for (let i = next; i < current; i += 1) remove();
}

/** §9: kg items count pay_size steps and read as "N G"; pieces and boxes read as the count. */
export function quantityFormatter(product: CartProduct): ((steps: number) => string) | undefined {
  return product.unit === 'kg' ? (steps) => weightLabel(weightGrams(product, steps)) : undefined;
}
