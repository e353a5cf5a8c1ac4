import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LocaleSwitch } from './LocaleSwitch.tsx';

const meta = {
  title: 'UI/LocaleSwitch',
  component: LocaleSwitch,
  parameters: { layout: 'centered' },
  args: { onChange: fn(), locale: 'en' },
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffersArabic: Story = {};
export const OffersEnglish: Story = { args: { locale: 'ar' } };

export const SwitchesToTheOtherLanguage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /العربية/ }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};
