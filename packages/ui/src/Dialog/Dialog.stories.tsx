import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';

/** A trigger button and the dialog it controls; `isOpen` is the initial state. */
function DialogDemo({ isOpen, onOpenChange, ...props }: DialogProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="ui.story.overlays.dialogTrigger" />
      </Button>
      <Dialog
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const zoneForm = <TextField label={<FormattedMessage id="ui.story.overlays.zoneName" />} defaultValue="Al Barsha" />;

function footer(close: () => void) {
  return (
    <>
      <Button variant="secondary" onClick={close}>
        <FormattedMessage id="ui.story.overlays.cancel" />
      </Button>
      <Button onClick={close}>
        <FormattedMessage id="ui.story.overlays.save" />
      </Button>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: { layout: 'centered' },
  render: (args) => <DialogDemo {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: <FormattedMessage id="ui.story.overlays.dialogTrigger" />,
    description: <FormattedMessage id="ui.story.overlays.dialogDescription" />,
    children: zoneForm,
    footer,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { isOpen: false } };
export const Small: Story = { args: { size: 'sm', children: undefined } };
export const Large: Story = { args: { size: 'lg' } };
export const WithoutDescription: Story = { args: { description: undefined } };
export const NotDismissable: Story = { args: { isDismissable: false } };

/** Forty paragraphs: the body scrolls (and takes focus to scroll by keyboard); title and actions stay. */
export const LongContent: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.termsTitle" />,
    description: undefined,
    children: Array.from({ length: 40 }, (_, i) => (
      <p key={i}>
        <FormattedMessage id="ui.story.overlays.termsParagraph" />
      </p>
    )),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector('[data-scrollable]') as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const LongArabicText: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.longTitle" />,
    description: <FormattedMessage id="ui.story.overlays.longDescription" />,
  },
};

/** md and lg dialogs fill a phone screen. */
export const FullscreenOnPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const panel = dialog.parentElement as HTMLElement;
    const scrim = panel.parentElement as HTMLElement;
    // offsetWidth ignores the entry animation's scale.
    await expect(panel.offsetWidth).toBe(scrim.clientWidth);
    await expect(panel.offsetHeight).toBe(scrim.clientHeight);
  },
};

export const TrapsFocusAndClosesOnEscape: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /edit delivery zone|تعديل منطقة التوصيل/i }));
    const dialog = await screen.findByRole('dialog', { name: /edit delivery zone|تعديل منطقة التوصيل/i });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Five tab stops inside (close, field, cancel, save, back to close): focus never leaves.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ReturnsFocusToTheTrigger: Story = {
  args: { isOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /edit delivery zone|تعديل منطقة التوصيل/i });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const close = await screen.findByRole('button', { name: /close|إغلاق/i });
    await expect(dialog).toContainElement(close);
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

async function clickTheScrim() {
  const dialog = await screen.findByRole('dialog');
  const scrim = dialog.parentElement?.parentElement as HTMLElement;
  await userEvent.pointer({ keys: '[MouseLeft]', target: scrim, coords: { clientX: 2, clientY: 2 } });
}

export const ClosesOnAnOutsideClick: Story = {
  play: async ({ args }) => {
    await clickTheScrim();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const StaysOpenOnAnOutsideClickWhenNotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ args }) => {
    await clickTheScrim();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The page behind does not scroll while the dialog is open, and does again once it closes. */
export const LocksThePageScroll: Story = {
  play: async () => {
    await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(document.documentElement).overflow).toBe('hidden'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};
