/**
 * Declaring a field's rules. Two spellings, same result; rules run in the order written and
 * the first failure is the field's message.
 *
 * 1. A string: rules separated by `|`, arguments after `:` separated by `,`:
 *      'required|length:3,40|email'    'required:trim'    'between:0,1000'    'url:https'
 *
 * 2. An array of entries, when arguments are not plain text (regular expressions, dates) or
 *    a rule is custom:
 *      ['required', ['length', 3, 40], ['matches', /^AE\d{6}$/], ['date_after', new Date(…)]]
 *    An entry is a rule name, `[name, ...args]`, a custom rule object
 *    `{ name, validate, message?, runsOnEmpty? }` (validate may return a Promise, e.g. a
 *    uniqueness check) or `[customRule, ...args]`.
 *
 * An unknown rule name is a developer error (360).
 */
import { FormDeveloperError } from '../schema/errors.ts';
import { characterRules } from './characterRules.ts';
import { dateRules } from './dateRules.ts';
import { formatRules } from './formatRules.ts';
import { RULE_MESSAGE_IDS } from './messageIds.ts';
import { numberRules } from './numberRules.ts';
import { presenceRules } from './presenceRules.ts';
import type { RuleArg, RuleDefinition, RuleFunction, RuleMessage } from './types.ts';

/** Every named rule of vendor spec §5. */
export const RULES: Readonly<Record<string, RuleDefinition>> = {
  ...presenceRules,
  ...characterRules,
  ...formatRules,
  ...numberRules,
  ...dateRules,
};

export const RULE_NAMES = Object.keys(RULES).sort();

export interface CustomRule {
  name: string;
  validate: RuleFunction;
  /** The message when it fails; the fallback "This field is not valid." otherwise. */
  message?: RuleMessage;
  runsOnEmpty?: boolean;
}

export type RuleEntry = string | CustomRule | readonly [string | CustomRule, ...RuleArg[]];
export type RuleDeclaration = string | readonly RuleEntry[];

export interface RuleCall {
  name: string;
  definition: RuleDefinition;
  args: RuleArg[];
}

function named(name: string, args: RuleArg[]): RuleCall {
  const definition = RULES[name];
  if (!definition) throw new FormDeveloperError(360, `"${name}" is not a rule.`);
  return { name, definition, args };
}

function custom(rule: CustomRule, args: RuleArg[]): RuleCall {
  const message = rule.message ?? { id: RULE_MESSAGE_IDS.invalid };
  return { name: rule.name, args, definition: { validate: rule.validate, runsOnEmpty: rule.runsOnEmpty, message: () => message } };
}

function entry(item: RuleEntry): RuleCall | null {
  if (typeof item === 'string') {
    const trimmed = item.trim();
    if (trimmed === '') return null;
    const colon = trimmed.indexOf(':');
    if (colon === -1) return named(trimmed, []);
    const args = trimmed
      .slice(colon + 1)
      .split(',')
      .map((arg) => arg.trim());
    return named(trimmed.slice(0, colon).trim(), args);
  }
  if (Array.isArray(item)) {
    const [head, ...args] = item as readonly [string | CustomRule, ...RuleArg[]];
    return typeof head === 'string' ? named(head.trim(), args) : custom(head, args);
  }
  return custom(item as CustomRule, []);
}

export function parseRules(declaration: RuleDeclaration | undefined): RuleCall[] {
  if (!declaration) return [];
  const entries: readonly RuleEntry[] = typeof declaration === 'string' ? declaration.split('|') : declaration;
  return entries.map(entry).filter((call): call is RuleCall => call !== null);
}

/** Whether the rules make the field required (for the label's marker and `required`). */
export function isRequiredBy(calls: readonly RuleCall[]): boolean {
  return calls.some((call) => call.name === 'required' || call.name === 'accepted');
}
