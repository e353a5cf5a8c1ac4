import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError, PosUser } from '@dukkan/core';
import { longArabicUser, storyUser } from '../shared/usersStoryData.ts';
import { UserDetailView, type UserDetailViewProps } from './UserDetailView.tsx';

/**
 * The page as the app drives it: the tab in state (the URL in the app), and note changes shown
 * at once and put back when the callback answers with an error (the app's optimisticUpdate).
 */
function LiveDetail(props: UserDetailViewProps) {
  const [tab, setTab] = useState(props.tab);
  const [user, setUser] = useState<PosUser | undefined>(props.user);
  async function optimistic(change: (u: PosUser) => PosUser, send: () => Promise<ApiError | null>) {
    const before = user;
    setUser((current) => (current ? change(current) : current));
    const error = await send();
    if (error) setUser(before);
    return error;
  }
  return (
    <UserDetailView
      {...props}
      user={user}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
      onUpdateNote={(id, draft) =>
        optimistic(
          (u) => ({ ...u, notes: u.notes.map((n) => (n.id === id ? { ...n, ...draft } : n)) }),
          () => props.onUpdateNote(id, draft),
        )
      }
      onDeleteNote={(id) =>
        optimistic(
          (u) => ({ ...u, notes: u.notes.filter((n) => n.id !== id) }),
          () => props.onDeleteNote(id),
        )
      }
    />
  );
}

const refused: ApiError = { kind: 'http', status: 500, message: 'Server error' };
const notesTab = { tab: 'notes' } as const;
const region = () => within(document.body);

const meta = {
  title: 'Dashboard/Users/UserDetailView',
  component: UserDetailView,
  parameters: { layout: 'padded' },
  render: (args) => <LiveDetail {...args} />,
  args: {
    breadcrumbs: [
      { id: 'users', href: '/users', label: <FormattedMessage id="dashboard.nav.users" /> },
      { id: 'user', label: <FormattedMessage id="dashboard.users.detail.crumb" /> },
    ],
    user: storyUser,
    status: 'ready',
    onRetry: fn(),
    tab: 'details',
    onTabChange: fn(),
    canEdit: true,
    onAddNote: fn(async (): Promise<ApiError | null> => null),
    onUpdateNote: fn(async (): Promise<ApiError | null> => null),
    onDeleteNote: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof UserDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Joseph Fernandes');
    await expect(canvas.getAllByText('+971 50 221 4455')[0]).toHaveAttribute('dir', 'ltr');
  },
};

/** Global notes first and marked: one written on this page, one on another staff member's page. */
export const Notes: Story = {
  args: notesTab,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: /^(notes|الملاحظات)$/i })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/global note|ملاحظة عامة/i);
    await expect(items[1]).not.toHaveTextContent(/global note|ملاحظة عامة/i);
  },
};

export const NoNotes: Story = { args: { ...notesTab, user: { ...storyUser, notes: [] } } };

export const Loading: Story = { args: { status: 'loading', user: undefined } };

export const LoadError: Story = {
  args: { status: 'error', user: undefined, error: refused },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Another shop's staff member, or a wrong link: said plainly, without a retry that cannot help. */
export const NotFound: Story = {
  args: { status: 'error', user: undefined, error: { kind: 'http', status: 404, message: 'User not found.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/isn't on this shop's list|غير موجود في قائمة هذا المتجر/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i })).toBeNull();
  },
};

export const LongArabicContent: Story = { args: { ...notesTab, user: longArabicUser } };

export const NarrowPhone: Story = { args: notesTab, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Someone who may only read: the notes without the form, Edit or Delete. */
export const ReadOnly: Story = {
  args: { ...notesTab, canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(edit|تعديل)/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(delete|حذف)/i })).toBeNull();
  },
};

/** An empty note is not sent: "Form incomplete." and the field says why. */
export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  args: notesTab,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await expect(await canvas.findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i)).toBeVisible();
    await expect(args.onAddNote).not.toHaveBeenCalled();
  },
};

