import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyLabels } from '../labelsStoryData.ts';
import { CustomerLabels, type CustomerLabelsProps } from './CustomerLabels.tsx';

/** As the route holds it: the ticked labels change at once, and are put back when the call is refused. */
function Stateful(props: CustomerLabelsProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <CustomerLabels
      {...props}
      selected={selected}
      onToggle={async (id, assign) => {
        const before = selected;
        setSelected(assign ? [...before, id] : before.filter((l) => l !== id));
        const error = await props.onToggle(id, assign);
        if (error) setSelected(before);
        return error;
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Customers/Labels/CustomerLabels',
  component: CustomerLabels,
  render: (args) => <Stateful {...args} />,
  args: {
    customerName: 'Fatima Al Mansoori',
    labels: storyLabels,
    selected: ['label-1'],
    canEdit: true,
    onToggle: fn(async (): Promise<ApiError | null> => null),
    labelsHref: '/customers/labels',
  },
} satisfies Meta<typeof CustomerLabels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tick and untick: each change is sent at once, by keyboard too. */
export const Assign: Story = {
  play: async ({ canvas, args }) => {
    const wholesale = canvas.getByRole('checkbox', { name: 'Wholesale' });
    await userEvent.click(wholesale);
    await expect(args.onToggle).toHaveBeenCalledWith('label-2', true);
    await waitFor(() => expect(wholesale).toBeChecked());
    const vip = canvas.getByRole('checkbox', { name: 'VIP' });
    vip.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('label-1', false);
    await waitFor(() => expect(vip).not.toBeChecked());
  },
};

/** Refused: the tick goes back and an alert names the label and the customer. */
export const Refused: Story = {
  args: { onToggle: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async ({ canvas }) => {
    const family = canvas.getByRole('checkbox', { name: 'عائلة' });
    await userEvent.click(family);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/(could not be given to|تعذّر منح)/i));
    await expect(alert).toHaveTextContent(/(no connection|لا يوجد اتصال)/i);
    await expect(family).not.toBeChecked();
  },
};

/** Someone who may only read sees the chips the customer carries. */
export const ReadOnly: Story = {
  args: { canEdit: false, selected: ['label-1', 'label-6'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByText('عائلة')).toBeVisible();
  },
};

/** The shop's labels did not load: said, with a retry; while they load, a placeholder. */
export const LabelsLoadError: Story = {
  args: { labels: undefined, labelsFailed: true, onLabelsRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onLabelsRetry).toHaveBeenCalled();
  },
};
