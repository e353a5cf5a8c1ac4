import { useSnapshot } from 'valtio';
import { AlertDialog, ConfirmDialog, ToastRegion } from '@dukkan/ui';
import { useServices } from './services.ts';

/**
 * The dialogs store's confirm and alert, and the toast region. Loaded on first use (AppChrome):
 * the dialog layer is a fifth of the first page's JavaScript and most visits never open it.
 */
export function AppOverlays() {
  const { dialogs, toasts } = useServices();
  const { open } = useSnapshot(dialogs.state);
  return (
    <>
      <ConfirmDialog
        isOpen={open?.kind === 'confirm'}
        title={open?.title}
        message={open?.message}
        values={open?.values}
        onConfirm={() => dialogs.answer(true)}
        onCancel={() => dialogs.answer(false)}
        onDismiss={() => dialogs.dismiss()}
      />
      <AlertDialog
        isOpen={open?.kind === 'alert'}
        title={open?.title}
        message={open?.message}
        values={open?.values}
        onClose={() => dialogs.dismiss()}
      />
      <ToastRegion queue={toasts} />
    </>
  );
}
