import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import { CheckIcon, Form, FormSubmit, type FormValues } from '@dukkan/ui';
import { failedSave, type SettingsSaveResult } from './settingsValues.ts';
import { Card, CardDescription, CardFields, CardFooter, CardHeader, CardTitle, CardTitleRow, SavedNote } from './SettingsView.styles.ts';

export interface SettingsSectionProps<Values extends FormValues> {
  /** The card's id (a link target, e.g. `settings-busy`). */
  id: string;
  /** The card's h3: it also names the form. */
  title: ReactNode;
  description?: ReactNode;
  /** What is saved now (a badge beside the title). */
  status?: ReactNode;
  initialValues: Values;
  onSave: (values: Values) => Promise<SettingsSaveResult>;
  /** False: the fields show but cannot change, and there is no Save button. */
  canEdit: boolean;
  /** Announced after a save: "Busy state saved." */
  savedMessage: ReactNode;
  /** The clock of the date rules (stories and tests). */
  now?: () => Date;
  children: ReactNode;
}

interface Saved {
  seq: number;
  values: Record<string, unknown>;
}

/** The same values given again (another section saved, a refetch) are the same object, so the form is not reset. */
function useStableValues<T>(values: T): T {
  const json = JSON.stringify(values);
  return useMemo(() => JSON.parse(json) as T, [json]);
}

/**
 * Reinitialising keeps what was typed in fields that still differ from the saved values: after a
 * partial save (some days of the week) the failed ones keep their edits, the saved ones settle.
 */
function KeepEdits() {
  const form = useForm('SettingsSection');
  useEffect(() => form.setConfig('keepDirtyOnReinitialize', true), [form]);
  return null;
}

/**
 * After a save, what was sent is the new baseline (as the form page's save bar does): the form is
 * pristine again, and anything typed while it was sent stays dirty.
 */
function SaveBaseline({ saved, onApplied }: { saved: Saved | null; onApplied: (seq: number) => void }) {
  const form = useForm('SettingsSection');
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const applied = useRef(0);
  useEffect(() => {
    if (!saved || submitting || applied.current === saved.seq) return;
    applied.current = saved.seq;
    form.initialize(saved.values);
    onApplied(saved.seq);
  }, [saved, submitting, form, onApplied]);
  return null;
}

/** "Saved." after a successful save, until the next change; a polite live region that is always there. */
function SaveAnnouncement({ savedSeq, message }: { savedSeq: number; message: ReactNode }) {
  const { dirty, submitting } = useFormState({ subscription: { dirty: true, submitting: true } });
  // The first change after a save retires its announcement (state set while rendering, not in an effect).
  const [dismissed, setDismissed] = useState(0);
  if (dirty && savedSeq > dismissed) setDismissed(savedSeq);
  const shown = savedSeq > dismissed && !submitting && !dirty;
  return (
    <SavedNote role="status">
      {shown ? (
        <>
          <CheckIcon />
          {message}
        </>
      ) : null}
    </SavedNote>
  );
}

/**
 * One part of the settings, one call: a card with its own small form, its own Save button and its
 * own announcement (issue #10). A refused or failed save shows the form's "Not saved." summary
 * (an alert that takes focus) and keeps everything typed; other cards are not touched.
 */
export function SettingsSection<Values extends FormValues>({
  id,
  title,
  description,
  status,
  initialValues,
  onSave,
  canEdit,
  savedMessage,
  now,
  children,
}: SettingsSectionProps<Values>) {
  const titleId = useId();
  const stable = useStableValues(initialValues);
  const [saved, setSaved] = useState<Saved | null>(null);
  // The save whose values became the baseline: announced from then on, until the next change.
  const [announced, setAnnounced] = useState(0);
  const submit = async (values: Values) => {
    const result = await onSave(values);
    if (!failedSave(result)) setSaved((last) => ({ seq: (last?.seq ?? 0) + 1, values: { ...values } }));
    return result;
  };
  return (
    <Card id={id} aria-labelledby={titleId}>
      <CardHeader>
        <CardTitleRow>
          <CardTitle id={titleId}>{title}</CardTitle>
          {status}
        </CardTitleRow>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <Form<Values>
        onSubmit={submit}
        initialValues={stable}
        aria-labelledby={titleId}
        now={now}
        // What was typed survives a forced sign-out (docs/decisions/0090); one draft per card.
        draft={canEdit ? { key: `settings.${id}` } : undefined}
      >
        <KeepEdits />
        <SaveBaseline saved={saved} onApplied={setAnnounced} />
        <CardFields>{children}</CardFields>
        {canEdit ? (
          <CardFooter>
            <SaveAnnouncement savedSeq={announced} message={savedMessage} />
            <FormSubmit>
              <FormattedMessage id="dashboard.settings.save" />
            </FormSubmit>
          </CardFooter>
        ) : null}
      </Form>
    </Card>
  );
}
