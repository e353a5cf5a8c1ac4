import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyFullPerson, storyPhoneBook } from '../phoneBookStoryData.ts';
import { PhoneBookPersonView } from './PhoneBookPersonView.tsx';

const meta = {
  title: 'Dashboard/Customers/PhoneBook/PhoneBookPersonView',
  component: PhoneBookPersonView,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    person: storyPhoneBook[0]!,
    onRetry: fn(),
    listHref: '/customers/phone-book',
    canEdit: true,
    onEdit: fn(),
    onDelete: fn(),
    onAddAddress: fn(),
    onEditAddress: fn(),
    onDeleteAddress: fn(),
    onCopyAddress: fn(),
  },
} satisfies Meta<typeof PhoneBookPersonView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADDRESSES = /^(addresses|العناوين)$/i;

/**
 * The phone reads left to right; "Copy address" hands over one line in the interface's order,
 * with the notes for the driver; Edit and Delete name the address.
 */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Aisha Rahman');
    await expect(canvas.getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    const list = within(canvas.getByRole('list', { name: ADDRESSES }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(list.getByRole('button', { name: /^(copy address|نسخ العنوان): lake terrace building/i }));
    await expect(args.onCopyAddress).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Lake Terrace Building(, |، )Business Bay(, |، )Dubai — Office address, weekdays only\. Call from the lobby\.$/,
      ),
    );
    await userEvent.click(list.getByRole('button', { name: /^(edit address|تعديل العنوان): (flat|شقة) 1204/i }));
    await expect(args.onEditAddress).toHaveBeenCalledWith(expect.objectContaining({ id: 'caddr-1-1' }));
    await userEvent.click(list.getByRole('button', { name: /^(delete address|حذف العنوان): lake terrace/i }));
    await expect(args.onDeleteAddress).toHaveBeenCalledWith(expect.objectContaining({ id: 'caddr-1-2' }));
    await userEvent.click(canvas.getByRole('button', { name: /^(delete person|حذف الشخص)$/i }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** An Arabic name and address: the line keeps its own direction on the English page. */
export const ArabicContent: Story = {
  args: { person: storyPhoneBook[1]! },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(copy address|نسخ العنوان): /i }));
    await expect(args.onCopyAddress).toHaveBeenCalledWith(
      expect.stringMatching(/٣٠٥(, |، )برج النور(, |، )النهدة(, |، )الشارقة — البوابة الخلفية/),
    );
  },
};

/** No address yet: said, with "Add address". */
export const NoAddresses: Story = {
  args: { person: storyPhoneBook[3]! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no addresses yet|لا عناوين بعد)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(add address|إضافة عنوان)$/i }));
    await expect(args.onAddAddress).toHaveBeenCalled();
  },
};

/** Ten addresses: "Add address" is disabled and says why. */
export const AddressesFull: Story = {
  args: { person: storyFullPerson },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^(add address|إضافة عنوان)$/i })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('note')).toHaveTextContent(/10/);
  },
};

/** Someone who may only read: they still copy an address for the driver. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(edit person|تعديل الشخص)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(delete address|حذف العنوان)/i })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /^(copy address|نسخ العنوان)/i })).toHaveLength(2);
  },
};

export const Loading: Story = { args: { status: 'loading', person: null } };

/** Deleted by someone else, or a wrong link: said, with the way back. */
export const Missing: Story = {
  args: { status: 'missing', person: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(this person is not in the phone book|هذا الشخص ليس في دفتر الهاتف)$/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(back to the phone book|العودة إلى دفتر الهاتف)$/i })).toHaveAttribute(
      'href',
      '/customers/phone-book',
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', person: null, error: { kind: 'http', status: 500, message: 'boom' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(the phone book could not be loaded\.|تعذّر تحميل دفتر الهاتف\.)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
