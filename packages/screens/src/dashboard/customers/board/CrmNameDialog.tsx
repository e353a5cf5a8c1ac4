import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { BilingualField, Button, Dialog, InlineAlert } from '@dukkan/ui';
import { crmRefusalId } from './crmText.ts';
import { DialogActions, DialogFields } from './CrmBoard.styles.ts';
import type { CrmName } from './types.ts';

/** The server's limits (mock crm-v2): 60 characters for a board's name, 40 for a stage's. */
export const NAME_MAX = { board: 60, stage: 40 } as const;

interface Props {
  isOpen: boolean;
  kind: 'board' | 'stage';
  /** A message id for the title and the form's name. */
  titleId: string;
  submitId: string;
  initial: CrmName;
  onClose: () => void;
  onSubmit: (name: CrmName) => Promise<ApiError | null>;
}

/**
 * Creates or renames a board or a stage: the English name and the Arabic one side by side
 * (CONVENTIONS §4). It stays open with what was typed when the server refuses, and says why.
 */
export function CrmNameDialog({ isOpen, kind, titleId, submitId, initial, onClose, onSubmit }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(initial.name);
  const [nameAr, setNameAr] = useState(initial.name_ar);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
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
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: titleId })}>
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
    </Dialog>
  );
}
