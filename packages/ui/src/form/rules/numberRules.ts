/** Rules about numbers and lengths. Number text may use Arabic-Indic digits. */
import { RULE_MESSAGE_IDS as ids } from './messageIds.ts';
import { count, num, type RuleArg, type RuleDefinition, type RuleMessage } from './types.ts';
import { argNumber, characterCount, toNumber, toText } from './values.ts';

/** A list counts its items; anything else is read as a number. */
function measure(value: unknown): number | null {
  return Array.isArray(value) ? value.length : toNumber(value);
}

function bounds(args: readonly RuleArg[]): [number, number] {
  const a = argNumber(args[0], 0);
  const b = argNumber(args[1], a);
  return a <= b ? [a, b] : [b, a];
}

/** `length:min,max` in characters; `length:3` is a minimum, `length:0,40` a maximum. */
function lengthBounds(args: readonly RuleArg[]): { min: number; max: number } {
  const first = argNumber(args[0], 0);
  const second = args.length > 1 ? argNumber(args[1], Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  return first <= second ? { min: first, max: second } : { min: second, max: first };
}

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return characterCount(toText(value));
}

export const numberRules: Record<string, RuleDefinition> = {
  number: {
    validate: ({ value }) => toNumber(value) !== null,
    message: () => ({ id: ids.number }),
  },
  min: {
    validate: ({ value }, limit) => {
      const measured = measure(value);
      return measured !== null && measured >= argNumber(limit, 1);
    },
    message: (args) => ({ id: ids.min, values: { n: num(argNumber(args[0], 1)) } }),
  },
  max: {
    validate: ({ value }, limit) => {
      const measured = measure(value);
      return measured !== null && measured <= argNumber(limit, 10);
    },
    message: (args) => ({ id: ids.max, values: { n: num(argNumber(args[0], 10)) } }),
  },
  /** Inclusive: `between:0,1000` accepts 0 and 1000. */
  between: {
    validate: ({ value }, ...args) => {
      const measured = measure(value);
      const [low, high] = bounds(args);
      return measured !== null && measured >= low && measured <= high;
    },
    message: (args) => {
      const [low, high] = bounds(args);
      return { id: ids.between, values: { min: num(low), max: num(high) } };
    },
  },
  length: {
    validate: ({ value }, ...args) => {
      const { min, max } = lengthBounds(args);
      const length = lengthOf(value);
      return length >= min && length <= max;
    },
    message: (args): RuleMessage => {
      const { min, max } = lengthBounds(args);
      if (max === Number.POSITIVE_INFINITY) return { id: ids.lengthMin, values: { n: num(min), count: count(min) } };
      if (min === max) return { id: ids.lengthExact, values: { n: num(min), count: count(min) } };
      if (min === 0) return { id: ids.lengthMax, values: { n: num(max), count: count(max) } };
      return { id: ids.lengthBetween, values: { min: num(min), max: num(max), count: count(max) } };
    },
  },
};
