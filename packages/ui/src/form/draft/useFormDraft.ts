import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { isRecord } from '@dukkan/core';
import { FormDraftsContext } from './FormDraftContext.ts';
import type { DraftOwner, DraftValues } from './draftStore.ts';

/** A form's opt-in to drafts: its key (unique per form of the app) and, unless the app gives it, its owner. */
export interface FormDraftOption {
  key: string;
  owner?: DraftOwner;
}

/** How long typing rests before the draft is written. */
export const DRAFT_WRITE_DELAY_MS = 400;

/** Password and file controls of the form, by name: never stored. */
function secretNames(root: HTMLFormElement | null): string[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLInputElement>('input[type="password"], input[type="file"]')]
    .map((input) => input.name)
    .filter(Boolean);
}

/** Values of the draft the form knows about, with the type of its own value (a hostile draft adds nothing). */
function applicable(draft: DraftValues, initial: Record<string, unknown>, registered: readonly string[]): [string, unknown][] {
  return Object.entries(draft).filter(([name, value]) => {
    const known =
      Object.prototype.hasOwnProperty.call(initial, name) ||
      registered.some((f) => f === name || f.startsWith(`${name}.`) || f.startsWith(`${name}[`));
    if (!known) return false;
    const current = initial[name];
    if (current === undefined || current === null || value === null) return true;
    if (Array.isArray(current)) return Array.isArray(value);
    if (isRecord(current)) return isRecord(value);
    return typeof current === typeof value;
  });
}

/**
 * Keeps a dirty form's values as a draft, offers a draft kept over a forced sign-out back once
 * (the form starts from it; the notice says so), and forgets it on a save, on Discard, when the
 * form is left while signed in, and when the form is no longer dirty.
 */
export function useFormDraft(
  form: FormApi<Record<string, unknown>>,
  option: FormDraftOption | undefined,
  root: RefObject<HTMLFormElement | null>,
) {
  const drafts = useContext(FormDraftsContext);
  const store = option ? drafts?.store : undefined;
  const owner = option?.owner ?? drafts?.owner;
  const key = option?.key;
  // Taken once, as the form is made: the values of a draft kept over a forced sign-out that this
  // form knows (a hostile draft adds nothing), with the type of the form's own value.
  const [taken] = useState(() => {
    if (!store || !key || !owner) return null;
    const draft = store.take(key, owner);
    if (!draft) return null;
    const values = applicable(draft, (form.getState().initialValues ?? {}) as Record<string, unknown>, form.getRegisteredFields());
    if (values.length === 0) store.remove(key);
    return values.length > 0 ? values : null;
  });
  const [dismissed, setDismissed] = useState(false);
  const restored = taken !== null && !dismissed;
  const ownerRef = useRef(owner);
  useLayoutEffect(() => {
    ownerRef.current = owner;
  }, [owner]);
  // Whether the stored draft under the key is this form's (restored or written here): only then
  // does the form remove it. A draft of another shop of the same person is left alone.
  const mine = useRef(taken !== null);

  // After the fields' own effects (they set their initial value as they register): the draft's
  // values go in last. Again on a remount of the effects (StrictMode), until saved or discarded.
  const pending = useRef(taken);
  useEffect(() => {
    const values = pending.current;
    if (!values) return;
    form.batch(() => values.forEach(([name, value]) => form.change(name, value)));
    mine.current = true;
  }, [form]);

  useEffect(() => {
    if (!store || !key) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      const state = form.getState();
      const who = ownerRef.current;
      if (who && state.dirty && store.write(key, who, state.values, secretNames(root.current))) mine.current = true;
    };
    const unsubscribe = form.subscribe(
      ({ dirty }) => {
        if (timer) clearTimeout(timer);
        timer = undefined;
        if (dirty) timer = setTimeout(write, DRAFT_WRITE_DELAY_MS);
        else if (mine.current) {
          // Back to the saved values (typed back, saved, discarded): nothing to keep.
          store.remove(key);
          mine.current = false;
        }
      },
      { dirty: true, values: true },
    );
    const unregister = store.register(() => {
      if (timer) clearTimeout(timer);
      write();
    });
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
      unregister();
      // Left while signed in (another page, a chosen sign-out): the draft goes. Unmounted by a
      // forced sign-out: the store has already kept it, for this person's next sign-in.
      if (store.sessionLive() && mine.current) store.remove(key);
    };
  }, [form, store, key, root]);

  const saved = useCallback(() => {
    if (store && key) store.remove(key);
    mine.current = false;
    pending.current = null;
    setDismissed(true);
  }, [store, key]);

  const discard = useCallback(() => {
    form.reset();
    saved();
    // The notice and its button are gone: focus goes to the form's first control.
    const first = root.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
    );
    first?.focus();
  }, [form, saved, root]);

  return { restored, saved, discard };
}
