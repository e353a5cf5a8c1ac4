/**
 * Running a field's rules: in order, empty values skip every rule but required, accepted,
 * confirm and require_one, and the first failure wins. An async rule's answer is remembered
 * per value in a cache, so re-validating (which final-form does on every change in the form)
 * never repeats a request for the same value; while it runs the field is "pending", which
 * blocks submit until it settles (vendor spec §4).
 */
import { RULE_MESSAGE_IDS } from './messageIds.ts';
import type { RuleCall } from './parseRules.ts';
import type { FieldError, RuleContext, RuleFailure } from './types.ts';
import { isEmpty } from './values.ts';

export type AsyncAnswer = { state: 'pending'; promise: Promise<void> } | { state: 'done'; valid: boolean; failed: boolean };
export type AsyncCache = Map<string, AsyncAnswer>;

export interface RunOptions {
  /** Remembers async answers; without it every run starts the async rules again. */
  cache?: AsyncCache;
  /** Called when an async rule settles, so the form can validate again and show the answer. */
  onSettled?: () => void;
}

function keyOf(call: RuleCall, index: number, value: unknown): string {
  const args = call.args.map((arg) => (arg instanceof RegExp ? String(arg) : arg));
  return JSON.stringify([index, call.name, args, value instanceof Date ? value.toISOString() : value]);
}

function failure(call: RuleCall, context: RuleContext, failed = false): RuleFailure {
  if (failed) return { rule: call.name, message: { id: RULE_MESSAGE_IDS.invalid } };
  return { rule: call.name, message: call.definition.message(call.args, context) };
}

export function runRules(calls: readonly RuleCall[], context: RuleContext, options: RunOptions = {}): FieldError | undefined {
  const empty = isEmpty(context.value);
  for (const [index, call] of calls.entries()) {
    if (empty && !call.definition.runsOnEmpty) continue;
    const key = keyOf(call, index, context.value);
    const known = options.cache?.get(key);
    if (known?.state === 'pending') return { rule: call.name, pending: known.promise };
    if (known?.state === 'done') {
      if (!known.valid) return failure(call, context, known.failed);
      continue;
    }
    let answer: boolean | Promise<boolean>;
    try {
      answer = call.definition.validate(context, ...call.args);
    } catch {
      // A throwing custom rule is a failed check, shown with the fallback message.
      return failure(call, context, true);
    }
    if (typeof answer === 'boolean') {
      if (!answer) return failure(call, context);
      continue;
    }
    const promise = answer.then(
      (valid) => {
        options.cache?.set(key, { state: 'done', valid: valid === true, failed: false });
      },
      () => {
        options.cache?.set(key, { state: 'done', valid: false, failed: true });
      },
    );
    options.cache?.set(key, { state: 'pending', promise });
    void promise.then(() => options.onSettled?.());
    return { rule: call.name, pending: promise };
  }
  return undefined;
}

/** Runs the rules to the end, awaiting async ones: the settled answer for a value. */
export async function runRulesSettled(calls: readonly RuleCall[], context: RuleContext): Promise<RuleFailure | undefined> {
  const cache: AsyncCache = new Map();
  for (;;) {
    const result = runRules(calls, context, { cache });
    if (!result) return undefined;
    if (!('pending' in result)) return result;
    await result.pending;
  }
}
