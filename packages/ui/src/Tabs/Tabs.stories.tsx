import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmptyState } from '../State/index.ts';
import { Tabs, type TabsItem, type TabsProps } from './Tabs.tsx';

/** `label` holds a message id here; the demo translates it as a screen would. */
function TabsDemo({ label, ...props }: TabsProps) {
  const intl = useIntl();
  return <Tabs {...props} label={intl.formatMessage({ id: label })} />;
}

function item(id: string, label: ReactElement, isDisabled = false): TabsItem {
  return {
    id,
    label,
    isDisabled,
    content: (
      <p>
        <FormattedMessage id="ui.story.overlays.tabContent" values={{ tab: label }} />
      </p>
    ),
  };
}

const statuses = [
  item('new', <FormattedMessage id="ui.story.overlays.tabNew" />),
  item('preparing', <FormattedMessage id="ui.story.overlays.tabPreparing" />),
  item('delivering', <FormattedMessage id="ui.story.overlays.tabDelivering" />),
  item('delivered', <FormattedMessage id="ui.story.overlays.tabDelivered" />),
  item('cancelled', <FormattedMessage id="ui.story.overlays.tabCancelled" />),
];

const categories = [
  item('fruit', <FormattedMessage id="ui.story.overlays.catFruit" />),
  item('vegetables', <FormattedMessage id="ui.story.overlays.catVegetables" />),
  item('dairy', <FormattedMessage id="ui.story.overlays.catDairy" />),
  item('bakery', <FormattedMessage id="ui.story.overlays.catBakery" />),
  item('meat', <FormattedMessage id="ui.story.overlays.catMeat" />),
  item('seafood', <FormattedMessage id="ui.story.overlays.catSeafood" />),
  item('frozen', <FormattedMessage id="ui.story.overlays.catFrozen" />),
  item('drinks', <FormattedMessage id="ui.story.overlays.catDrinks" />),
  item('snacks', <FormattedMessage id="ui.story.overlays.catSnacks" />),
  item('household', <FormattedMessage id="ui.story.overlays.catHousehold" />),
  item('baby', <FormattedMessage id="ui.story.overlays.catBaby" />),
  item('care', <FormattedMessage id="ui.story.overlays.catCare" />),
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  render: (args) => <TabsDemo {...args} />,
  args: { label: 'ui.story.overlays.orderStatus', items: statuses, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = {
  args: { items: statuses.map((tab) => (tab.id === 'delivering' ? { ...tab, isDisabled: true } : tab)) },
};
export const Empty: Story = {
  args: {
    items: statuses.map((tab) => ({
      ...tab,
      content: (
        <EmptyState
          title={<FormattedMessage id="ui.story.empty.title" />}
          description={<FormattedMessage id="ui.story.empty.description" />}
        />
      ),
    })),
  },
};

/** Twelve tabs in a phone-wide box: the list scrolls sideways. */
export const ManyTabs: Story = {
  args: { label: 'ui.story.overlays.categories', items: categories, defaultSelectedKey: 'frozen' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The selected tab, far down the list, is scrolled into view.
    await waitFor(() => {
      const selected = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return expect(selected.left >= box.left - 1 && selected.right <= box.right + 1).toBe(true);
    });
  },
};

export const LongArabicText: Story = {
  args: {
    items: [
      item('substitution', <FormattedMessage id="ui.story.overlays.tabLongOne" />),
      item('scheduled', <FormattedMessage id="ui.story.overlays.tabLongTwo" />),
      item('returns', <FormattedMessage id="ui.story.overlays.tabLongThree" />),
    ],
  },
};

/** Next is ArrowRight in English and ArrowLeft in Arabic; the disabled tab is skipped. */
export const MovesBetweenTabsWithArrowKeys: Story = {
  args: Disabled.args,
  play: async ({ args, canvas }) => {
    const rtl = document.documentElement.dir === 'rtl';
    const next = rtl ? '{ArrowLeft}' : '{ArrowRight}';
    const previous = rtl ? '{ArrowRight}' : '{ArrowLeft}';
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('preparing');
    await userEvent.keyboard(next);
    await expect(tabs[3]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(previous);
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(/new orders|طلبات جديدة/i);
  },
};
