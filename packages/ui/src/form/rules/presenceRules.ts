/** Rules about whether there is a value, and which values are allowed. */
import { RULE_MESSAGE_IDS as ids } from './messageIds.ts';
import { fields, text, type RuleArg, type RuleDefinition } from './types.ts';
import { isEmpty, looselyEqual } from './values.ts';

const ACCEPTED = new Set<unknown>([true, 'true', 'on', 'yes', '1', 1]);

/** `confirm` with no argument pairs `password` with `password_confirm` (either way round). */
export function confirmTarget(args: readonly RuleArg[], name: string): string {
  const explicit = args[0];
  if (typeof explicit === 'string' && explicit !== '') return explicit;
  const own = name.split('.').pop() ?? name;
  return own.endsWith('_confirm') ? own.slice(0, -'_confirm'.length) : `${own}_confirm`;
}

function references(args: readonly RuleArg[]): string[] {
  return args.filter((arg): arg is string => typeof arg === 'string' && arg !== '');
}

export const presenceRules: Record<string, RuleDefinition> = {
  /** A ticked checkbox ("Please accept the terms of service."). */
  accepted: {
    runsOnEmpty: true,
    validate: ({ value }) => ACCEPTED.has(value),
    message: () => ({ id: ids.accepted }),
  },
  /**
   * Something entered. `required:trim` (or `['required', 'trim']`) treats blank text as
   * empty; an unticked box (false) is empty too.
   */
  required: {
    runsOnEmpty: true,
    validate: ({ value }, mode) => {
      if (value === false) return false;
      if (typeof value === 'string' && mode === 'trim') return value.trim() !== '';
      return !isEmpty(value);
    },
    message: () => ({ id: ids.required }),
  },
  /** This field or at least one of the named others: `require_one:phone,email`. */
  require_one: {
    runsOnEmpty: true,
    validate: ({ value, getValue }, ...others) => !isEmpty(value) || references(others).some((other) => !isEmpty(getValue(other))),
    message: (args) => ({ id: ids.requireOne, values: { others: fields(references(args)) } }),
    references: (args) => references(args),
  },
  /** Equal to another field (`confirm:password`); `confirm:password,strict` compares types too. */
  confirm: {
    runsOnEmpty: true,
    validate: ({ value, name, getValue }, ...args) => {
      const other = getValue(confirmTarget(args, name));
      return args[1] === 'strict' ? value === other : looselyEqual(value ?? '', other ?? '');
    },
    message: () => ({ id: ids.confirm }),
    references: (args, name) => [confirmTarget(args, name)],
  },
  /** One of the listed values: `is:small,medium,large`. */
  is: {
    validate: ({ value }, ...allowed) => allowed.some((arg) => looselyEqual(value, arg)),
    message: () => ({ id: ids.is }),
  },
  /** None of the listed values: `not:admin,root`. */
  not: {
    validate: ({ value }, ...forbidden) => !forbidden.some((arg) => looselyEqual(value, arg)),
    message: (_args, { value }) => ({ id: ids.not, values: { value: text(String(value ?? '')) } }),
  },
};
