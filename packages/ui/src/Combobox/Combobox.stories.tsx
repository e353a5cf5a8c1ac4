import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Combobox, type ComboboxOption } from './Combobox.tsx';

const areas: ComboboxOption[] = [
  { id: 'jlt', label: 'Jumeirah Lake Towers' },
  { id: 'jbr', label: 'Jumeirah Beach Residence' },
  { id: 'marina', label: 'Dubai Marina' },
  { id: 'deira', label: 'Deira' },
  { id: 'karama', label: 'Al Karama' },
  { id: 'qusais', label: 'Al Qusais', disabled: true },
  { id: 'nahda', label: 'Al Nahda' },
];

const arabicAreas: ComboboxOption[] = [
  { id: 'abuhail', label: 'أبو هيل' },
  { id: 'rashidiya', label: 'الراشدية' },
  { id: 'madrasa', label: 'منطقة المدرسة' },
  { id: 'long', label: 'مجمع دبي للاستثمار الأول، بجانب محطة المترو والحديقة العامة ومركز التسوق الكبير' },
  { id: 'long-en', label: 'International City, England Cluster, building K-12, behind the Dragon Mart car park' },
];

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.area" />, options: areas, onChange: fn(), onInputChange: fn() },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'marina', description: <FormattedMessage id="ui.story.inputs.areaHelp" /> } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { required: true, error: <FormattedMessage id="ui.story.inputs.areaRequired" /> } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'deira' } };
export const Loading: Story = { args: { loading: true, filtered: true, options: [], defaultInputValue: 'Jum' } };
export const LongArabicText: Story = { args: { options: arabicAreas, defaultValue: 'long' } };

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Marina');
    await expect(await screen.findByText(/no results|لا توجد نتائج/i)).toBeVisible();
  },
};

export const FiltersAsYouType: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'jumeirah');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(2));
    await expect(screen.getByRole('option', { name: 'Jumeirah Lake Towers' })).toBeVisible();
  },
};

export const MatchesArabicWithoutHamzaOrTaaMarbuta: Story = {
  args: { options: arabicAreas },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'ابو');
    await expect(await screen.findByRole('option', { name: 'أبو هيل' })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'المدرسه');
    await expect(await screen.findByRole('option', { name: 'منطقة المدرسة' })).toBeVisible();
  },
};

export const SelectsAnOptionWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('al');
    await screen.findByRole('listbox');
    // Al Karama, (Al Qusais is disabled), Al Nahda.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('nahda');
    await expect(input).toHaveValue('Al Nahda');
  },
};

export const ShowsNoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Zzz');
    await expect(await screen.findByText(/no results for|لا توجد نتائج لـ/i)).toHaveTextContent('Zzz');
  },
};

export const ClearsTheText: Story = {
  args: { defaultValue: 'deira' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveValue('Deira');
    await userEvent.click(canvas.getByRole('button', { name: /clear|مسح/i }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** The caller searches (a server in the app), showing loading until the results arrive. */
function ServerSearch(props: Parameters<typeof Combobox>[0]) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!query) return undefined;
    const timer = setTimeout(() => {
      setResults(areas.filter((a) => a.label.toLowerCase().includes(query.toLowerCase())));
      setLoading(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <Combobox
      {...props}
      filtered
      options={query ? results : []}
      loading={loading}
      onInputChange={(text) => {
        setQuery(text);
        setLoading(text !== '');
      }}
    />
  );
}

export const LoadsResultsAsync: Story = {
  render: (args) => <ServerSearch {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'deira');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/loading|جارٍ/i));
    await expect(await screen.findByRole('option', { name: 'Deira' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
  },
};
