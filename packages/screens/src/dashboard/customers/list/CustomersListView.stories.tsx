import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { foldForSearch, type ApiError } from '@dukkan/core';
import { fiveThousandCustomers, longCustomers, storyCustomers, storyFilterOptions } from './customersStoryData.ts';
import { CustomersListView, type CustomersListViewProps } from './CustomersListView.tsx';
import { NO_CUSTOMER_FILTERS, type CustomerListFilterState, type CustomerListRow } from './types.ts';

/** What the server does with the search and filters (GET /customer/list), for the stories: digits or a folded name. */
function matches(customer: CustomerListRow, query: string, filters: CustomerListFilterState): boolean {
  const folded = foldForSearch(query);
  const digits = folded.replace(/\D/g, '').replace(/^0+/, '');
  const bySearch =
    !folded || (/^[\d\s]+$/.test(folded) ? customer.phone.includes(digits) : foldForSearch(customer.fullName).includes(folded));
  return (
    bySearch &&
    (!filters.area || customer.area === filters.area) &&
    (!filters.label || customer.labels.includes(filters.label)) &&
    (!filters.source || customer.source === filters.source)
  );
}

/** Search and filters are controlled, as the app keeps them in the URL: the story keeps them in state and reports each change. */
function ControlledList({ query, filters, onQueryChange, onFiltersChange, customers, ...props }: CustomersListViewProps) {
  const [q, setQ] = useState(query);
  const [f, setF] = useState(filters);
  const shown = customers.filter((c) => matches(c, q, f));
  return (
    <CustomersListView
      {...props}
      customers={shown}
      total={q || f !== filters ? shown.length : props.total}
      query={q}
      onQueryChange={(next) => {
        setQ(next);
        onQueryChange(next);
      }}
      filters={f}
      onFiltersChange={(patch) => {
        setF((current) => ({ ...current, ...patch }));
        onFiltersChange(patch);
      }}
    />
  );
}

const table = () => within(document.body).getByRole('table');
const body = () => within(document.body);

const meta = {
  title: 'Dashboard/Customers/List/CustomersListView',
  component: CustomersListView,
  parameters: { layout: 'padded' },
  render: (args) => <ControlledList {...args} />,
  args: {
    breadcrumbs: [{ id: 'customers', label: <FormattedMessage id="dashboard.customers.list.crumb" /> }],
    customers: storyCustomers,
    total: 120,
    status: 'ready',
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    filters: NO_CUSTOMER_FILTERS,
    filterOptions: storyFilterOptions,
    onFiltersChange: fn(),
    onClearFilters: fn(),
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(async (): Promise<ApiError | null> => null),
    customerHref: (id: string) => `/customers/${id}`,
  },
} satisfies Meta<typeof CustomersListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const links = within(table()).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAttribute('href', '/customers/cus-omar');
    // Phones read left to right in both languages, in their own isolate.
    await expect(within(canvasElement).getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((s) => /120/.test(s.textContent ?? '')),
    ).toBe(true);
  },
};

export const Loading: Story = { args: { status: 'loading', customers: [], filterOptions: undefined } };

export const Empty: Story = {
  args: { customers: [], total: 0, pageCount: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no customers yet|لا يوجد عملاء بعد)$/i)).toBeVisible();
    const adds = canvas.getAllByRole('button', { name: /^(add a customer|إضافة عميل)$/i });
    await userEvent.click(adds[adds.length - 1]!);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** A search that finds no one keeps the search and offers to clear it. */
