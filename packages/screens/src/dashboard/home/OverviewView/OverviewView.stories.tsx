import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OverviewView } from './OverviewView.tsx';

const ownerShortcuts = [
  { id: 'shop', label: 'Shop profile', description: 'Names, pictures, video, address and social links.', href: '/shop' },
  { id: 'settings', label: 'Settings', description: 'Opening hours, busy state, notifications, payment and delivery.', href: '/settings' },
  { id: 'users', label: 'Point-of-sale users', description: 'Cashier and kitchen accounts, and notes about them.', href: '/users' },
];

const meta = {
  title: 'Dashboard/Home/OverviewView',
  component: OverviewView,
  args: {
    userName: 'Khalid Al Mansoori',
    shopName: 'Al Waha Fresh Market',
    roleLabels: ['Shop owner', 'Lead'],
    shortcuts: ownerShortcuts,
  },
} satisfies Meta<typeof OverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Khalid Al Mansoori');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Cashier: Story = {
  args: { userName: 'Aisha Rahman', roleLabels: ['Cashier'], shortcuts: [] },
};

export const LoadingShop: Story = { args: { shopName: undefined } };

export const ShopLoadError: Story = { args: { shopName: undefined, shopError: new Error('offline') } };

export const LongArabicNames: Story = {
  args: {
    userName: 'عبد الرحمن بن محمد بن راشد آل مكتوم الفلاسي',
    shopName: 'سوق الواحة الطازج للخضار والفواكه واللحوم الحلال - فرع مردف الجديد',
    roleLabels: ['صاحب المتجر', 'المسؤول عن الفروع'],
    shortcuts: [
      {
        id: 'shop',
        label: 'ملف المتجر',
        description: 'الأسماء والصور والفيديو والعنوان وروابط التواصل الاجتماعي للمتجر وفروعه.',
        href: '/shop',
      },
      { id: 'settings', label: 'الإعدادات', description: 'ساعات العمل وحالة الانشغال والإشعارات وطرق الدفع والتوصيل.', href: '/settings' },
    ],
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
