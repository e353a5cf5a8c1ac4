import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: { layout: 'centered' },
  args: { children: <FormattedMessage id="ui.story.data.badgeNew" />, tone: 'neutral' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Success: Story = { args: { tone: 'success', children: <FormattedMessage id="ui.story.data.badgeDelivered" /> } };
export const Warning: Story = { args: { tone: 'warning', children: <FormattedMessage id="ui.story.data.badgeLowStock" /> } };
export const Danger: Story = { args: { tone: 'danger', children: <FormattedMessage id="ui.story.data.badgeCancelled" /> } };
export const Info: Story = { args: { tone: 'info', children: <FormattedMessage id="ui.story.data.badgePreparing" /> } };
export const WithCount: Story = { args: { tone: 'warning', children: <FormattedMessage id="ui.story.data.badgeLowStock" />, count: 1250 } };
export const LongArabicText: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start', maxInlineSize: 280 }}>
      <Badge {...args} tone="info" count={12}>
        <FormattedMessage id="ui.story.data.badgeLong" />
      </Badge>
      <Badge {...args} tone="success">
        <FormattedMessage id="ui.story.data.badgeLongStatus" />
      </Badge>
    </div>
  ),
};

/** The count is an LTR isolate, so "12" never reorders inside Arabic text. */
export const IsolatesTheCount: Story = {
  args: { count: 12 },
  play: async ({ canvas }) => {
    const count = canvas.getByText('12');
    await expect(count.tagName).toBe('BDI');
    await expect(count).toHaveAttribute('dir', 'ltr');
  },
};
