/**
 * Re-pricing a kg line by what it weighed at picking (vendor issue #12 item 4,
 * docs/decisions/0074): 1.25 kg ordered, 1.31 kg on the scale. All in integer fils.
 *
 * A kg line is `count` steps of `pay_size` grams at a step price (customer spec §9), and the
 * shop's item edit takes a step price and a count. The line keeps its count; each step is
 * re-priced to the weighed share of it, rounded half up to the fils:
 *
 *   new step = round_half_up(step × weighed grams / ordered grams)
 *   new line = new step × count
 *
 * So the new line is within count / 2 fils of the exact price of the weighed grams (at most
 * half a fils per step, either way), the ordered weight gives back the ordered price exactly,
 * and more weight never costs less.
 */
import { roundDiv, type Fils } from '../money/money.ts';
import { paySizeOf } from './pricing.ts';

/** Scale readings the dialog accepts: 1 g to 999.999 kg. */
export const MIN_WEIGHED_GRAMS = 1;
export const MAX_WEIGHED_GRAMS = 999_999;

export interface WeighedLineInput {
  /** The line's price as the order holds it (every step, add-ons included). */
  lineFils: Fils;
  /** Steps of pay_size grams ordered. */
  count: number;
  /** Grams per step; anything else than a positive whole number is the default 1000. */
  paySize: number | undefined;
  /** What the scale showed, in grams. */
  weighedGrams: number;
}

export interface WeighedLine {
  orderedGrams: number;
  /** The line's price per kg, for people (rounded half up). */
  kgFils: Fils;
  /** One step's price before and after. */
  stepFils: Fils;
  newStepFils: Fils;
  newLineFils: Fils;
  /** New line minus old line: positive when the customer owes more. */
  differenceFils: Fils;
}

/** A kg line's price per kg, rounded half up: what people compare with the shelf label. */
export function kgPriceOf({ lineFils, count, paySize }: Omit<WeighedLineInput, 'weighedGrams'>): Fils {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be a whole number of steps');
  return roundDiv(roundDiv(lineFils, count) * 1000, paySizeOf(paySize)) as Fils;
}

export function repriceByWeight({ lineFils, count, paySize, weighedGrams }: WeighedLineInput): WeighedLine {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be a whole number of steps');
  if (!Number.isSafeInteger(weighedGrams) || weighedGrams < MIN_WEIGHED_GRAMS || weighedGrams > MAX_WEIGHED_GRAMS)
    throw new RangeError('weighed grams out of range');
  const grams = paySizeOf(paySize);
  const orderedGrams = grams * count;
  const stepFils = roundDiv(lineFils, count) as Fils;
  const newStepFils = roundDiv(stepFils * weighedGrams, orderedGrams) as Fils;
  const newLineFils = (newStepFils * count) as Fils;
  return {
    orderedGrams,
    kgFils: kgPriceOf({ lineFils, count, paySize }),
    stepFils,
    newStepFils,
    newLineFils,
    differenceFils: (newLineFils - stepFils * count) as Fils,
  };
}

/** A scale reading typed by a person, in kg (`1.31`, `١٫٣١`, `1,31`), as whole grams; null when it is not one. */
export function parseWeighedKg(text: string): number | null {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .trim()
    .replace(/[٫,]/, '.');
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(latin);
  if (!match) return null;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams >= MIN_WEIGHED_GRAMS && grams <= MAX_WEIGHED_GRAMS ? grams : null;
}