export const AddsAGlobalNote: Story = {
  args: notesTab,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: /^(new note|ملاحظة جديدة)/i });
    await userEvent.click(field);
    await userEvent.paste('Stocktake on Sunday at 7 am.');
    await userEvent.click(canvas.getAllByRole('checkbox', { name: /^(global note|ملاحظة عامة)/i })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await waitFor(() => expect(args.onAddNote).toHaveBeenCalled(), { timeout: 5000 });
    await expect(args.onAddNote).toHaveBeenCalledWith({ description: 'Stocktake on Sunday at 7 am.', globalNote: true });
    await expect(await canvas.findByText(/^(note added\.|تمت إضافة الملاحظة\.)$/i)).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''), { timeout: 5000 });
  },
};

/** The edit shows at once, is announced, and focus comes back to the note's Edit button. */
export const EditsANote: Story = {
  args: notesTab,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit note: covers|تعديل الملاحظة: covers)/i }));
    const field = canvas.getByRole('textbox', { name: /^(note|الملاحظة)/i });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.paste('Covers Saturday mornings.');
    await userEvent.click(canvas.getByRole('button', { name: /^(save note|حفظ الملاحظة)$/i }));
    await waitFor(() =>
      expect(args.onUpdateNote).toHaveBeenCalledWith('st-note-1', { description: 'Covers Saturday mornings.', globalNote: false }),
    );
    await expect(await canvas.findByText('Covers Saturday mornings.')).toBeVisible();
    await expect(await canvas.findByText(/^(note saved\.|تم حفظ الملاحظة\.)$/i)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^(edit note: covers sat|تعديل الملاحظة: covers sat)/i })).toHaveFocus());
  },
};

/** A refused edit: the note is put back, the editor opens again with the typed text and the reason. */
export const SaveFailed: Story = {
  args: { ...notesTab, onUpdateNote: fn(async (): Promise<ApiError | null> => refused) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit note: covers|تعديل الملاحظة: covers)/i }));
    const field = canvas.getByRole('textbox', { name: /^(note|الملاحظة)/i });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.paste('Covers Saturday mornings.');
    await userEvent.click(canvas.getByRole('button', { name: /^(save note|حفظ الملاحظة)$/i }));
    await expect(await canvas.findByText(/your change was not saved|لم يُحفظ تعديلك/i)).toBeVisible();
    const reopened = canvas.getByRole('textbox', { name: /^(note|الملاحظة)/i });
    await expect(reopened).toHaveValue('Covers Saturday mornings.');
    await waitFor(() => expect(reopened).toHaveFocus());
  },
};

/** Delete asks first; the note goes, the deletion is announced and focus lands on the Notes heading. */
export const DeletesANoteAfterConfirming: Story = {
  args: notesTab,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete note: trained|حذف الملاحظة: trained)/i }));
    const confirm = await region().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(/delete this note|هل تريد حذف هذه الملاحظة/i);
    await userEvent.click(within(confirm).getByRole('button', { name: /^(delete note|حذف الملاحظة)$/i }));
    await waitFor(() => expect(args.onDeleteNote).toHaveBeenCalledWith('st-note-2'));
    await expect(await canvas.findByText(/^(note deleted\.|تم حذف الملاحظة\.)$/i)).toBeVisible();
    await expect(canvas.queryByText(/trained on the new card terminal/i)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: /^(notes|الملاحظات)$/i })).toHaveFocus());
  },
};

/** A refused deletion brings the note back and says so in an alert. */
export const DeleteFailed: Story = {
  args: { ...notesTab, onDeleteNote: fn(async (): Promise<ApiError | null> => refused) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete note: trained|حذف الملاحظة: trained)/i }));
    const confirm = await region().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(delete note|حذف الملاحظة)$/i }));
    await expect(await canvas.findByText(/the note was not deleted|لم تُحذف الملاحظة/i)).toBeVisible();
    await expect(canvas.getByText(/trained on the new card terminal/i)).toBeVisible();
  },
};

/** Arrow keys move between the tabs in reading order; the tab goes to the caller (the URL). */
export const SwitchesToTheNotesTab: Story = {
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[1]!);
    await expect(args.onTabChange).toHaveBeenCalledWith('notes');
    await expect(tabs[1]).toHaveTextContent(/notes \(3\)|الملاحظات \(3\)/i);
  },
};
