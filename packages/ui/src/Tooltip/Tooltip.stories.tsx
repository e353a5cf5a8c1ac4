import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button, type ButtonProps } from '../Button/index.ts';
import { EditIcon } from '../Icon/icons-overlays.tsx';
import { Tooltip, type TooltipProps } from './Tooltip.tsx';

/** An icon-only button: it forwards its ref and props, as a tooltip's trigger must. */
const EditButton = forwardRef<HTMLButtonElement, Omit<ButtonProps, 'children'>>(function EditButton(props, ref) {
  const intl = useIntl();
  return (
    <Button ref={ref} variant="secondary" aria-label={intl.formatMessage({ id: 'ui.story.overlays.menuEdit' })} {...props}>
      <EditIcon />
    </Button>
  );
});

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: <FormattedMessage id="ui.story.overlays.tooltipEdit" />,
    children: <EditButton />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultOpen: true } };
export const Closed: Story = {};
export const OnATextButton: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: <FormattedMessage id="ui.story.overlays.tooltipSave" />,
    children: (
      <Button>
        <FormattedMessage id="ui.story.overlays.save" />
      </Button>
    ),
  },
};
export const AtTheStart: Story = { args: { defaultOpen: true, placement: 'start' } };
export const AtTheEnd: Story = { args: { defaultOpen: true, placement: 'end' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongArabicText: Story = {
  args: { defaultOpen: true, content: <FormattedMessage id="ui.story.overlays.longDescription" /> },
};

export const ShowsTheTooltipOnFocus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /edit order|تعديل الطلب/i });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/change items|تغيير المنتجات/i);
    await expect(button).toHaveAccessibleDescription(/change items|تغيير المنتجات/i);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const ShowsTheTooltipOnHover: Story = {
  args: { delay: 100 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /edit order|تعديل الطلب/i });
    // react-aria opens on hover only in pointer modality; an earlier story may have left it on keyboard.
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await screen.findByRole('tooltip');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** `end` is to the right of the button in English and to its left in Arabic. */
export const PlacesEndOnTheReadingSide: Story = {
  args: { defaultOpen: true, placement: 'end' } satisfies Partial<TooltipProps>,
  play: async ({ canvas }) => {
    const rtl = document.documentElement.dir === 'rtl';
    const button = canvas.getByRole('button').getBoundingClientRect();
    const tooltip = (await screen.findByRole('tooltip')).getBoundingClientRect();
    if (rtl) await expect(tooltip.right).toBeLessThanOrEqual(button.left);
    else await expect(tooltip.left).toBeGreaterThanOrEqual(button.right);
  },
};
