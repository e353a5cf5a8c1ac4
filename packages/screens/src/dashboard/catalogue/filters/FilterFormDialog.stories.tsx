import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { FilterFormDialog } from './FilterFormDialog.tsx';
import { storyFilters } from './filtersStoryData.ts';

const dialog = async () => within(await within(document.body).findByRole('dialog'));

const names = {
  name: /^(name \(english\)|الاسم \(بالإنجليزية\))/i,
  arabic: /^(name \(arabic\)|الاسم \(بالعربية\))/i,
  rule: /^(rule|القاعدة)/i,
  priority: /^(priority|الأولوية)/i,
  add: /^(add filter|أضف الفلتر)$/i,
  save: /^(save changes|احفظ التغييرات)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Catalogue/Filters/FilterFormDialog',
  component: FilterFormDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof FilterFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async () => {
    await dialog();
  },
};

export const Edit: Story = {
  args: { filter: storyFilters[2] },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('textbox', { name: names.rule })).toHaveValue('tag:sugar_free');
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await dialog();
  },
};

/** A rule without its kind and a priority past 1,000 are refused on their fields; nothing is sent. */
export const Validates: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await put(d.getByRole('textbox', { name: names.name }), 'Halal');
    await put(d.getByRole('textbox', { name: names.rule }), 'halal');
    await userEvent.clear(d.getByRole('textbox', { name: names.priority }));
    await put(d.getByRole('textbox', { name: names.priority }), '٢٠٠٠');
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await waitFor(() => expect(d.getByRole('textbox', { name: names.rule })).toHaveAttribute('aria-invalid', 'true'));
    await expect(d.getAllByText(/write the rule as kind:value|اكتب القاعدة بصيغة/i)[0]).toBeVisible();
    await expect(d.getAllByText(/whole number from 0 to 1,000|عددًا صحيحًا من 0 إلى 1,000/i)[0]).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Both names, a rule, a priority typed in Arabic-Indic digits: what is sent is read exactly. */
export const AddsAFilter: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await put(d.getByRole('textbox', { name: names.name }), 'Halal');
    await put(d.getByRole('textbox', { name: names.arabic }), 'حلال');
    await put(d.getByRole('textbox', { name: names.rule }), 'tag:halal');
    await userEvent.clear(d.getByRole('textbox', { name: names.priority }));
    await put(d.getByRole('textbox', { name: names.priority }), '٤٥');
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Halal',
        nameAr: 'حلال',
        rule: 'tag:halal',
        level: 1,
        priority: 45,
        enabled: true,
      }),
    );
  },
};

/** The server refuses: the reason shows at the top and everything typed stays. */
export const Refused: Story = {
  args: {
    filter: storyFilters[0],
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 500, message: 'boom', code: 'server_error' })),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: names.save }));
    await expect(await d.findByText(/the server did not accept the change|لم يقبل الخادم التغيير/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: names.name })).toHaveValue('Organic');
  },
};
