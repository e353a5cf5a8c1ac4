/**
 * Confirm and alert dialogs as promises (customer spec §4 "Dialogs", §8 default texts).
 * The store holds what is open; a host renders it and calls `answer`/`dismiss`. Texts are
 * message ids, so the host translates them. A second dialog while one is open settles the
 * first as dismissed (confirm false), so no caller waits forever (docs/decisions/0020-dialogs.md).
 */
import { proxy } from 'valtio/vanilla';

export const DIALOG_DEFAULTS = {
  confirmTitle: 'use_confirm_default_title',
  confirmMessage: 'use_confirm_default_msg',
  alertTitle: 'use_alert_default_title',
  alertMessage: 'use_alert_default_msg',
} as const;

export interface DialogText {
  /** Message id of the title. */
  title?: string;
  /** Message id of the message. */
  message?: string;
  /** Values for the message's placeholders. */
  values?: Record<string, string | number>;
}

export interface OpenDialog {
  kind: 'confirm' | 'alert';
  title: string;
  message: string;
  values: Record<string, string | number>;
}

export interface DialogsState {
  open: OpenDialog | null;
}

export interface DialogsStore {
  readonly state: DialogsState;
  confirm(text?: DialogText): Promise<boolean>;
  alert(text?: DialogText): Promise<void>;
  /** The user's answer to the open confirm (true = confirmed); an alert closes either way. */
  answer(confirmed: boolean): void;
  dismiss(): void;
}

export function createDialogsStore(): DialogsStore {
  const state = proxy<DialogsState>({ open: null });
  let settle: ((confirmed: boolean) => void) | null = null;

  function show(kind: OpenDialog['kind'], text: DialogText = {}): Promise<boolean> {
    settle?.(false);
    state.open = {
      kind,
      title: text.title ?? (kind === 'confirm' ? DIALOG_DEFAULTS.confirmTitle : DIALOG_DEFAULTS.alertTitle),
      message: text.message ?? (kind === 'confirm' ? DIALOG_DEFAULTS.confirmMessage : DIALOG_DEFAULTS.alertMessage),
      values: { ...text.values },
    };
    return new Promise<boolean>((resolve) => {
      settle = (confirmed) => {
        settle = null;
        state.open = null;
        resolve(confirmed);
      };
    });
  }

  return {
    state,
    confirm: (text) => show('confirm', text),
    alert: (text) => show('alert', text).then(() => undefined),
    answer: (confirmed) => settle?.(confirmed),
    dismiss: () => settle?.(false),
  };
}
