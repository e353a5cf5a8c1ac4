import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SEARCH_MAX_LENGTH, SearchBox, type SearchBoxProps } from './SearchBox.tsx';

/** The app keeps the value (the header's container); the story plays that part. */
function Controlled(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** The box has no data of its own: no Loading, Empty or LoadError state (the search page has them). */
const meta = {
  title: 'Storefront/Search/SearchBox',
  component: SearchBox,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = /^(search products|ابحث عن المنتجات)$/i;

export const Default: Story = {};
export const Filled: Story = { args: { value: 'أجنحة دجاج' } };
export const LongArabicQuery: Story = { args: { value: 'لحم ضأن باكستاني مقطع للكاري مع عظم طازج يوميًا من المزرعة' } };
export const NarrowPhone: Story = {
  args: { value: 'Chicken wings' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const SearchesWithTheEnterKey: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: /^(products|المنتجات)$/i })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: field });
    await userEvent.type(box, 'اجنحه');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('اجنحه'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('اجنحه');
  },
};

export const SearchesWithTheButton: Story = {
  args: { value: 'milk' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(search|بحث)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith('milk');
  },
};

export const KeepsAQueryShort: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: field });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(SEARCH_MAX_LENGTH + 20));
    await expect(box).toHaveValue('x'.repeat(SEARCH_MAX_LENGTH));
  },
};
