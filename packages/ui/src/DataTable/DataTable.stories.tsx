import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '@dukkan/core';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import type { DataTableColumn } from './DataTable.types.ts';

interface Order {
  id: string;
  number: number;
  customer: string;
  area: string;
  status: 'preparing' | 'delivered' | 'cancelled';
  items: number;
  /** fils */
  total: number;
  notes?: string;
}

const statusBadge = {
  preparing: (
    <Badge tone="info">
      <FormattedMessage id="ui.story.data.badgePreparing" />
    </Badge>
  ),
  delivered: (
    <Badge tone="success">
      <FormattedMessage id="ui.story.data.badgeDelivered" />
    </Badge>
  ),
  cancelled: (
    <Badge tone="danger">
      <FormattedMessage id="ui.story.data.badgeCancelled" />
    </Badge>
  ),
};

const columns: DataTableColumn<Order>[] = [
  {
    key: 'number',
    header: <FormattedMessage id="ui.story.data.colOrder" />,
    sortable: true,
    width: 110,
    cell: (o) => <bdi dir="ltr">#{o.number}</bdi>,
  },
  { key: 'customer', header: <FormattedMessage id="ui.story.data.colCustomer" />, sortable: true, minWidth: 160, grow: 2 },
  { key: 'area', header: <FormattedMessage id="ui.story.data.colArea" />, minWidth: 120 },
  { key: 'status', header: <FormattedMessage id="ui.story.data.colStatus" />, width: 140, cell: (o) => statusBadge[o.status] },
  { key: 'items', header: <FormattedMessage id="ui.story.data.colItems" />, kind: 'number', sortable: true, width: 100 },
  { key: 'total', header: <FormattedMessage id="ui.story.data.colTotal" />, kind: 'money', sortable: true, width: 140 },
];

/** Customer names and areas are user data, in the language each customer typed them. */
const orders: Order[] = [
  { id: 'o1', number: 1042, customer: 'Fatima Al Mansouri', area: 'Al Barsha', status: 'preparing', items: 7, total: 18_450 },
  { id: 'o2', number: 1041, customer: 'أحمد الشامسي', area: 'Deira', status: 'delivered', items: 3, total: 4_200 },
  { id: 'o3', number: 1040, customer: 'Priya Nair', area: 'JLT', status: 'delivered', items: 12, total: 36_075 },
  { id: 'o4', number: 1039, customer: 'مريم الكعبي', area: 'Al Nahda', status: 'cancelled', items: 1, total: 1_850 },
  { id: 'o5', number: 1038, customer: 'John Carter', area: 'Dubai Marina', status: 'delivered', items: 5, total: 12_300 },
  { id: 'o6', number: 1037, customer: 'Omar Haddad', area: 'Al Qusais', status: 'preparing', items: 2, total: 2_600 },
];

const manyOrders: Order[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `m${i}`,
  number: 1001 + i,
  customer: i % 3 === 0 ? `عميل رقم ${i + 1}` : `Customer ${i + 1}`,
  area: ['Al Barsha', 'Deira', 'JLT', 'Al Nahda', 'Sharjah'][i % 5] as string,
  status: (['preparing', 'delivered', 'cancelled'] as const)[i % 3] as Order['status'],
  items: ((i * 7) % 23) + 1,
  total: ((i * 1373) % 50_000) + 500,
}));

const longNotes: DataTableColumn<Order> = {
  key: 'notes',
  header: <FormattedMessage id="ui.story.data.colNotes" />,
  minWidth: 220,
  grow: 3,
};
const longOrders: Order[] = [
  {
    ...orders[0]!,
    customer: 'عبد الرحمن بن محمد بن راشد الفلاسي المهيري',
    notes: 'يرجى الاتصال قبل الوصول بعشر دقائق وترك الطلب عند حارس المبنى في حال عدم الرد على الهاتف',
  },
  {
    ...orders[1]!,
    customer: 'Alexandra Konstantinopoulou-Richardson',
    notes: 'Please ring the bell twice; the intercom of tower B is broken, leave the bags with the concierge.',
  },
  { ...orders[2]!, notes: 'التوصيل إلى البوابة الخلفية لمجمع الفلل بجانب المسجد، الفيلا رقم 27' },
];

