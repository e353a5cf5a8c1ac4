import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGlobalNotes, storyLongGlobalNotes } from '../notesStoryData.ts';
import { GlobalNotesView } from './GlobalNotesView.tsx';

const meta = {
  title: 'Dashboard/Customers/Notes/GlobalNotesView',
  component: GlobalNotesView,
  parameters: { layout: 'fullscreen' },
  args: {
    notes: storyGlobalNotes,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof GlobalNotesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = /^(the shop's notes, newest first|ملاحظات المتجر، الأحدث أولاً)$/i;

/** Newest first; an Arabic note reads right to left on the English page; Edit and Delete name the note. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: LIST }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Gift wrapping on request');
    await expect(within(rows[1]!).getByText('لا توصيل بعد الساعة 11 مساءً يوم الجمعة')).toHaveAttribute('dir', 'auto');
    await userEvent.click(list.getByRole('button', { name: /^(edit the note|تعديل الملاحظة): dates from al ain arrive on tuesdays$/i }));
    await expect(args.onEdit).toHaveBeenCalledWith({ id: 'gnote-3', title: 'Dates from Al Ain arrive on Tuesdays' });
    await userEvent.click(
      list.getByRole('button', { name: /^(delete the note|حذف الملاحظة): gift wrapping on request, free above 200…$/i }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'gnote-9' }));
  },
};

export const LongContent: Story = {
  args: { notes: storyLongGlobalNotes },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Someone who may only read: no add, edit or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(new note|ملاحظة جديدة)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(edit the note|تعديل الملاحظة)/i })).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(no notes yet|لا ملاحظات بعد)$/i)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', notes: [] } };

export const LoadError: Story = {
  args: { status: 'error', notes: [], error: { kind: 'http', status: 500, message: 'boom' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(the reminders could not be loaded\.|تعذّر تحميل التذكيرات\.)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
