import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLongPhoneBook, storyPhoneBook } from '../phoneBookStoryData.ts';
import { PhoneBookView } from './PhoneBookView.tsx';

const meta = {
  title: 'Dashboard/Customers/PhoneBook/PhoneBookView',
  component: PhoneBookView,
  parameters: { layout: 'fullscreen' },
  args: {
    people: storyPhoneBook,
    total: storyPhoneBook.length,
    status: 'ready',
    onRetry: fn(),
    search: '',
    onSearchChange: fn(),
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    canEdit: true,
    onAdd: fn(),
    personHref: (id: string) => `/customers/phone-book/${id}`,
  },
} satisfies Meta<typeof PhoneBookView>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = /^(people in the phone book|الأشخاص في دفتر الهاتف)$/i;
const SEARCH = /^(search the phone book|البحث في دفتر الهاتف)$/i;

/** Each person links to their page; the phone reads left to right in both directions; the first address shows. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('list', { name: LIST })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByRole('link', { name: 'Aisha Rahman' })).toHaveAttribute('href', '/customers/phone-book/crm-1');
    await expect(within(rows[0]!).getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    await expect(rows[0]).toHaveTextContent(/(Flat|شقة) 1204(, |، )Al Manara Tower/);
    await expect(rows[3]).toHaveTextContent(/^Omar Haddad.*(no address yet|لا عنوان بعد)/i);
    await expect(canvas.getByText(/^(4 people|4 أشخاص)$/)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: SEARCH }), '4');
    await expect(args.onSearchChange).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getAllByRole('button', { name: /^(new person|شخص جديد)$/i })[0]!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Long names and addresses wrap on a phone; an Arabic name and address read right to left on the English page. */
export const LongContent: Story = {
  args: { people: storyLongPhoneBook, total: 46, page: 2, pageCount: 3 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('link', { name: 'عبدالرحمن بن عبدالله بن سعيد بن محمد الكعبي الظاهري' }).closest('[dir]'),
    ).toHaveAttribute('dir', 'auto');
    await userEvent.click(canvas.getByRole('button', { name: /^(next|التالي)/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** A search that finds nobody says so and offers to clear it. */
export const NoMatch: Story = {
  args: { people: [], total: 0, search: '٩٩٩٩' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(nobody found|لم يُعثر على أحد)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(clear the search|مسح البحث)$/i }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

export const Empty: Story = {
  args: { people: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(the phone book is empty|دفتر الهاتف فارغ)$/i)).toBeVisible();
  },
};

/** Someone who may only read: no "New person". */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(new person|شخص جديد)$/i })).toBeNull();
  },
};

export const Loading: Story = { args: { status: 'loading', people: [], total: 0 } };

export const LoadError: Story = {
  args: { status: 'error', people: [], total: 0, error: { kind: 'network', status: 0, message: 'offline' } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/^(no connection\. check the internet and try again\.|لا يوجد اتصال\. تحقق من الإنترنت وحاول مرة أخرى\.)$/i),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
