import { describe, expect, it } from 'vitest';
import { createDialogsStore } from './dialogsStore.ts';

describe('dialogs store (customer spec §4, §8)', () => {
  it('opens a confirm with the default title and message keys and resolves with the answer', async () => {
    const dialogs = createDialogsStore();
    const answer = dialogs.confirm();
    expect(dialogs.state.open).toEqual({
      kind: 'confirm',
      title: 'use_confirm_default_title',
      message: 'use_confirm_default_msg',
      values: {},
    });
    dialogs.answer(true);
    await expect(answer).resolves.toBe(true);
    expect(dialogs.state.open).toBeNull();
  });

  it('opens an alert with the default keys, or with given ones, and resolves when closed', async () => {
    const dialogs = createDialogsStore();
    const closed = dialogs.alert({ title: 'use_cart_alert_error' });
    expect(dialogs.state.open).toMatchObject({ kind: 'alert', title: 'use_cart_alert_error', message: 'use_alert_default_msg' });
    dialogs.dismiss();
    await expect(closed).resolves.toBeUndefined();
    const second = dialogs.alert();
    expect(dialogs.state.open).toMatchObject({ title: 'use_alert_default_title', message: 'use_alert_default_msg' });
    dialogs.answer(false);
    await second;
  });

  it('settles an open confirm as dismissed when another dialog opens, so no caller waits forever', async () => {
    const dialogs = createDialogsStore();
    const first = dialogs.confirm();
    const second = dialogs.confirm({ title: 'use_cart_alert_required_login', message: 'use_cart_alert_login_order' });
    await expect(first).resolves.toBe(false);
    expect(dialogs.state.open?.title).toBe('use_cart_alert_required_login');
    dialogs.answer(true);
    await expect(second).resolves.toBe(true);
  });
});
