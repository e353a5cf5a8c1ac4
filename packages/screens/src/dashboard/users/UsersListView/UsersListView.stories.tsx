import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longArabicStaff, storyStaff } from '../shared/usersStoryData.ts';
import { UsersListView, type UsersListViewProps } from './UsersListView.tsx';

/** The query is controlled, as the app keeps it in the URL: the story keeps it in state and reports each change. */
function ControlledList({ query, onQueryChange, ...props }: UsersListViewProps) {
  const [q, setQ] = useState(query);
  return (
    <UsersListView
      {...props}
      query={q}
      onQueryChange={(next) => {
        setQ(next);
        onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Users/UsersListView',
  component: UsersListView,
  parameters: { layout: 'padded' },
  render: (args) => <ControlledList {...args} />,
  args: {
    breadcrumbs: [{ id: 'users', label: <FormattedMessage id="dashboard.nav.users" /> }],
    users: storyStaff,
    status: 'ready',
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    role: 'all',
    onRoleChange: fn(),
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onClearFilters: fn(),
    canCreate: true,
    onCreate: fn(),
    userHref: (id: string) => `/users/${id}`,
  },
} satisfies Meta<typeof UsersListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = canvasElement.querySelectorAll('[role="table"] a');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('href', '/users/st-user-aisha');
    await expect(links[0]).toHaveTextContent('Aisha Rahman');
    // Phones read left to right in both languages.
    await expect(within(canvasElement).getByText('+971 55 339 0112')).toHaveAttribute('dir', 'ltr');
  },
};

export const Loading: Story = { args: { status: 'loading', users: [] } };

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/no point-of-sale users yet|لا يوجد مستخدمون لنقطة البيع بعد/i)).toBeVisible();
    const adds = canvas.getAllByRole('button', { name: /add a staff member|إضافة موظف/i });
    await userEvent.click(adds[adds.length - 1]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** A search that hides every row keeps the search and offers to clear it. */
export const NoMatches: Story = {
  args: { users: [], query: 'zainab', role: 'kitchen' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('zainab');
    await userEvent.click(canvas.getByRole('button', { name: /clear search and filter|مسح البحث والتصفية/i }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', users: [], error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/couldn't load the staff list|تعذّر تحميل قائمة الموظفين/);
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = { args: { users: longArabicStaff, page: 3, pageCount: 12 } };

export const NarrowPhone: Story = {
  args: { users: storyStaff.slice(0, 3) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Someone who may only read the list: no "Add a staff member". */
export const ReadOnly: Story = {
  args: { canCreate: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /add a staff member|إضافة موظف/i })).toBeNull();
  },
};

export const SearchesByNamePhoneOrEmail: Story = {
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search')).getByRole('searchbox', { name: /search staff|البحث في الموظفين/i });
    await userEvent.type(search, '055');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('055');
  },
};

export const FiltersByRole: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /role|الدور/i }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: /^(kitchen|المطبخ)$/i }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('kitchen');
  },
};

export const OpensTheAddDialogAndOtherPages: Story = {
  args: { pageCount: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /add a staff member|إضافة موظف/i }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /^(page 2|الصفحة 2)$/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
