import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { formatMoney, isAppLocale } from '@dukkan/core';
import { Money } from './Money.tsx';

const meta = {
  title: 'UI/Money',
  component: Money,
  parameters: { layout: 'centered' },
  args: { fils: 1250 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Offer: Story = { args: { fils: 1250, original: 1500 } };
export const Discount: Story = { args: { fils: -500 } };
export const Zero: Story = { args: { fils: 0 } };
export const LargeAmount: Story = { args: { fils: 123456789, size: 'lg' } };
export const Small: Story = { args: { size: 'sm', original: 1500 } };
export const Large: Story = { args: { size: 'lg', original: 1500 } };
export const LongArabicText: Story = {
  render: (args) => (
    <p style={{ maxInlineSize: '28ch' }}>
      <FormattedMessage
        id="ui.story.inputs.priceLine"
        values={{ name: 'حليب طازج كامل الدسم من مزارع الإمارات، عبوة لتر واحد', price: <Money {...args} /> }}
      />
    </p>
  ),
  args: { original: 1500 },
};

export const FormatsForTheInterfaceLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = isAppLocale(globals.locale) ? globals.locale : 'en';
    const amount = canvasElement.querySelector('bdi');
    await expect(amount?.textContent).toBe(formatMoney(1250, locale));
    // An isolate whose direction follows the formatted text (see Money.tsx).
    await expect(amount).toHaveAttribute('dir', 'auto');
  },
};

export const ReadsWasAndNowForAnOffer: Story = {
  args: { fils: 1250, original: 1500 },
  play: async ({ canvasElement, globals }) => {
    const locale = isAppLocale(globals.locale) ? globals.locale : 'en';
    const spoken = canvasElement.querySelector('span > span:not([aria-hidden])');
    await expect(spoken).toHaveTextContent(/was|كان/i);
    await expect(spoken?.textContent).toContain(formatMoney(1500, locale));
    await expect(spoken?.textContent).toContain(formatMoney(1250, locale));
  },
};

export const ShowsADiscountWithAMinus: Story = {
  args: { fils: -500 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')?.textContent).toContain('\u2212');
  },
};