export const NoMatches: Story = {
  args: { customers: [], total: 0, pageCount: 1, query: 'zainab', filters: { ...NO_CUSTOMER_FILTERS, area: 'area-nahda' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('zainab');
    await userEvent.click(canvas.getByRole('button', { name: /clear search and filters|مسح البحث وعوامل التصفية/i }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', customers: [], error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/customers could not be loaded|تعذّر تحميل العملاء/);
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = { args: { customers: longCustomers, total: 5000, page: 37, pageCount: 100 } };

/** 5,000 customers at once (the benchmark's list): the table draws only the rows in view. */
export const FiveThousandCustomers: Story = {
  args: { customers: fiveThousandCustomers, total: 5000, page: 1, pageCount: 1 },
  play: async () => {
    await expect(table()).toHaveAttribute('aria-rowcount', '5001');
    const drawn = within(table()).getAllByRole('row').length;
    await expect(drawn).toBeGreaterThan(5);
    await expect(drawn).toBeLessThan(80);
  },
};

export const NarrowPhone: Story = {
  args: { customers: storyCustomers.slice(0, 3) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Someone who may only read: no add, edit or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(add a customer|إضافة عميل)$/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(delete|حذف) /i })).toBeNull();
  },
};

/** "٠٥٥٢٢٣" typed in Arabic-Indic digits finds +971 55 223 3445, and only that customer. */
export const SearchWithArabicIndicDigitsFindsThePhone: Story = {
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search')).getByRole('searchbox', { name: /search customers|البحث في العملاء/i });
    await userEvent.type(search, '٠٥٥٢٢٣');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('٠٥٥٢٢٣');
    await waitFor(() => expect(within(table()).getAllByRole('link')).toHaveLength(1));
    await expect(within(table()).getByRole('link')).toHaveTextContent('فاطمة المنصوري');
  },
};

/** An Arabic name typed without the hamza still finds it. */
export const SearchFindsAnArabicNameEitherWay: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'احمد');
    await waitFor(() => expect(within(table()).getAllByRole('link')).toHaveLength(1));
    await expect(within(table()).getByRole('link')).toHaveTextContent('أحمد الكتبي');
  },
};

export const FilterByAreaUpdatesTheUrl: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(area|المنطقة)$/i }));
    await userEvent.click(await body().findByRole('option', { name: /^(dubai marina|دبي مارينا) \(22\)$/i }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ area: 'area-marina' });
    await waitFor(() => expect(within(table()).getAllByRole('link')).toHaveLength(2));
  },
};

export const FilterByLabel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(label|التصنيف)$/i }));
    await userEvent.click(await body().findByRole('option', { name: /^wholesale \(8\)$/i }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ label: 'label-wholesale' });
    await waitFor(() => expect(within(table()).getAllByRole('link')).toHaveLength(1));
  },
};

/** Delete asks first, naming the customer; nothing is deleted until confirmed. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete|حذف) omar haddad$/i }));
    const dialog = await body().findByRole('alertdialog', { name: /^(delete omar haddad\?|حذف omar haddad؟)$/i });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(delete customer|حذف العميل)$/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus-omar' }));
    await waitFor(() => expect(canvasElement).toHaveTextContent(/omar haddad was deleted|تم حذف omar haddad/i));
  },
};

/** A refused delete says whose and why, translated. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete|حذف) priya nair$/i }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(delete customer|حذف العميل)$/i }));
    await waitFor(() => expect(canvasElement).toHaveTextContent(/priya nair was not deleted|لم يُحذف priya nair/i));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/no connection|لا يوجد اتصال/i);
  },
};

export const OpensEditAndOtherPages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit|تعديل) joseph fernandes$/i }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus-joseph' }));
    await userEvent.click(canvas.getByRole('button', { name: /^(page 2|الصفحة 2)$/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** With "Send WhatsApp" (issue #13 item 9): rows get a checkbox, the toolbar counts them and hands the selection over. */
export const SelectsCustomersToSendWhatsapp: Story = {
  args: { onSendWhatsapp: fn() },
  play: async ({ args }) => {
    const rows = within(table());
    await userEvent.click(rows.getByRole('checkbox', { name: /^(select|تحديد) omar/i }));
    await userEvent.click(rows.getAllByRole('checkbox', { name: /^(select|تحديد) /i })[2]!);
    const toolbar = await body().findByRole('toolbar');
    await expect(toolbar).toHaveTextContent(/(2|٢|عنصرين)/);
    await userEvent.click(within(toolbar).getByRole('button', { name: /^(send whatsapp|إرسال واتساب)$/i }));
    await expect(args.onSendWhatsapp).toHaveBeenCalledTimes(1);
    const chosen = (args.onSendWhatsapp as ReturnType<typeof fn>).mock.calls[0]![0] as CustomerListRow[];
    await expect(chosen).toHaveLength(2);
    await expect(chosen[0]!.id).toBe('cus-omar');
  },
};

/** Someone who may not change customers sees no checkboxes, even where sending exists. */
export const NoSelectionWhenReadOnly: Story = {
  args: { canEdit: false, onSendWhatsapp: fn() },
  play: async () => {
    await expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  },
};
