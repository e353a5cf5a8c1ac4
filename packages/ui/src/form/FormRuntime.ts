/**
 * What a <Form> knows beyond final-form: its fields' labels and elements (for the error
 * summary's links and for focusing), the typed values still waiting out the input debounce,
 * and the async rules still running. No React here, so the submit path can be unit-tested.
 */
import { FORM_ERROR, setIn, type FormApi } from 'final-form';
import { focusTarget } from './focusTarget.ts';
import { FormDeveloperError } from './schema/errors.ts';
import type { MessageLike } from './messageLike.ts';
import type { MessageOverrides } from './useErrorText.tsx';

export interface FieldEntry {
  name: string;
  /** The label messages use ({Name}); already translated. */
  label: string;
  /** Where the field sits when the label alone is ambiguous (a list row: "Row 2"). */
  context?: string;
  /** Per-rule message overrides, so the summary words a failure as the field does. */
  messages?: MessageOverrides;
  element(): HTMLElement | null;
}

/** What onSubmit may answer: errors from the server, shown in place (vendor spec §4, §8). */
export interface SubmitResult {
  /** An error about the whole form, shown in the summary at the top. */
  formError?: MessageLike;
  /**
   * The summary's heading for that error, when "Not saved." would be wrong: after a lost answer
   * the server may have done it ("Not confirmed yet.").
   */
  formErrorTitle?: MessageLike;
  /** Errors per field path (`email`, `address.city`, `items[0].title`), shown under the fields. */
  fieldErrors?: Record<string, MessageLike>;
}

/** Where a form error's own heading travels with final-form's submit errors. */
export const FORM_ERROR_TITLE = 'DUKKAN/form-error-title';

export function toSubmitErrors(result: SubmitResult | void | undefined): Record<string, unknown> | undefined {
  if (!result || (!result.formError && !result.fieldErrors)) return undefined;
  let errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(result.fieldErrors ?? {}))
    errors = (setIn(errors, name, message) as Record<string, unknown> | undefined) ?? errors;
  if (result.formError) errors[FORM_ERROR] = result.formError;
  if (result.formError && result.formErrorTitle) errors[FORM_ERROR_TITLE] = result.formErrorTitle;
  return Object.keys(errors).length > 0 || result.formError ? errors : undefined;
}

export class FormRuntime {
  private readonly entries = new Map<string, FieldEntry>();
  private readonly commits = new Map<symbol, () => void>();
  private readonly running = new Set<Promise<unknown>>();
  private mounted = false;
  private readonly form: FormApi<Record<string, unknown>>;

  constructor(form: FormApi<Record<string, unknown>>) {
    this.form = form;
  }

  registerField(entry: FieldEntry): () => void {
    this.entries.set(entry.name, entry);
    return () => {
      if (this.entries.get(entry.name) === entry) this.entries.delete(entry.name);
    };
  }

  getField(name: string): FieldEntry | undefined {
    return this.entries.get(name);
  }

  hasField(name: string): boolean {
    return this.entries.has(name);
  }

  /** The fields in document order (the order a keyboard user meets them). */
  fields(): FieldEntry[] {
    return [...this.entries.values()].sort((a, b) => {
      const x = a.element();
      const y = b.element();
      if (!x || !y || x === y) return 0;
      return x.compareDocumentPosition(y) & 4 /* DOCUMENT_POSITION_FOLLOWING */ ? -1 : 1;
    });
  }

  setMounted(mounted: boolean): void {
    this.mounted = mounted;
  }

  /** After the first render every field is registered, so a missing reference is a mistake. */
  isMounted(): boolean {
    return this.mounted;
  }

  /**
   * A pointer press on the form's submit button is under way (pointerdown until just after the
   * click it makes). A field left by that press shows its message only once the press is over:
   * a message appearing at pointerdown would move the button before pointerup, and the browser
   * would then send the click to whatever is under the pointer, so the first click on Save after
   * typing a wrong value would do nothing. The submit shows every message anyway.
   */
  private submitPress: { blurs: (() => void)[] } | null = null;

  beginSubmitPress(): void {
    this.submitPress ??= { blurs: [] };
  }

  /** Called after the press's click (or a press that ended elsewhere): the deferred blurs run. */
  endSubmitPress(): void {
    const press = this.submitPress;
    this.submitPress = null;
    if (!press || !this.mounted) return;
    for (const blur of press.blurs) blur();
  }

  /** Runs `blur` now, or at the end of a press on the submit button when one is under way. */
  blurField(blur: () => void): void {
    if (this.submitPress) this.submitPress.blurs.push(blur);
    else blur();
  }

  /** A debounced value waiting to be committed; submit and blur commit it at once. */
  holdCommit(flush: () => void): () => void {
    const key = Symbol('commit');
    this.commits.set(key, flush);
    return () => this.commits.delete(key);
  }

  flushCommits(): void {
    for (const flush of [...this.commits.values()]) flush();
    this.commits.clear();
  }

  trackAsync(promise: Promise<unknown>): void {
    if (this.running.has(promise)) return;
    this.running.add(promise);
    const done = () => this.running.delete(promise);
    promise.then(done, done);
  }

  /** Waits until no async rule is running (new ones may start as answers arrive). */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Runs every field's rules again (after an async answer arrives). */
  revalidate = (): void => {
    (this.form.mutators as { revalidate?: () => void }).revalidate?.();
  };

  focus(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) throw new FormDeveloperError(651, `Cannot focus "${name}": the form has no field with that name.`);
    focusTarget(entry.element())?.focus();
  }

  /** Shows errors as if the server had answered them (e.g. from a websocket or a retry). */
  setErrors(errors: SubmitResult): void {
    for (const name of Object.keys(errors.fieldErrors ?? {})) {
      if (!this.entries.has(name))
        throw new FormDeveloperError(651, `Cannot set errors on "${name}": the form has no field with that name.`);
    }
    (this.form.mutators as { setExternalErrors?: (errors: Record<string, unknown> | undefined) => void }).setExternalErrors?.(
      toSubmitErrors(errors),
    );
  }
}

/** The form's imperative handle (`controllerRef`). */
export interface FormController {
  /** Moves focus to a field by name (651 when there is no such field). */
  focus(name: string): void;
  /** Shows server-style errors in place (651 for an unknown field). */
  setErrors(errors: SubmitResult): void;
  /** Submits as the submit button does: commits typed input, waits for validation to settle. */
  submit(): Promise<void>;
  reset(values?: Record<string, unknown>): void;
}
