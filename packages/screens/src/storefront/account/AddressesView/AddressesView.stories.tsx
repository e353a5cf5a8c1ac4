import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildAddress } from '@dukkan/mocks';
import { AddressesView } from './AddressesView.tsx';

const home = buildAddress({ id: 'addr-home' });
const work = buildAddress({
  id: 'addr-work',
  primary: false,
  title: 'Office',
  type: 'work',
  person_name: 'Mariam Al Suwaidi',
  building_name: 'Burj Vista 1',
  floor: '41',
  flat: '4102',
  notes: '',
  phone: '559876543',
  latlng: [25.1975, 55.2741],
});
const parents = buildAddress({
  id: 'addr-parents',
  primary: false,
  title: 'بيت الوالدين',
  type: 'other',
  person_name: 'فاطمة النعيمي',
  building_name: 'فيلا 22، شارع 15',
  floor: '',
  flat: '',
  notes: 'البوابة الخلفية بجانب المسجد',
  phone: '521112233',
  latlng: [25.1124, 55.1955],
});

const meta = {
  title: 'Storefront/Account/AddressesView',
  component: AddressesView,
  args: {
    addresses: [home, work, parents],
    isLoading: false,
    onRetry: fn(),
    onAdd: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AddressesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { addresses: undefined, isLoading: true } };
export const Empty: Story = { args: { addresses: [] } };
export const LoadError: Story = { args: { addresses: undefined, error: new Error('HTTP 500') } };
export const SettingDefault: Story = { args: { pending: { 'addr-work': 'setDefault' } } };
export const Deleting: Story = { args: { pending: { 'addr-parents': 'delete' } } };
export const LongContent: Story = {
  args: {
    addresses: [
      buildAddress({
        id: 'addr-long-en',
        title: 'Grandparents’ weekend villa behind the Jumeirah Public Beach car park',
        person_name: 'Abdulrahman Mohammed Rashid Al Maktoum Al Falasi',
        building_name: 'Villa 41, Street 7, behind the Union Co-operative Society, Mirdif',
        floor: 'Ground floor',
        flat: 'Majlis entrance',
        notes:
          'Please call when you reach the roundabout. The gate code is 4512; leave the bags with the security guard if nobody answers the door.',
      }),
      buildAddress({
        id: 'addr-long-ar',
        primary: false,
        type: 'work',
        title: 'مكتب الشركة في برج الخليج التجاري بجانب محطة المترو',
        person_name: 'عبدالرحمن بن محمد بن راشد آل مكتوم الفلاسي',
        building_name: 'برج التنفيذيين ب، الخليج التجاري',
        floor: 'الطابق الثامن والعشرون',
        flat: 'مكتب 2804',
        notes: 'الاستقبال يغلق الساعة السادسة مساءً، يرجى التسليم قبل ذلك أو الاتصال بالرقم المسجل.',
      }),
    ],
  },
};
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const SetsTheDefaultAndDeletes: Story = {
  play: async ({ canvas, args }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    // The default address has the badge and no "Set as default".
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText(/^(default|الافتراضي)$/i)).toBeVisible();
    await expect(first.queryByRole('button', { name: /set as default|تعيين كافتراضي/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /set as default: office|تعيين كافتراضي: office/i }));
    await expect(args.onSetDefault).toHaveBeenCalledWith('addr-work');
    await userEvent.click(canvas.getByRole('button', { name: /delete: بيت الوالدين|حذف: بيت الوالدين/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(parents);
  },
};

export const BlocksActionsWhileACallRuns: Story = {
  args: { pending: { 'addr-work': 'setDefault' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /set as default: office|تعيين كافتراضي: office/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: /delete: office|حذف: office/i }));
    await expect(args.onSetDefault).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const ShowsThePhoneLeftToRight: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+971 501234567')).toHaveAttribute('dir', 'ltr');
  },
};

export const AddsFromTheEmptyState: Story = {
  args: { addresses: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /add address|إضافة عنوان/i }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const RetriesAfterAnError: Story = {
  args: { addresses: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
