import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_TIMEOUT, createToastQueue, toastTimeout } from './createToastQueue.ts';

describe('toastTimeout', () => {
  it('closes success and info toasts after five seconds by default', () => {
    expect(toastTimeout({ tone: 'success', title: 'Saved' })).toBe(DEFAULT_TOAST_TIMEOUT);
    expect(toastTimeout({ tone: 'info', title: 'Synced' })).toBe(DEFAULT_TOAST_TIMEOUT);
  });

  it('keeps errors and toasts with an action until closed', () => {
    expect(toastTimeout({ tone: 'error', title: 'Failed' })).toBeUndefined();
    expect(toastTimeout({ tone: 'success', title: 'Deleted', action: { label: 'Undo', onAction: () => {} } })).toBeUndefined();
  });

  it("follows the caller's timeout, and null keeps the toast", () => {
    expect(toastTimeout({ tone: 'error', title: 'Failed' }, 8000)).toBe(8000);
    expect(toastTimeout({ tone: 'info', title: 'Synced' }, null)).toBeUndefined();
    expect(toastTimeout({ tone: 'info', title: 'Synced' }, -5)).toBe(0);
  });
});

describe('createToastQueue', () => {
  it('gives every caller its own queue', () => {
    const first = createToastQueue();
    const second = createToastQueue();
    first.add({ tone: 'info', title: 'Hello' }, { timeout: null });
    expect(first.aria.visibleToasts).toHaveLength(1);
    expect(second.aria.visibleToasts).toHaveLength(0);
  });

  it('shows at most three toasts and the rest when one closes', () => {
    const queue = createToastQueue();
    const keys = [1, 2, 3, 4].map((n) => queue.add({ tone: 'info', title: `Toast ${n}` }, { timeout: null }));
    expect(queue.aria.visibleToasts).toHaveLength(3);
    queue.close(keys[0] as string);
    expect(queue.aria.visibleToasts.map((t) => t.key)).toContain(keys[3]);
    queue.clear();
    expect(queue.aria.visibleToasts).toHaveLength(0);
  });
});
