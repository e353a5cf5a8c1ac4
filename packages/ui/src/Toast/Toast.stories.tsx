import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { createToastQueue, type ToastMessage, type ToastShowOptions } from './createToastQueue.ts';
import { ToastRegion } from './ToastRegion.tsx';

const saved: ToastMessage = {
  tone: 'success',
  title: <FormattedMessage id="ui.story.overlays.toastSaved" />,
  description: <FormattedMessage id="ui.story.overlays.toastSavedDetail" />,
};
const failed: ToastMessage = {
  tone: 'error',
  title: <FormattedMessage id="ui.story.overlays.toastFailed" />,
  description: <FormattedMessage id="ui.story.overlays.toastFailedDetail" />,
};
const synced: ToastMessage = { tone: 'info', title: <FormattedMessage id="ui.story.overlays.toastSynced" /> };
const long: ToastMessage = {
  tone: 'info',
  title: <FormattedMessage id="ui.story.overlays.longTitle" />,
  description: <FormattedMessage id="ui.story.overlays.longDescription" />,
};

interface DemoProps {
  /** Toasts shown when the story opens (kept until closed). */
  initial: readonly ToastMessage[];
  /** What the button shows, and for how long. */
  toast: ToastMessage;
  timeout?: number | null;
  onAction: () => void;
  onClose: () => void;
}

/** Its own queue per story: no toast leaks from one story into the next. */
function ToastDemo({ initial, toast, timeout, onAction, onClose }: DemoProps) {
  const [queue] = useState(() => {
    const created = createToastQueue();
    for (const message of initial) created.add(message, { timeout: null });
    return created;
  });
  const options: ToastShowOptions = { onClose };
  if (timeout !== undefined) options.timeout = timeout;
  const withAction = toast.action ? { ...toast, action: { ...toast.action, onAction } } : toast;
  return (
    <>
      <Button onClick={() => queue.add(withAction, options)}>
        <FormattedMessage id="ui.story.overlays.save" />
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const undo = { label: <FormattedMessage id="ui.story.overlays.undo" />, onAction: () => {} };

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  parameters: { layout: 'centered' },
  args: { initial: [], toast: saved, onAction: fn(), onClose: fn() },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Success: Story = { args: { initial: [saved] } };
export const Failure: Story = { args: { initial: [failed] } };
export const Info: Story = { args: { initial: [synced] } };
export const WithAction: Story = { args: { initial: [{ ...saved, action: undo }] } };
export const Stacked: Story = { args: { initial: [synced, saved, failed] } };
export const LongArabicText: Story = { args: { initial: [{ ...long, action: undo }] } };

export const AnnouncesAToastAndDismissesIt: Story = {
  args: { timeout: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i }));
    const region = await screen.findByRole('region', { name: /notifications|الإشعارات/i });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent(/changes saved|تم حفظ التغييرات/i);
    await userEvent.click(within(region).getByRole('button', { name: /close|إغلاق/i }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /notifications|الإشعارات/i })).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const AnnouncesErrorsAsAlerts: Story = {
  args: { toast: failed },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i }));
    const region = await screen.findByRole('region', { name: /notifications|الإشعارات/i });
    await expect(within(region).getByRole('alert')).toHaveTextContent(/couldn't save|تعذّر حفظ/i);
  },
};

export const RunsTheActionAndCloses: Story = {
  args: { toast: { ...saved, action: undo } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i }));
    const region = await screen.findByRole('region', { name: /notifications|الإشعارات/i });
    await userEvent.click(within(region).getByRole('button', { name: /undo|تراجع/i }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('region', { name: /notifications|الإشعارات/i })).not.toBeInTheDocument());
  },
};

/** A short timeout for the test: the toast waits while hovered and leaves after the pointer does. */
export const PausesWhileHoveredThenDismissesItself: Story = {
  args: { timeout: 600 },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i });
    await userEvent.click(save);
    const region = await screen.findByRole('region', { name: /notifications|الإشعارات/i });
    await userEvent.hover(within(region).getByRole('status'));
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(within(region).getByRole('status')).toBeInTheDocument();
    await userEvent.unhover(within(region).getByRole('status'));
    await userEvent.hover(save);
    await waitFor(() => expect(screen.queryByRole('region', { name: /notifications|الإشعارات/i })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Keyboard users get the same pause: focus inside the toasts holds the timer. */
export const PausesWhileFocused: Story = {
  args: { timeout: 600 },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i });
    await userEvent.click(save);
    const region = await screen.findByRole('region', { name: /notifications|الإشعارات/i });
    await userEvent.tab();
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(within(region).getByRole('status')).toBeInTheDocument();
  },
};
