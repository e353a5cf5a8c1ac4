import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

/**
 * A trigger and the dialog, the way the app drives it from the dialogs store: open state in,
 * answers out, and the texts gone the moment it is answered (the store sets `open` to null).
 * `busy` is what the app sets while the confirmed request runs; with `busyOnConfirm` the demo
 * turns it on at the first confirm, as a slow request would.
 */
function ConfirmDemo({
  isOpen,
  busy,
  onConfirm,
  onCancel,
  onDismiss,
  busyOnConfirm,
  ...texts
}: ConfirmDialogProps & { busyOnConfirm?: boolean }) {
  const [open, setOpen] = useState(isOpen);
  const [working, setWorking] = useState(busy);
  const props = open ? texts : {};
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="ui.story.overlays.deleteAddress" />
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={open}
        busy={working}
        onConfirm={() => {
          onConfirm();
          if (busyOnConfirm) setWorking(true);
          else setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onDismiss={() => {
          onDismiss?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'centered' },
  render: (args) => <ConfirmDemo {...args} />,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn(), onDismiss: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs store's default texts (use_confirm_default_title / _msg). */
export const Default: Story = {};
export const Closed: Story = { args: { isOpen: false } };

/** Texts as the store passes them: message ids with values. */
export const Destructive: Story = {
  args: {
    destructive: true,
    title: 'ui.story.overlays.deleteAddressTitle',
    message: 'ui.story.overlays.deleteAddressMessage',
    values: { name: 'Home — Al Barsha' },
    confirmLabel: 'ui.story.overlays.delete',
  },
};

export const Loading: Story = { args: { ...Destructive.args, busy: true } };

export const LongArabicText: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.longTitle" />,
    message: <FormattedMessage id="ui.story.overlays.longDescription" />,
    confirmLabel: <FormattedMessage id="ui.story.overlays.longConfirm" />,
  },
};

export const ConfirmsWithTheKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: /are you sure|هل أنت متأكد/i });
    await expect(dialog).toHaveAccessibleDescription(/confirm to continue|التأكيد للمتابعة/i);
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: /^(confirm|تأكيد)$/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelsAndDismisses: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /delete address|حذف العنوان/i });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirm turns busy at the first press: a second press, Cancel and Escape do nothing. */
export const ConfirmsOnlyOnce: Story = {
  args: { ...Destructive.args, busyOnConfirm: true } as Story['args'],
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: /^(delete|حذف)$/i });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The store clears its texts when answered; the closing dialog keeps showing its own. */
export const KeepsItsTextWhileClosing: Story = {
  args: Destructive.args,
  play: async () => {
    await screen.findByRole('alertdialog', { name: /delete this address|حذف هذا العنوان/i });
    await userEvent.click(screen.getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    // Caught during its exit animation (on a very slow machine it may already be gone).
    const closing = document.querySelector('[role="alertdialog"]');
    if (closing) await expect(closing).toHaveTextContent(/delete this address|حذف هذا العنوان/i);
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
  },
};
