import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { weightLabel } from '@dukkan/core';
import { Stepper, type StepperProps } from './Stepper.tsx';

/** The cart owns the count; the story keeps it in state so the stepper can be driven. */
function Controlled(props: StepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  parameters: { layout: 'centered' },
  args: { value: 2, itemName: 'Fresh milk 1L', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMinimumRemoves: Story = { args: { value: 1, onRemove: fn() } };
export const AtMinimumStops: Story = { args: { value: 1 } };
export const AtMaximum: Story = { args: { value: 5, max: 5 } };
/** §9: weight items count pay_size steps and read as "N G". */
export const Weight: Story = { args: { value: 2, itemName: 'Tomatoes', formatValue: (steps: number) => weightLabel(steps * 250) } };
export const Small: Story = { args: { size: 'sm' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongArabicText: Story = {
  args: { itemName: 'حليب طازج كامل الدسم من مزارع الإمارات، عبوة لتر واحد', value: 12, onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/حليب طازج/);
    await expect(canvas.getByRole('button', { name: /increase|زيادة/i })).toHaveAccessibleName(/حليب طازج/);
  },
};

export const StepsWithArrowKeysAndStopsAtMax: Story = {
  args: { value: 3, max: 5 },
  play: async ({ canvas, args }) => {
    const spin = canvas.getByRole('spinbutton');
    spin.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(spin).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(spin).toHaveAttribute('aria-valuenow', '5');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: /increase|زيادة/i })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}');
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{End}');
    await expect(spin).toHaveAttribute('aria-valuenow', '5');
  },
};

export const StepsWithTheButtons: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /increase quantity of fresh milk|زيادة كمية fresh milk/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /decrease|إنقاص/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('spinbutton')).toHaveTextContent('2');
  },
};

export const RemovesTheLineAtTheMinimum: Story = {
  args: { value: 2, onRemove: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /decrease|إنقاص/i }));
    const remove = canvas.getByRole('button', { name: /remove fresh milk|إزالة fresh milk/i });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const ReadsWeightAsGrams: Story = {
  args: { value: 2, itemName: 'Tomatoes', formatValue: (steps: number) => weightLabel(steps * 250) },
  play: async ({ canvas }) => {
    const spin = canvas.getByRole('spinbutton');
    await expect(spin).toHaveAttribute('aria-valuetext', '500 G');
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    await expect(spin).toHaveAttribute('aria-valuetext', '750 G');
    await expect(spin).toHaveTextContent('750 G');
  },
};

export const IgnoresPressesWhileSaving: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    canvas.getByRole('spinbutton').focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
