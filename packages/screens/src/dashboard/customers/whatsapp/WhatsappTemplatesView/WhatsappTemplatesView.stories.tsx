import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WhatsappTemplateFilterState } from '../types.ts';
import { storyLongTemplate, storyWhatsappTemplates } from '../whatsappStoryData.ts';
import { WhatsappTemplatesView, type WhatsappTemplatesViewProps } from './WhatsappTemplatesView.tsx';

const NO_FILTERS: WhatsappTemplateFilterState = { status: null, lang: null };

/** The filters are controlled (the app keeps them in the URL): the story filters as the server does. */
function Controlled({ templates, filters, onFiltersChange, ...props }: WhatsappTemplatesViewProps) {
  const [f, setF] = useState(filters);
  return (
    <WhatsappTemplatesView
      {...props}
      templates={templates.filter((t) => (!f.status || t.status === f.status) && (!f.lang || t.lang === f.lang))}
      filters={f}
      onFiltersChange={(patch) => {
        setF((current) => ({ ...current, ...patch }));
        onFiltersChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Customers/WhatsApp/WhatsappTemplatesView',
  component: WhatsappTemplatesView,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Controlled {...args} />,
  args: {
    templates: storyWhatsappTemplates,
    status: 'ready',
    onRetry: fn(),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    canEdit: true,
    onAdd: fn(),
    onDelete: fn(),
    customersHref: '/customers',
  },
} satisfies Meta<typeof WhatsappTemplatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every template with its status in words; pending and rejected ones say why they cannot be sent. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: /^(whatsapp templates|قوالب واتساب)$/i });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.getAllByText(/^(waiting for review|قيد المراجعة)$/i)[0]).toBeVisible();
    await expect(canvas.getAllByText(/^(rejected|مرفوض)$/i)[0]).toBeVisible();
    // The Arabic template's bubble reads right to left, the English one left to right, on either page.
    const bubbles = canvas.getAllByTestId('whatsapp-bubble');
    await expect(bubbles[0]).toHaveAttribute('dir', 'ltr');
    await expect(bubbles[1]).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: /^(customers list|قائمة العملاء)$/i })).toHaveAttribute('href', '/customers');
  },
};
export const Loading: Story = { args: { status: 'loading', templates: [] } };
export const Empty: Story = { args: { templates: [] } };
export const EmptyReadOnly: Story = { args: { templates: [], canEdit: false } };
export const LoadError: Story = {
  args: { status: 'error', templates: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongContent: Story = { args: { templates: [storyLongTemplate, ...storyWhatsappTemplates] } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(new template|قالب جديد)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(delete the template|حذف القالب)/i })).toHaveLength(0);
  },
};

/** Delete names its template and language, so a screen reader user knows which one goes. */
export const DeleteNamesItsTemplate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete the template|حذف القالب) order_ready \((arabic|العربية)\)$/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyWhatsappTemplates[1]);
  },
};

/** The status filter: only the pending template stays; "Clear filters" on no match brings all back. */
export const FiltersByStatusAndLanguage: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /(status|الحالة)$/i }));
    await userEvent.click(await body.findByRole('option', { name: /^(waiting for review|قيد المراجعة)$/i }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'pending' });
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: /(language|اللغة)$/i }));
    await userEvent.click(await body.findByRole('option', { name: /^(english|الإنجليزية)$/i }));
    await expect(await canvas.findByText(/^(no template matches|لا قالب يطابق)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(clear filters|مسح عوامل التصفية)$/i }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5));
  },
};
