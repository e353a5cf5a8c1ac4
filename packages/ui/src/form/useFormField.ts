/**
 * The binding between one input and the form: value, validation with the named rules, when
 * the message shows (vendor spec §4, §9), the input debounce for typed text, server errors,
 * and the field's entry in the form's registry (label and element, for the error summary).
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { useField } from 'react-final-form';
import { getIn } from 'final-form';
import { FieldContextLabel, FormSettingsContext, idFromName } from './FormContext.ts';
import { useMessageText, type MessageLike } from './messageLike.ts';
import {
  isFailure,
  isPending,
  isRequiredBy,
  parseRules,
  resolveReference,
  runRules,
  type AsyncCache,
  type RuleDeclaration,
} from './rules/index.ts';
import { FormDeveloperError, reportDeveloperError } from './schema/errors.ts';
import { useErrorText, type MessageOverrides } from './useErrorText.tsx';
import { isMessageVisible, type ValidationVisibility } from './visibility.ts';

export type FieldValueType = 'text' | 'boolean' | 'value';

export interface FormFieldOptions {
  /** The value's path in the form values: `email`, `address.city`, `items[0].title`. */
  name: string;
  /** The visible label (a message or translated text); also {Name} in messages. */
  label: MessageLike;
  /** A different label for messages, e.g. "terms of service" for "I accept the terms of service". */
  validationLabel?: MessageLike;
  /** The rules: `'required|length:3,40'` or an array (see rules/parseRules.ts). */
  rules?: RuleDeclaration;
  /** Per-rule message overrides: `{ required: { id: … } }`. */
  messages?: MessageOverrides;
  /** When the message shows; the form's setting (blur) by default. */
  validationVisibility?: ValidationVisibility;
  /** Input debounce in ms for typed text; the form's (20 ms) by default, 0 commits at once. */
  debounce?: number;
}

export interface FormFieldBinding {
  id: string;
  name: string;
  /** The translated label. */
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  onFocus(): void;
  inputRef: RefCallback<HTMLElement>;
  required: boolean;
  /** The message to show now, or undefined (hidden by the visibility setting, or valid). */
  error: ReactNode | undefined;
  /** An async rule is checking the current value. */
  pending: boolean;
  /** Has focus now / was left at least once. */
  active: boolean;
  touched: boolean;
}

const identity = (value: unknown) => value;

export function useFormField(
  options: FormFieldOptions & { valueType?: FieldValueType; defaultVisibility?: ValidationVisibility },
): FormFieldBinding {
  const settings = useContext(FormSettingsContext);
  if (!settings) throw new FormDeveloperError(106, `The field "${options.name}" is not inside <Form> or <SchemaForm>.`);
  const { runtime } = settings;
  const { name, rules, messages, valueType = 'text' } = options;
  const label = useMessageText(options.label);
  const validationLabel = useMessageText(options.validationLabel ?? options.label);
  const rowContext = useContext(FieldContextLabel);
  const visibility =
    options.validationVisibility ??
    (settings.visibilityExplicit ? settings.visibility : (options.defaultVisibility ?? settings.visibility));
  const delay = valueType === 'text' ? (options.debounce ?? settings.debounce) : 0;
  const calls = useMemo(() => parseRules(rules), [rules]);
  const [cache] = useState<AsyncCache>(() => new Map());
  const errorText = useErrorText(runtime);

  const validate = (value: unknown, allValues: object) => {
    const values = allValues as Record<string, unknown>;
    for (const call of calls) {
      for (const reference of call.definition.references?.(call.args, name) ?? []) {
        const path = resolveReference(name, reference);
        if (runtime.isMounted() && !runtime.hasField(path)) {
          reportDeveloperError(new FormDeveloperError(652, `The rule "${call.name}" of "${name}" refers to "${path}".`));
        }
      }
    }
    const result = runRules(
      calls,
      { value, name, getValue: (reference) => getIn(values, resolveReference(name, reference)), now: settings.now },
      { cache, onSettled: runtime.revalidate },
    );
    if (isPending(result)) runtime.trackAsync(result.pending);
    return result;
  };

  const { input, meta } = useField(name, {
    validate,
    format: identity,
    parse: identity,
    subscription: {
      value: true,
      active: true,
      error: true,
      touched: true,
      modified: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });

  // The input debounce: typed text shows at once, and reaches the form (and validation) after
  // `delay` ms of quiet. Blur and submit commit it immediately.
  const [draft, setDraft] = useState<{ value: unknown } | null>(null);
  const pendingRef = useRef<{ timer: ReturnType<typeof setTimeout>; release: () => void; value: unknown } | null>(null);
  const commit = useCallback(() => {
    const pending = pendingRef.current;
    if (!pending) return;
    pendingRef.current = null;
    clearTimeout(pending.timer);
    pending.release();
    input.onChange(pending.value);
    setDraft(null);
  }, [input]);
  useEffect(
    () => () => {
      const pending = pendingRef.current;
      if (pending) {
        clearTimeout(pending.timer);
        pending.release();
      }
    },
    [],
  );

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const onChange = (value: unknown) => {
    if (delay <= 0) {
      input.onChange(value);
      return;
    }
    const previous = pendingRef.current;
    if (previous) {
      clearTimeout(previous.timer);
      previous.release();
    }
    const next = { value, timer: setTimeout(() => commitRef.current(), delay), release: () => {} };
    pendingRef.current = next;
    next.release = runtime.holdCommit(() => commitRef.current());
    setDraft({ value });
  };
  const onBlur = () => {
    commit();
    // Left for the submit button by a pointer press: the message waits for the press to end.
    runtime.blurField(input.onBlur);
  };

  // The registry entry: label and element for the error summary and for focusing by name.
  const elementRef = useRef<HTMLElement | null>(null);
  const inputRef = useCallback<RefCallback<HTMLElement>>((element) => {
    elementRef.current = element;
  }, []);
  useEffect(
    () => runtime.registerField({ name, label: validationLabel, context: rowContext, messages, element: () => elementRef.current }),
    [runtime, name, validationLabel, rowContext, messages],
  );

  const id = idFromName(settings.idPrefix, name);
  const visible = isMessageVisible(visibility, meta);
  const serverError = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  let error: ReactNode | undefined;
  if (visible && isFailure(meta.error)) error = errorText(meta.error, name, validationLabel, messages);
  else if (serverError) error = errorText(serverError, name, validationLabel);

  const raw = draft ? draft.value : input.value;
  const value = valueType === 'boolean' ? raw === true : valueType === 'text' ? (raw ?? '') : raw;
  return {
    id,
    name,
    label,
    value,
    onChange,
    onBlur,
    onFocus: input.onFocus,
    inputRef,
    required: isRequiredBy(calls),
    error,
    pending: isPending(meta.error),
    active: Boolean(meta.active),
    touched: Boolean(meta.touched),
  };
}
