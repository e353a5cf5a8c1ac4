import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { BilingualField, Button, Dialog, InlineAlert, Skeleton } from '@dukkan/ui';
import { crmRefusalId } from './crmText.ts';
import { DialogActions, DialogFields, ScreenReaderOnly } from './CrmBoard.styles.ts';
import type { CrmName, CrmReadStatus } from './types.ts';

/** The server's limits (mock crm-v2): 60 characters for a board's name, 40 for a stage's. */
export const NAME_MAX = { board: 60, stage: 40 } as const;

/** What is being edited is read from the server first (a stage's dialog, decision 0079). */
export interface CrmNameRead {
  status: CrmReadStatus;
  error?: ApiError | null;
  onRetry: () => void;
}

interface Props {
  isOpen: boolean;
  kind: 'board' | 'stage';
  /** A message id for the title and the form's name. */
  titleId: string;
  submitId: string;
  /** The names the form starts with; when `read` is given, the ones the server answered. */
  initial: CrmName;
  /** While given and not ready, the dialog says it is reading (or why it could not) instead of the form. */
  read?: CrmNameRead;
  onClose: () => void;
  onSubmit: (name: CrmName) => Promise<ApiError | null>;
}

interface FormProps {
  kind: Props['kind'];
  submitId: string;
  initial: CrmName;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onSubmit: Props['onSubmit'];
  label: string;
}

function NameForm({ kind, submitId, initial, busy, setBusy, onClose, onSubmit, label }: FormProps) {
  const intl = useIntl();
  const [name, setName] = useState(initial.name);
  const [nameAr, setNameAr] = useState(initial.name_ar);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const max = NAME_MAX[kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setError(intl.formatMessage({ id: 'dashboard.customers.board.name.required' }));
      return;
    }
    if (name.trim().length > max || nameAr.trim().length > max) {
      setError(intl.formatMessage({ id: 'dashboard.customers.board.name.tooLong' }, { max }));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await onSubmit({ name: name.trim(), name_ar: nameAr.trim() });
    setBusy(false);
    setRefusal(result);
    if (!result) onClose();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
      <DialogFields>
        {refusal ? (
          <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.customers.board.refused.save" />}>
            <FormattedMessage id={crmRefusalId(refusal)} />
          </InlineAlert>
        ) : null}
        <BilingualField
          label={<FormattedMessage id="dashboard.customers.board.name" />}
          valueEn={name}
          valueAr={nameAr}
          onChangeEn={setName}
          onChangeAr={setNameAr}
          errorEn={error}
          required
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="dashboard.customers.board.cancel" />
          </Button>
          <Button type="submit" loading={busy}>
            <FormattedMessage id={submitId} />
          </Button>
        </DialogActions>
      </DialogFields>
    </form>
  );
}

/**
 * Creates or renames a board or a stage: the English name and the Arabic one side by side
 * (CONVENTIONS §4). It stays open with what was typed when the server refuses, and says why.
 * A stage's rename first reads the stage (`read`): the form opens with the server's names.
 */
export function CrmNameDialog({ isOpen, kind, titleId, submitId, initial, read, onClose, onSubmit }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const label = intl.formatMessage({ id: titleId });

  let content;
  if (read?.status === 'loading')
    content = (
      <DialogFields aria-busy="true">
        <ScreenReaderOnly role="status">
          <FormattedMessage id="dashboard.customers.board.stage.reading" />
        </ScreenReaderOnly>
        <Skeleton inlineSize="30%" blockSize="16px" />
        <Skeleton blockSize="40px" radius="md" />
        <Skeleton blockSize="40px" radius="md" />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="dashboard.customers.board.cancel" />
          </Button>
        </DialogActions>
      </DialogFields>
    );
  else if (read?.status === 'error') {
    const gone = read.error?.status === 404;
    content = (
      <DialogFields>
        <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.customers.board.stage.readError" />}>
          <FormattedMessage
            id={
              gone
                ? 'dashboard.customers.board.stage.readGone'
                : read.error?.kind === 'network'
                  ? 'dashboard.customers.board.refused.network'
                  : 'dashboard.customers.board.stage.readError.message'
            }
          />
        </InlineAlert>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id={gone ? 'dashboard.customers.board.close' : 'dashboard.customers.board.cancel'} />
          </Button>
          {gone ? null : (
            <Button onClick={read.onRetry}>
              <FormattedMessage id="dashboard.customers.board.retry" />
            </Button>
          )}
        </DialogActions>
      </DialogFields>
    );
  } else
    content = (
      <NameForm
        kind={kind}
        submitId={submitId}
        initial={initial}
        busy={busy}
        setBusy={setBusy}
        onClose={onClose}
        onSubmit={onSubmit}
        label={label}
      />
    );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
    >
      {content}
    </Dialog>
  );
}
