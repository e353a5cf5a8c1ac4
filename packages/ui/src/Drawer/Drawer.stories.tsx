import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Drawer, type DrawerProps } from './Drawer.tsx';

function DrawerDemo({ isOpen, onOpenChange, ...props }: DrawerProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="ui.story.overlays.filterOrders" />
      </Button>
      <Drawer
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

const filters = (
  <>
    <TextField label={<FormattedMessage id="ui.story.overlays.customerName" />} />
    <TextField label={<FormattedMessage id="ui.story.overlays.orderNumber" />} dir="ltr" inputMode="numeric" />
  </>
);

function footer(close: () => void) {
  return (
    <>
      <Button variant="ghost" onClick={close}>
        <FormattedMessage id="ui.story.overlays.clearFilters" />
      </Button>
      <Button onClick={close}>
        <FormattedMessage id="ui.story.overlays.applyFilters" />
      </Button>
    </>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  parameters: { layout: 'centered' },
  render: (args) => <DrawerDemo {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: <FormattedMessage id="ui.story.overlays.filterOrders" />,
    children: filters,
    footer,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { isOpen: false } };
export const FromTheStartSide: Story = { args: { placement: 'start' } };
export const WithDescription: Story = { args: { description: <FormattedMessage id="ui.story.overlays.filterHelp" /> } };
export const Empty: Story = { args: { children: undefined, footer: undefined } };
export const LongContent: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.termsTitle" />,
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>
        <FormattedMessage id="ui.story.overlays.termsParagraph" />
      </p>
    )),
  },
};
export const LongArabicText: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.longTitle" />,
    description: <FormattedMessage id="ui.story.overlays.longDescription" />,
  },
};

/** Right edge in English, left edge in Arabic. */
export const SlidesInFromTheInlineEnd: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const panel = dialog.parentElement as HTMLElement;
    const rtl = document.documentElement.dir === 'rtl';
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      return expect(rtl ? box.left : document.documentElement.clientWidth - box.right).toBeCloseTo(0, 0);
    });
  },
};

export const TrapsFocusAndClosesOnEscape: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /filter orders|تصفية الطلبات/i });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: /filter orders|تصفية الطلبات/i });
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
