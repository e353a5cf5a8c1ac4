import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert } from '@dukkan/ui';
import { DialogActions, Fields } from '../requests.styles.ts';
import { refusalId } from '../types.ts';

export interface RequestFormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** A message id: the dialog's title and the form's name. */
  titleId: string;
  description?: ReactNode;
  submitId: string;
  destructive?: boolean;
  /** Checks the fields ('invalid' when they show errors) or sends; resolves with the refusal, null when done. */
  onSubmit: () => Promise<ApiError | null | 'invalid'>;
  children?: ReactNode;
}

/**
 * One dialog for a request's forms (reply, cancel, invoice): the fields, the refusal in words
 * people read (never the server's own text), and the buttons. It stays open with what was
 * typed when the server refuses and closes when the change is made; a click beside it does not
 * close it, and a second press while sending sends nothing.
 */
export function RequestFormDialog({
  isOpen,
  onClose,
  titleId,
  description,
  submitId,
  destructive,
  onSubmit,
  children,
}: RequestFormDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await onSubmit();
    setBusy(false);
    if (result === 'invalid') return;
    setRefusal(result);
    if (!result) onClose();
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !busy && close()}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={description}
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: titleId })}>
        <Fields>
          {refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.requests.refused" />}>
              <FormattedMessage id={refusalId(refusal)} />
            </InlineAlert>
          ) : null}
          {children}
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={busy}>
              <FormattedMessage id="dashboard.requests.dialog.back" />
            </Button>
            <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={busy}>
              <FormattedMessage id={submitId} />
            </Button>
          </DialogActions>
        </Fields>
      </form>
    </Dialog>
  );
}
