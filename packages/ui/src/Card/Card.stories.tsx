import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: <FormattedMessage id="ui.story.data.cardTitle" />,
    children: <FormattedMessage id="ui.story.data.cardBody" />,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BodyOnly: Story = { args: { title: undefined } };
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary" onClick={fn()}>
        <FormattedMessage id="ui.story.data.cardEdit" />
      </Button>
    ),
  },
};
export const WithFooter: Story = {
  args: {
    footer: (
      <Badge tone="success">
        <FormattedMessage id="ui.story.data.badgeDelivered" />
      </Badge>
    ),
  },
};
export const Interactive: Story = {
  args: {
    href: '#orders/1042',
    onLinkClick: fn((event) => event.preventDefault()),
    footer: (
      <Badge tone="info">
        <FormattedMessage id="ui.story.data.badgePreparing" />
      </Badge>
    ),
  },
};
export const LongArabicText: Story = {
  args: {
    title: <FormattedMessage id="ui.story.data.cardLongTitle" />,
    children: <FormattedMessage id="ui.story.data.cardLongBody" />,
    actions: (
      <Button size="sm" variant="ghost" onClick={fn()}>
        <FormattedMessage id="ui.story.data.cardEdit" />
      </Button>
    ),
    footer: (
      <Badge tone="warning">
        <FormattedMessage id="ui.story.data.badgeLongStatus" />
      </Badge>
    ),
  },
};

/** The whole card is one link: a point in its body hits the title's link, and Enter opens it. */
export const OpensFromAnywhereOnTheCardAndTheKeyboard: Story = {
  args: Interactive.args,
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: /order|طلب/i });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const body = canvas.getByText(/fresh|طازج/i);
    const box = body.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLinkClick).toHaveBeenCalledOnce();
  },
};
