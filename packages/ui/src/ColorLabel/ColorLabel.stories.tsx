import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { contrastRatio } from '../theme/contrast.ts';
import { ColorLabel } from './ColorLabel.tsx';

const meta = {
  title: 'UI/ColorLabel',
  component: ColorLabel,
  parameters: { layout: 'centered' },
  args: { color: '#0f6b4a', children: <FormattedMessage id="ui.story.data.labelVip" /> },
} satisfies Meta<typeof ColorLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vendor colours from the CRM, light and dark, as they arrive from the API. */
const crmColours = ['#0f6b4a', '#ffeb3b', '#e91e63', '#9c27b0', '#03a9f4', '#ff9800', '#ffffff', '#000000', '#8bc34a', '#795548'];

export const Default: Story = {};
export const LightColour: Story = { args: { color: '#ffeb3b', children: <FormattedMessage id="ui.story.data.labelLate" /> } };
export const DarkColour: Story = { args: { color: '#1b1f24', children: <FormattedMessage id="ui.story.data.labelComplaint" /> } };
/** A colour that is not `#rrggbb` (an old record, a typo) falls back to the neutral chip. */
export const InvalidColour: Story = { args: { color: 'tomato' } };
export const Palette: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxInlineSize: 420 }}>
      {crmColours.map((colour) => (
        <ColorLabel key={colour} {...args} color={colour}>
          <FormattedMessage id="ui.story.data.labelVip" />
        </ColorLabel>
      ))}
    </div>
  ),
};
export const LongArabicText: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start', maxInlineSize: 260 }}>
      <ColorLabel {...args} color="#03a9f4">
        <FormattedMessage id="ui.story.data.labelLong" />
      </ColorLabel>
      <ColorLabel {...args} color="#9c27b0" lang="ar" dir="rtl">
        عميل دائم يطلب التوصيل إلى مكتبه في مركز دبي المالي العالمي
      </ColorLabel>
    </div>
  ),
};

/** Every chip's computed text colour reaches AA on its own background. */
export const PicksReadableTextForAnyColour: Story = {
  render: Palette.render,
  play: async ({ canvas }) => {
    const chips = canvas.getAllByText(/VIP|مميز/);
    await expect(chips).toHaveLength(crmColours.length);
    for (const text of chips) {
      const chip = text.parentElement as HTMLElement;
      const hex = (rgb: string) =>
        `#${(rgb.match(/\d+/g) ?? [])
          .slice(0, 3)
          .map((n) => Number(n).toString(16).padStart(2, '0'))
          .join('')}`;
      const style = getComputedStyle(chip);
      await expect(contrastRatio(hex(style.color), hex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    }
  },
};
