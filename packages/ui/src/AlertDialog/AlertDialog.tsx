import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { useKeptWhileClosing, useMessageText, type MessageValues } from '../ConfirmDialog/index.ts';
import { Dialog } from '../Dialog/index.ts';

export interface AlertDialogProps {
  isOpen: boolean;
  /** A message id or a node; the dialogs store's default title when left out. */
  title?: ReactNode;
  /** A message id or a node; the dialogs store's default message when left out. */
  message?: ReactNode;
  /** Values for the placeholders of `title` and `message` ids. */
  values?: MessageValues;
  /** A message id or a node; "OK" by default. */
  closeLabel?: ReactNode;
  /** Paints the button as a danger action, for alerts about a failure. */
  destructive?: boolean;
  /** The OK button or Escape. The dialogs store's `dismiss` (an alert closes either way). */
  onClose: () => void;
}

/**
 * A message the user must acknowledge, as an alertdialog with one button. Wired to the
 * dialogs store of packages/data as
 * `<AlertDialog isOpen={open?.kind === 'alert'} title={open?.title} message={open?.message}
 *  values={open?.values} onClose={dialogs.dismiss} />`.
 */
export function AlertDialog({ isOpen, onClose, ...shown }: AlertDialogProps) {
  const text = useMessageText();
  const title = useKeptWhileClosing(shown.title, isOpen);
  const message = useKeptWhileClosing(shown.message, isOpen);
  const values = useKeptWhileClosing(shown.values, isOpen);
  const closeLabel = useKeptWhileClosing(shown.closeLabel, isOpen);
  const destructive = useKeptWhileClosing(shown.destructive ?? false, isOpen);
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      showCloseButton={false}
      title={text(title, 'use_alert_default_title', values)}
      description={text(message, 'use_alert_default_msg', values)}
      footer={
        <Button variant={destructive ? 'danger' : 'primary'} onClick={() => isOpen && onClose()}>
          {text(closeLabel, 'ui.alertDialog.ok')}
        </Button>
      }
    />
  );
}
