import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { BinIcon, ClearIcon, PlusIcon } from '../Icon/icons-inputs.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  parameters: { layout: 'centered' },
  args: {
    onClick: fn(),
    icon: <PlusIcon />,
    label: <FormattedMessage id="ui.story.inputs.addItem" values={{ name: 'Fresh milk 1L' }} />,
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', shape: 'round' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = {
  args: {
    variant: 'danger',
    icon: <BinIcon />,
    label: <FormattedMessage id="ui.story.inputs.removeItem" values={{ name: 'Fresh milk 1L' }} />,
  },
};
export const Small: Story = { args: { size: 'sm', icon: <ClearIcon />, label: <FormattedMessage id="ui.story.inputs.close" /> } };
export const Large: Story = { args: { size: 'lg', variant: 'primary' } };
export const Loading: Story = { args: { loading: true, variant: 'primary' } };
export const Disabled: Story = { args: { disabled: true, variant: 'primary' } };
export const LongArabicText: Story = {
  args: {
    label: <FormattedMessage id="ui.story.inputs.addItem" values={{ name: 'حليب طازج كامل الدسم من مزارع الإمارات، عبوة لتر واحد' }} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/حليب طازج كامل الدسم/);
  },
};

export const IsNamedByItsLabel: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /add fresh milk|أضف fresh milk/i });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const IgnoresClicksWhileDisabledOrLoading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
