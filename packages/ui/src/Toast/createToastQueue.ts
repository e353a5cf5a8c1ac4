import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  /** Translated title, read first. */
  title: ReactNode;
  description?: ReactNode;
  /** One action, e.g. "Undo"; pressing it also closes the toast. */
  action?: { label: ReactNode; onAction: () => void };
}

export interface ToastShowOptions {
  /**
   * Milliseconds before it closes by itself; the timer pauses while the pointer is over
   * the toasts or focus is inside them. `null` keeps it until closed. Default: 5 s, and
   * `null` for errors and toasts with an action (WCAG 2.2.1: they need time to be read and acted on).
   */
  timeout?: number | null;
  onClose?: () => void;
}

export interface ToastQueue {
  /** Shows a toast and returns its key. */
  add(toast: ToastMessage, options?: ToastShowOptions): string;
  close(key: string): void;
  clear(): void;
  /** The react-aria queue the region subscribes to. */
  readonly aria: AriaToastQueue<ToastMessage>;
}

export const DEFAULT_TOAST_TIMEOUT = 5000;

/** The timeout a toast gets: the caller's choice, else 5 s unless it is an error or carries an action. */
export function toastTimeout(toast: ToastMessage, timeout?: number | null): number | undefined {
  if (timeout === null) return undefined;
  if (timeout !== undefined) return Math.max(0, timeout);
  return toast.tone === 'error' || toast.action ? undefined : DEFAULT_TOAST_TIMEOUT;
}

/**
 * A toast queue per app (or per story): no global singleton, so tests and stories never
 * see each other's toasts. Render it with `<ToastRegion queue={queue} />`.
 */
export function createToastQueue({ maxVisibleToasts = 3 }: { maxVisibleToasts?: number } = {}): ToastQueue {
  const aria = new AriaToastQueue<ToastMessage>({ maxVisibleToasts });
  return {
    aria,
    add: (toast, options = {}) => aria.add(toast, { timeout: toastTimeout(toast, options.timeout), onClose: options.onClose }),
    close: (key) => aria.close(key),
    clear: () => aria.clear(),
  };
}
