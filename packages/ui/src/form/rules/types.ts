/**
 * The named validation rules of the form layer (vendor spec §5), as pure functions.
 *
 * A rule gets the field's context and the arguments written in the declaration
 * (`length:3,40` gives `'3', '40'`; `['length', 3, 40]` gives `3, 40`) and answers
 * `true` (valid), `false` (invalid) or a Promise of either (an async check such as
 * "is this e-mail already used by another shop?").
 */
export type RuleArg = string | number | boolean | RegExp | Date | null | undefined;

export interface RuleContext {
  /** The field's current value. */
  value: unknown;
  /** The field's full path in the form values, e.g. `name`, `address.city`, `items[2].title`. */
  name: string;
  /**
   * Another field's value. A bare name (`password`) is a sibling of this field (same group or
   * list row); a dotted or indexed path (`account.password`) is absolute.
   */
  getValue(reference: string): unknown;
  /** "Now" for the date rules; injected so that tests and stories are deterministic. */
  now(): Date;
}

export type RuleResult = boolean | Promise<boolean>;
export type RuleFunction = (context: RuleContext, ...args: RuleArg[]) => RuleResult;

/** A value in a message, with how it is shown (numbers and dates are isolated left-to-right). */
export type MessageValue =
  | { kind: 'number'; value: number }
  | { kind: 'count'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'date'; value: Date }
  | { kind: 'list'; value: readonly string[] }
  | { kind: 'fields'; value: readonly string[] };

/** A message id with its values; the field label ({Name} / {name}) is added when formatting. */
export interface RuleMessage {
  id: string;
  values?: Record<string, MessageValue>;
}

export interface RuleDefinition {
  validate: RuleFunction;
  /**
   * Runs on an empty value too. Every other rule passes an empty value, so that
   * `email` on an optional field does not complain about nothing (add `required` for that).
   */
  runsOnEmpty?: boolean;
  message(args: readonly RuleArg[], context: Pick<RuleContext, 'name' | 'value'>): RuleMessage;
  /** Other fields this rule reads (confirm, require_one): checked for existence (error 652). */
  references?(args: readonly RuleArg[], name: string): string[];
}

/** A failed rule: what the field shows. Stored as the field's error in final-form. */
export interface RuleFailure {
  rule: string;
  message: RuleMessage;
}

/** An async rule still running for the current value; blocks submit until it settles. */
export interface RulePending {
  rule: string;
  pending: Promise<unknown>;
}

export type FieldError = RuleFailure | RulePending;

export function isPending(error: unknown): error is RulePending {
  return typeof error === 'object' && error !== null && 'pending' in error;
}

export function isFailure(error: unknown): error is RuleFailure {
  return typeof error === 'object' && error !== null && 'message' in error && 'rule' in error && !('pending' in error);
}

// Small constructors for message values.
export const num = (value: number): MessageValue => ({ kind: 'number', value });
export const count = (value: number): MessageValue => ({ kind: 'count', value });
export const text = (value: string): MessageValue => ({ kind: 'text', value });
export const date = (value: Date): MessageValue => ({ kind: 'date', value });
export const list = (value: readonly string[]): MessageValue => ({ kind: 'list', value });
export const fields = (value: readonly string[]): MessageValue => ({ kind: 'fields', value });
