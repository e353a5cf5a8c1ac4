import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { useKeptWhileClosing } from './useKeptWhileClosing.ts';
import { useMessageText, type MessageValues } from './useMessageText.ts';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** A message id or a node; the dialogs store's default title when left out. */
  title?: ReactNode;
  /** A message id or a node; the dialogs store's default message when left out. */
  message?: ReactNode;
  /** Values for the placeholders of `title` and `message` ids. */
  values?: MessageValues;
  /** A message id or a node; "Confirm" by default. */
  confirmLabel?: ReactNode;
  /** A message id or a node; "Cancel" by default. */
  cancelLabel?: ReactNode;
  /** Paints the confirm button as a danger action (delete, cancel an order). */
  destructive?: boolean;
  /** The confirmed action is running: confirm shows a spinner and ignores presses, cancel and Escape wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape; falls back to `onCancel`. The dialogs store's `dismiss`. */
  onDismiss?: () => void;
}

/**
 * A yes/no question as an alertdialog. It takes what the dialogs store of packages/data
 * holds, so the app wires it as:
 * `<ConfirmDialog isOpen={open?.kind === 'confirm'} title={open?.title} message={open?.message}
 *  values={open?.values} onConfirm={() => dialogs.answer(true)} onCancel={() => dialogs.answer(false)}
 *  onDismiss={dialogs.dismiss} />`.
 */
export function ConfirmDialog({ isOpen, busy = false, onConfirm, onCancel, onDismiss, ...shown }: ConfirmDialogProps) {
  const text = useMessageText();
  const title = useKeptWhileClosing(shown.title, isOpen);
  const message = useKeptWhileClosing(shown.message, isOpen);
  const values = useKeptWhileClosing(shown.values, isOpen);
  const confirmLabel = useKeptWhileClosing(shown.confirmLabel, isOpen);
  const cancelLabel = useKeptWhileClosing(shown.cancelLabel, isOpen);
  const destructive = useKeptWhileClosing(shown.destructive ?? false, isOpen);
  function confirm() {
    // No double submit: a press while busy, or while the dialog animates out, does nothing.
    if (busy || !isOpen) return;
    onConfirm();
  }
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) (onDismiss ?? onCancel)();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={busy}
      showCloseButton={false}
      title={text(title, 'use_confirm_default_title', values)}
      description={text(message, 'use_confirm_default_msg', values)}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => isOpen && !busy && onCancel()}>
            {text(cancelLabel, 'ui.confirmDialog.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
            {text(confirmLabel, 'ui.confirmDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