/** formatMoney's no-break spaces, as toHaveTextContent normalises them in the element. */
const money = (fils: number, locale: 'en' | 'ar') => formatMoney(fils, locale).replace(/\s+/g, ' ');
const getRowKey = (o: Order) => o.id;
const rowLabel = (o: Order) => `#${o.number} ${o.customer}`;

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Order>,
  parameters: { layout: 'padded' },
  args: {
    label: <FormattedMessage id="ui.story.data.tableOrders" />,
    columns,
    rows: orders,
    getRowKey,
    rowLabel,
    onSortChange: fn(),
    onSelectionChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<DataTableProps<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = {
  args: {
    rows: [],
    emptyMessage: <FormattedMessage id="ui.story.data.emptyOrders" />,
    emptyAction: (
      <Button variant="secondary" onClick={fn()}>
        <FormattedMessage id="ui.story.data.emptyAction" />
      </Button>
    ),
  },
};
export const LoadError: Story = { args: { status: 'error', error: <FormattedMessage id="ui.story.data.errorOrders" /> } };
export const Sorted: Story = { args: { defaultSort: { column: 'total', direction: 'descending' } } };
export const WithSelection: Story = { args: { selectable: true, defaultSelectedKeys: new Set(['o2', 'o5']) } };
export const ManyRows: Story = { args: { rows: manyOrders, selectable: true, maxBlockSize: '480px' } };
export const LongArabicText: Story = { args: { rows: longOrders, columns: [...columns.slice(0, 3), longNotes, ...columns.slice(4)] } };

export const SortsByAColumnWithTheKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const header = canvas.getByRole('columnheader', { name: /total|الإجمالي/i });
    const button = within(header).getByRole('button');
    for (let i = 0; i < 10 && document.activeElement !== button; i += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = () => canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow()).toHaveTextContent(money(1_850, globals.locale));
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow()).toHaveTextContent(money(36_075, globals.locale));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'descending' });
    await expect(canvas.getByRole('columnheader', { name: /customer|العميل/i })).not.toHaveAttribute('aria-sort');
  },
};

export const SelectsAllRows: Story = {
  args: { selectable: true },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: /select all|تحديد كل/i });
    await userEvent.click(all);
    await expect(all).toBeChecked();
    const boxes = canvas.getAllByRole('checkbox', { name: /#\d+/ });
    await expect(boxes).toHaveLength(6);
    for (const box of boxes) await expect(box).toBeChecked();
    const count = canvas.getByText(/rows selected|تم تحديد/).closest('[role="status"]') as HTMLElement;
    await expect(count).toBeVisible();
    await expect(count).toHaveTextContent(/6 rows selected|تم تحديد 6 صفوف/);
    await userEvent.click(canvas.getByRole('checkbox', { name: /#1040/ }));
    await expect(all).not.toBeChecked();
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await expect(count).toHaveTextContent(/5 rows selected|تم تحديد 5 صفوف/);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    await userEvent.click(all);
    await expect((all as HTMLInputElement).indeterminate).toBe(false);
    await expect(all).toBeChecked();
  },
};

export const ScrollsThroughAThousandRows: Story = {
  args: ManyRows.args,
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    // Only the rows in view (plus overscan) are in the DOM.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region');
    region.focus();
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvasElement.querySelector('[aria-rowindex="1001"]')).not.toBeNull());
    const last = canvasElement.querySelector('[aria-rowindex="1001"]') as HTMLElement;
    await expect(last).toHaveTextContent('#2000');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    // The header stays in view while the body scrolls.
    const header = canvas.getAllByRole('row')[0] as HTMLElement;
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top - 1);
  },
};
