import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert } from '@dukkan/ui';
import { refusalId } from '../shared/orderText.ts';
import { DialogActions, Fields } from './OrderDetailView.styles.ts';

export interface OrderActionDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** A message id: the dialog's title and the form's name. */
  titleId: string;
  titleValues?: Record<string, string>;
  description?: ReactNode;
  submitId: string;
  destructive?: boolean;
  /** Checks the fields (returns false and shows their errors) or sends; resolves with the refusal. */
  onSubmit: () => Promise<ApiError | null | 'invalid'>;
  children?: ReactNode;
}

/**
 * One dialog for the order's actions: the fields, the server's refusal in words people read
 * (never the server's own text), and the buttons. It stays open with what was typed when the
 * server refuses; it closes when the change is made. A click beside it does not close it.
 */
export function OrderActionDialog({
  isOpen,
  onClose,
  titleId,
  titleValues,
  description,
  submitId,
  destructive,
  onSubmit,
  children,
}: OrderActionDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null | undefined>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await onSubmit();
    setBusy(false);
    if (result === 'invalid') return;
    setRefusal(result ?? undefined);
    if (!result) onClose();
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) {
          setRefusal(undefined);
          onClose();
        }
      }}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id={titleId} values={titleValues} />}
      description={description}
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: titleId }, titleValues)}>
        <Fields>
          {refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.orders.detail.refused" />}>
              <FormattedMessage id={refusalId(refusal)} />
            </InlineAlert>
          ) : null}
          {children}
          <DialogActions>
            <Button
              variant="secondary"
              onClick={() => {
                setRefusal(undefined);
                onClose();
              }}
              disabled={busy}
            >
              <FormattedMessage id="dashboard.orders.detail.keep" />
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
