import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import { Button } from '../Button/index.ts';
import { FormBusyContext } from '../form/FormContext.ts';
import { FormSubmit } from '../form/FormSubmit.tsx';
import { AlertIcon, CheckIcon } from '../Icon/index.ts';
import { SaveActions, SaveBarBox, SaveState, SaveStatus, Unsaved, UnsavedDot } from './FormPage.styles.ts';

/** The outcome of the last save: each success carries the values sent and a new `seq`. */
export type SaveOutcome = { kind: 'none' } | { kind: 'failed' } | { kind: 'saved'; seq: number; values: Record<string, unknown> };

export interface FormPageSaveBarProps {
  outcome: SaveOutcome;
  onDiscard: () => void;
  saveLabel?: ReactNode;
}

/**
 * The sticky bar at the bottom of a form page: what state the changes are in, Discard and
 * Save. Save stays available on a pristine form (a new record's empty submit shows
 * "Form incomplete."); both buttons are inert while the form is sent.
 */
export function FormPageSaveBar({ outcome, onDiscard, saveLabel }: FormPageSaveBarProps) {
  const form = useForm('FormPageSaveBar');
  const { dirty, submitting } = useFormState({ subscription: { dirty: true, submitting: true } });
  const busy = useContext(FormBusyContext);

  // After a save, what was sent is the new baseline: the form is pristine again, and fields
  // typed into while it was sent keep their text and stay dirty.
  const applied = useRef(0);
  useEffect(() => {
    if (outcome.kind !== 'saved' || submitting || applied.current === outcome.seq) return;
    applied.current = outcome.seq;
    form.batch(() => {
      form.setConfig('keepDirtyOnReinitialize', true);
      form.initialize(outcome.values);
      form.setConfig('keepDirtyOnReinitialize', false);
    });
  }, [outcome, submitting, form]);

  let state: 'saving' | 'saved' | 'failed' | null = null;
  if (submitting) state = 'saving';
  else if (outcome.kind === 'failed') state = 'failed';
  else if (outcome.kind === 'saved' && !dirty) state = 'saved';

  return (
    <SaveBarBox>
      <SaveState>
        <SaveStatus role="status" data-state={state ?? undefined}>
          {state === 'saving' ? <FormattedMessage id="ui.formPage.saving" /> : null}
          {state === 'saved' ? (
            <>
              <CheckIcon />
              <FormattedMessage id="ui.formPage.saved" />
            </>
          ) : null}
          {state === 'failed' ? (
            <>
              <AlertIcon />
              <FormattedMessage id="ui.formPage.failed" />
            </>
          ) : null}
        </SaveStatus>
        {dirty && state === null ? (
          <Unsaved>
            <UnsavedDot aria-hidden="true" />
            <FormattedMessage id="ui.formPage.unsaved" />
          </Unsaved>
        ) : null}
      </SaveState>
      <SaveActions>
        <Button variant="secondary" disabled={!dirty || busy} onClick={onDiscard}>
          <FormattedMessage id="ui.formPage.discard" />
        </Button>
        <FormSubmit>{saveLabel}</FormSubmit>
      </SaveActions>
    </SaveBarBox>
  );
}
