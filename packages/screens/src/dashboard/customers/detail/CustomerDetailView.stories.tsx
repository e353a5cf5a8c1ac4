import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longCustomers, storyAddresses, storyDetail, storyFilterOptions, storyOrders } from '../list/customersStoryData.ts';
import { CustomerDetailView, type CustomerDetailViewProps } from './CustomerDetailView.tsx';
import type { CustomerDetailData } from './types.ts';

/** The page as the app drives it: the tab in state (the URL in the app), notes kept as the cache would keep them. */
function LiveDetail(props: CustomerDetailViewProps) {
  const [tab, setTab] = useState(props.tab);
  const [customer, setCustomer] = useState<CustomerDetailData | undefined>(props.customer);
  const [serial, setSerial] = useState(10);
  return (
    <CustomerDetailView
      {...props}
      customer={customer}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
      onAddNote={async (text) => {
        const error = await props.onAddNote(text);
        if (!error) {
          setSerial((n) => n + 1);
          setCustomer((c) =>
            c ? { ...c, notes: [...c.notes, { id: `note-${serial}`, text, createdAt: '2026-11-25T10:00:00.000Z' }] } : c,
          );
        }
        return error;
      }}
      onDeleteNote={async (id) => {
        const error = await props.onDeleteNote(id);
        if (!error) setCustomer((c) => (c ? { ...c, notes: c.notes.filter((n) => n.id !== id) } : c));
        return error;
      }}
    />
  );
}

const body = () => within(document.body);

const meta = {
  title: 'Dashboard/Customers/Detail/CustomerDetailView',
  component: CustomerDetailView,
  parameters: { layout: 'padded' },
  render: (args) => <LiveDetail {...args} />,
  args: {
    breadcrumbs: [
      { id: 'customers', label: <FormattedMessage id="dashboard.customers.list.crumb" />, href: '/customers' },
      { id: 'customer', label: <FormattedMessage id="dashboard.customers.detail.crumb" /> },
    ],
    customer: storyDetail,
    status: 'ready',
    onRetry: fn(),
    tab: 'profile',
    onTabChange: fn(),
    options: storyFilterOptions,
    addresses: storyAddresses,
    addressesStatus: 'ready',
    onAddressesRetry: fn(),
    orders: storyOrders,
    ordersStatus: 'ready',
    onOrdersRetry: fn(),
    orderHref: (id: string) => `/orders/${id}`,
    canEdit: true,
    onEdit: fn(),
    onDelete: fn(async (): Promise<ApiError | null> => null),
    onAddNote: fn(async (): Promise<ApiError | null> => null),
    onEditNote: fn(async (): Promise<ApiError | null> => null),
    onDeleteNote: fn(async (): Promise<ApiError | null> => null),
    onAddAddress: fn(async (): Promise<ApiError | null> => null),
    onDeleteAddress: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof CustomerDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Omar Haddad');
    // The phone and the money are isolated, so they read the same in Arabic.
    const phones = canvas.getAllByText('+971 50 123 4567');
    await expect(phones[0]).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(/314\.50|٣١٤٫٥٠|314٫50/)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', customer: undefined } };

export const LoadError: Story = {
  args: { status: 'error', customer: undefined, error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { status: 'error', customer: undefined, error: { kind: 'http', status: 404, message: 'Not found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not in your shop|ليس في متجرك/i)).toBeVisible();
    await expect(within(canvas.getByRole('alert')).queryByRole('button')).toBeNull();
  },
};

/** A customer with nothing yet: no notes, addresses or orders. */
export const Empty: Story = {
  args: {
    customer: { ...storyDetail, notes: [], orderCount: 0, totalSpent: 0 as never, email: undefined, labels: [], tags: [] },
    addresses: [],
    orders: [],
    tab: 'notes',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(no notes yet|لا توجد ملاحظات بعد)$/i)).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    customer: {
      ...storyDetail,
      ...longCustomers[0]!,
      notes: [
        ...storyDetail.notes,
        {
          id: 'note-long',
          text: 'يطلب خروفاً كاملاً للمجلس كل يوم جمعة، مع التوصيل قبل صلاة الجمعة بساعتين على الأقل. '.repeat(4),
          createdAt: '2026-11-10T10:00:00.000Z',
        },
      ],
      orderCount: 1280,
      totalSpent: 12345678 as never,
    },
  },
};

export const AddressesTab: Story = {
  args: { tab: 'addresses' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /^(home|المنزل)$|^Home/ })).toBeVisible();
    await expect(canvas.getByText(/^(primary|الرئيسي)$/i)).toBeVisible();
  },
};

export const OrdersTab: Story = {
  args: { tab: 'orders' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '1042' });
    await expect(link).toHaveAttribute('href', '/orders/ord-1');
  },
};

export const OrdersFailedToLoad: Story = {
  args: { tab: 'orders', orders: [], ordersStatus: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button'));
    await expect(args.onOrdersRetry).toHaveBeenCalledOnce();
  },
};

export const AddsANote: Story = {
  args: { tab: 'notes' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /^(note|الملاحظة)/i }));
    await userEvent.paste('Allergic to nuts.');
    await userEvent.click(canvas.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await waitFor(() => expect(args.onAddNote).toHaveBeenCalledWith('Allergic to nuts.'));
    await expect(await canvas.findByText('Allergic to nuts.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((s) => /note added|تمت إضافة الملاحظة/i.test(s.textContent ?? ''))).toBe(true),
    );
  },
};

/** Deleting a note asks first, quoting it. */
export const DeletesANoteAfterConfirming: Story = {
  args: { tab: 'notes' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(delete the note|حذف الملاحظة).*prefers delivery after 6 pm/i }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/prefers delivery after 6 pm/i);
    await expect(args.onDeleteNote).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(delete|حذف)$/i }));
    await waitFor(() => expect(args.onDeleteNote).toHaveBeenCalledWith('note-1'));
  },
};

/** Deleting the customer asks first and names them. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete|حذف)$/i }));
    const dialog = await body().findByRole('alertdialog', { name: /omar haddad/i });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(delete customer|حذف العميل)$/i }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
  },
};

/** Read-only: no edit, delete, add or note buttons. */
export const ReadOnly: Story = {
  args: { canEdit: false, tab: 'notes' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(edit|تعديل)$/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(add note|إضافة الملاحظة)$/i })).toBeNull();
  },
};
