import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Radio } from './Radio.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const payments = (
  <>
    <Radio value="card" description={<FormattedMessage id="ui.story.inputs.payCardHelp" />}>
      <FormattedMessage id="ui.story.inputs.payCard" />
    </Radio>
    <Radio value="cash">
      <FormattedMessage id="ui.story.inputs.payCash" />
    </Radio>
    <Radio value="wallet" disabled>
      <FormattedMessage id="ui.story.inputs.payWallet" />
    </Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.payment" />, children: payments, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'cash', description: <FormattedMessage id="ui.story.inputs.paymentHelp" /> } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { required: true, error: <FormattedMessage id="ui.story.inputs.paymentRequired" /> } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'card' } };
export const LongArabicText: Story = {
  args: {
    children: (
      <>
        <Radio value="slot1">التوصيل اليوم بين الساعة السادسة والثامنة مساءً، مع رسوم توصيل إضافية للطلبات الصغيرة</Radio>
        <Radio value="slot2">Tomorrow morning between 8 and 10, free delivery for orders above the minimum amount</Radio>
      </>
    ),
  },
};

export const ChoosesWithArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: /card|البطاقة/i });
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const cash = canvas.getByRole('radio', { name: /cash|نقدًا/i });
    await expect(cash).toHaveFocus();
    await expect(cash).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cash');
    // The wallet is disabled: Down wraps to the card.
    await userEvent.keyboard('{ArrowDown}');
    await expect(card).toBeChecked();
  },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.inputs.paymentRequired" /> },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/choose|اختر/i);
  },
};

/** Side by side, the arrow that points along the reading direction chooses the next option. */
export const HorizontalFollowsReadingDirection: Story = {
  args: {
    label: <FormattedMessage id="ui.story.inputs.addons" />,
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="cheese">
          <FormattedMessage id="ui.story.inputs.addonCheese" />
        </Radio>
        <Radio value="olives">
          <FormattedMessage id="ui.story.inputs.addonOlives" />
        </Radio>
        <Radio value="zaatar">
          <FormattedMessage id="ui.story.inputs.addonZaatar" />
        </Radio>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const rtl = getComputedStyle(canvas.getByRole('radiogroup')).direction === 'rtl';
    const [forward, back] = rtl ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    const [cheese, olives, zaatar] = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(cheese).toHaveFocus();
    await userEvent.keyboard(forward);
    await expect(olives).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('olives');
    await userEvent.keyboard(back);
    await userEvent.keyboard(back);
    // Back from the first option wraps to the last.
    await expect(zaatar).toBeChecked();
  },
};
