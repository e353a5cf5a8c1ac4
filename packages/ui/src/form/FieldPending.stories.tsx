import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect } from 'storybook/test';
import { FieldPending } from './FieldPending.tsx';

/**
 * What a field of a lazily loaded input type (date, time, select, combobox, switch, text area,
 * code boxes, bilingual pair) shows while its code arrives: its label and an input-sized box.
 */
const meta = {
  title: 'UI/Form/FieldPending',
  component: FieldPending,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="storefront.cart.schedule.day" /> },
} satisfies Meta<typeof FieldPending>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[aria-busy="true"]');
    await expect(box).not.toBeNull();
    await expect(box?.textContent).not.toBe('');
  },
};
