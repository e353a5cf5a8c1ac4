import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm } from './schema/SchemaForm.tsx';
import type { SchemaNode } from './schema/types.ts';

/** Every registered input type of the inputs group, bound through the form layer's registry. */
const schema: readonly SchemaNode[] = [
  {
    type: 'select',
    name: 'category',
    label: 'ui.story.form.category',
    rules: 'required',
    options: [
      { value: 'grocery', label: 'ui.story.form.categoryGrocery' },
      { value: 'bakery', label: 'ui.story.form.categoryBakery' },
      { value: 'butcher', label: 'ui.story.form.categoryButcher' },
    ],
  },
  {
    type: 'radio',
    name: 'fulfilment',
    label: 'ui.story.form.fulfilment',
    rules: 'required',
    options: [
      { value: 'delivery', label: 'ui.story.form.fulfilmentDelivery' },
      { value: 'pickup', label: 'ui.story.form.fulfilmentPickup' },
    ],
  },
  { type: 'switch', name: 'open', label: 'ui.story.form.openNow' },
  { type: 'date', name: 'opening_date', label: 'ui.story.form.openingDate', rules: 'required|date_after:2025-01-01' },
  { type: 'time', name: 'opens_at', label: 'ui.story.form.opens', rules: 'required' },
  { type: 'phone', name: 'whatsapp', label: 'ui.story.form.whatsapp', rules: 'required' },
  { type: 'textarea', name: 'notes', label: 'ui.story.form.notes', rules: 'length:0,200', props: { maxCharacters: 200 } },
];

const meta = {
  title: 'UI/Form/InputTypes',
  component: SchemaForm,
  parameters: { layout: 'padded' },
  args: { schema, onSubmit: fn() },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    initialValues: {
      category: 'bakery',
      fulfilment: 'pickup',
      open: true,
      opening_date: '2025-03-15',
      opens_at: '07:30',
      whatsapp: '+971501234567',
      notes: 'Ring the bell at the back door.',
    },
  },
};

/** A blocked submit lists every kind of input, and each link puts focus inside its field. */
export const LinksToEveryKindOfInput: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /save|حفظ/i }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) {
      await userEvent.click(link);
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      await expect(target).not.toBeNull();
      const field = target?.closest('[data-focus-id]') ?? target;
      await expect(field?.contains(document.activeElement)).toBe(true);
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
