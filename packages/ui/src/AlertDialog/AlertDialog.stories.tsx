import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { AlertDialog, type AlertDialogProps } from './AlertDialog.tsx';

function AlertDemo({ isOpen, onClose, ...props }: AlertDialogProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="ui.story.overlays.showNotice" />
      </Button>
      <AlertDialog
        {...props}
        isOpen={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  parameters: { layout: 'centered' },
  render: (args) => <AlertDemo {...args} />,
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs store's default texts (use_alert_default_title / _msg). */
export const Default: Story = {};
export const Closed: Story = { args: { isOpen: false } };

/** Texts as the store passes them: message ids with values. */
export const WithMessageIds: Story = {
  args: {
    title: 'ui.story.overlays.outOfStockTitle',
    message: 'ui.story.overlays.outOfStockMessage',
    values: { count: 3 },
  },
};

export const Destructive: Story = {
  args: {
    destructive: true,
    title: 'ui.story.overlays.paymentFailedTitle',
    message: 'ui.story.overlays.paymentFailedMessage',
  },
};

export const LongArabicText: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.longTitle" />,
    message: <FormattedMessage id="ui.story.overlays.longDescription" />,
    closeLabel: <FormattedMessage id="ui.story.overlays.longAcknowledge" />,
  },
};

export const ClosesWithTheKeyboard: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /show notice|عرض التنبيه/i });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: /notice|تنبيه/i });
    await expect(dialog).toHaveAccessibleDescription(/needs your attention|يحتاج إلى انتباهك/i);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: /^(ok|حسناً)$/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
