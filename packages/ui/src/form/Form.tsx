import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Form as FinalForm, useForm } from 'react-final-form';
import { FORM_ERROR, type Mutator } from 'final-form';
import { FormattedMessage } from 'react-intl';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useFormDraft, type FormDraftOption } from './draft/useFormDraft.ts';
import { FormBusyContext, FormSettingsContext, type FormSettings } from './FormContext.ts';
import { FormErrorSummary, type SummaryKind } from './FormErrorSummary.tsx';
import { FormRuntime, toSubmitErrors, type FormController, type SubmitResult } from './FormRuntime.ts';
import { FormRoot } from './Form.styles.ts';
import type { MessageLike } from './messageLike.ts';
import { DEFAULT_DEBOUNCE_MS, DEFAULT_VISIBILITY, type ValidationVisibility } from './visibility.ts';

export type FormValues = Record<string, unknown>;

export interface FormProps<Values extends FormValues = FormValues> {
  /**
   * Called only when every rule passes, after async rules settle (vendor spec §4). May answer
   * (or resolve to) server errors: `{ fieldErrors: { email: '…' }, formError: '…' }`.
   */
  onSubmit(values: Values): SubmitResult | void | Promise<SubmitResult | void>;
  initialValues?: Partial<Values>;
  /** When messages show: blur (default), dirty, live or submit. Checkboxes default to dirty. */
  validationVisibility?: ValidationVisibility;
  /** Input debounce for typed text in ms (vendor spec §9: 20). */
  debounce?: number;
  /** The clock of the date rules (deterministic stories and tests). */
  now?: () => Date;
  /** Overrides of the summary's "Form incomplete." and "Sorry, not all fields are filled out correctly." */
  incompleteTitle?: MessageLike;
  incompleteMessage?: MessageLike;
  controllerRef?: Ref<FormController>;
  /**
   * Opt-in: while dirty, the values are kept as a draft for the signed-in owner (the app gives
   * the store and owner: FormDraftsContext) and offered back after a forced sign-out, with a
   * notice and "Discard" (docs/decisions/0090). Password and file fields are never kept.
   */
  draft?: FormDraftOption;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

const MUTATORS: Record<string, Mutator<FormValues>> = {
  // Running a mutator makes final-form validate every field: used when an async answer lands.
  revalidate: () => undefined,
  setExternalErrors: ([errors], state) => {
    const formState = state.formState;
    formState.submitErrors = errors as Record<string, unknown> | undefined;
    formState.submitError = (errors as Record<string, unknown> | undefined)?.[FORM_ERROR];
    formState.submitFailed = Boolean(errors);
    formState.lastSubmittedValues = { ...formState.values };
  },
};

const systemNow = () => new Date();

type BodyProps = Omit<FormProps, 'onSubmit' | 'initialValues'>;

function FormBody({
  children,
  validationVisibility,
  debounce = DEFAULT_DEBOUNCE_MS,
  now = systemNow,
  incompleteTitle,
  incompleteMessage,
  controllerRef,
  draft,
  ...attributes
}: BodyProps) {
  const form = useForm<FormValues>('Form');
  const rootRef = useRef<HTMLFormElement>(null);
  const drafts = useFormDraft(form, draft, rootRef);
  const draftSaved = drafts.saved;
  const [runtime] = useState(() => new FormRuntime(form));
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [summary, setSummary] = useState<{ kind: SummaryKind } | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    runtime.setMounted(true);
    return () => runtime.setMounted(false);
  }, [runtime]);
  // A pointer press on this form's submit button (inside the form or tied to it by `form=`):
  // fields it leaves keep their message until the click has been sent (FormRuntime.blurField).
  useEffect(() => {
    const ownDocument = rootRef.current?.ownerDocument ?? document;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const down = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const submitter = target?.closest<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]');
      if (submitter && submitter.form && submitter.form === rootRef.current) runtime.beginSubmitPress();
    };
    // The click follows pointerup in the same task: the deferred messages show after it.
    const up = () => {
      clearTimeout(timer);
      timer = setTimeout(() => runtime.endSubmitPress(), 0);
    };
    ownDocument.addEventListener('pointerdown', down, true);
    ownDocument.addEventListener('pointerup', up, true);
    ownDocument.addEventListener('pointercancel', up, true);
    return () => {
      clearTimeout(timer);
      ownDocument.removeEventListener('pointerdown', down, true);
      ownDocument.removeEventListener('pointerup', up, true);
      ownDocument.removeEventListener('pointercancel', up, true);
    };
  }, [runtime]);
  // A blocked or rejected submit moves focus to the summary (a new object each time).
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const submit = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      runtime.flushCommits();
      await runtime.settle();
      await form.submit();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
    const state = form.getState();
    if (state.hasValidationErrors) setSummary({ kind: 'incomplete' });
    else if (state.hasSubmitErrors) setSummary({ kind: 'rejected' });
    else {
      setSummary(null);
      // Saved: the draft has done its work.
      if (state.submitSucceeded) draftSaved();
    }
  }, [form, runtime, draftSaved]);

  useImperativeHandle(
    controllerRef,
    () => ({
      focus: (name) => runtime.focus(name),
      setErrors: (errors) => {
        runtime.setErrors(errors);
        setSummary({ kind: 'rejected' });
      },
      submit,
      reset: (values) => {
        form.reset(values);
        setSummary(null);
      },
    }),
    [form, runtime, submit],
  );

  const settings = useMemo<FormSettings>(
    () => ({
      runtime,
      idPrefix,
      visibility: validationVisibility ?? DEFAULT_VISIBILITY,
      visibilityExplicit: validationVisibility !== undefined,
      debounce,
      now,
    }),
    [runtime, idPrefix, validationVisibility, debounce, now],
  );
  return (
    <FormSettingsContext.Provider value={settings}>
      <FormBusyContext.Provider value={busy}>
        <FormRoot
          {...attributes}
          ref={rootRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {summary ? (
            <FormErrorSummary
              ref={summaryRef}
              kind={summary.kind}
              title={summary.kind === 'incomplete' ? incompleteTitle : undefined}
              description={summary.kind === 'incomplete' ? incompleteMessage : undefined}
            />
          ) : null}
          {drafts.restored ? (
            <InlineAlert tone="info" action={{ label: <FormattedMessage id="ui.form.draft.discard" />, onAction: drafts.discard }}>
              <FormattedMessage id="ui.form.draft.restored" />
            </InlineAlert>
          ) : null}
          {children}
        </FormRoot>
      </FormBusyContext.Provider>
    </FormSettingsContext.Provider>
  );
}

/**
 * A form on react-final-form with the spec's behaviour (vendor spec §4, §5, §8, §9): fields
 * validate with the named rules; a submit commits typed input, waits for async rules, and with
 * blocking errors shows "Form incomplete." in a summary that takes focus, shows every message
 * and sends nothing; while onSubmit runs the submit button is busy (no double submit); server
 * errors come back in place.
 */
export function Form<Values extends FormValues = FormValues>({ onSubmit, initialValues, ...body }: FormProps<Values>) {
  const onSubmitRef = useRef(onSubmit);
  useEffect(() => {
    onSubmitRef.current = onSubmit;
  }, [onSubmit]);
  const send = useCallback(async (values: FormValues) => {
    try {
      return toSubmitErrors(await onSubmitRef.current(values as Values));
    } catch {
      // A failed call (network, a thrown error) is shown as the form's error, never swallowed silently.
      return toSubmitErrors({ formError: { id: 'ui.form.failed' } });
    }
  }, []);
  return (
    <FinalForm<FormValues> onSubmit={send} initialValues={initialValues} mutators={MUTATORS} subscription={{}}>
      {() => <FormBody {...body} />}
    </FinalForm>
  );
}
