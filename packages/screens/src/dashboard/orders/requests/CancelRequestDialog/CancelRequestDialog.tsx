import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { TextArea } from '@dukkan/ui';
import { RequestFormDialog } from '../RequestFormDialog/index.ts';

export interface CancelRequestDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** How many invoices are still open: they are cancelled with the request. */
  openInvoices: number;
  onCancel: (reason: string) => Promise<ApiError | null>;
}

/** Cancel a request with the reason the customer is told (vendor spec §4: "cancel with a reason"). */
export function CancelRequestDialog({ isOpen, onClose, openInvoices, onCancel }: CancelRequestDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) {
    setOpened(true);
    setReason('');
    setError(undefined);
  } else if (!isOpen && opened) setOpened(false);

  return (
    <RequestFormDialog
      isOpen={isOpen}
      onClose={onClose}
      titleId="dashboard.requests.cancelDialog.title"
      description={<FormattedMessage id="dashboard.requests.cancelDialog.description" values={{ count: openInvoices }} />}
      submitId="dashboard.requests.cancelDialog.submit"
      destructive
      onSubmit={async () => {
        const text = reason.trim();
        if (text.length < 3 || text.length > 500) {
          setError(text.length === 0 ? 'dashboard.requests.cancelDialog.reason.required' : 'dashboard.requests.cancelDialog.reason.length');
          return 'invalid';
        }
        setError(undefined);
        return onCancel(text);
      }}
    >
      <TextArea
        name="cancelReason"
        label={<FormattedMessage id="dashboard.requests.cancelDialog.reason" />}
        description={<FormattedMessage id="dashboard.requests.cancelDialog.reason.help" />}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxCharacters={500}
        required
        error={error ? <FormattedMessage id={error} /> : undefined}
      />
    </RequestFormDialog>
  );
}
