import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForbiddenView } from './ForbiddenView.tsx';

const meta = {
  title: 'Dashboard/Access/ForbiddenView',
  component: ForbiddenView,
  args: { areaLabel: 'Settings', roleLabels: ['Cashier'], allowedRoleLabels: ['Shop owner', 'Lead'], homeHref: '/' },
} satisfies Meta<typeof ForbiddenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const Kitchen: Story = {
  args: { areaLabel: 'Customers', roleLabels: ['Kitchen'], allowedRoleLabels: ['Shop owner', 'Lead', 'Cashier'] },
};

export const NoRole: Story = { args: { roleLabels: [] } };

export const LongArabicNames: Story = {
  args: {
    areaLabel: 'الإعدادات وساعات العمل وطرق الدفع والتوصيل الخاصة بالفرع الرئيسي',
    roleLabels: ['أمين الصندوق', 'المطبخ'],
    allowedRoleLabels: ['صاحب المتجر', 'المسؤول عن الفروع'],
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
