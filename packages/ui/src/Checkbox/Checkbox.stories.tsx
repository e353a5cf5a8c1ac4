import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { children: <FormattedMessage id="ui.story.inputs.terms" />, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { indeterminate: true, children: <FormattedMessage id="ui.story.inputs.allAddons" /> } };
export const WithDescription: Story = { args: { description: <FormattedMessage id="ui.story.inputs.termsHelp" /> } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { required: true, error: <FormattedMessage id="ui.story.inputs.termsRequired" /> } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongArabicText: Story = {
  args: {
    children: 'أوافق على أن يتصل بي المتجر عبر واتساب لتأكيد الطلب وتحديد موعد التوصيل وإبلاغي بالعروض الأسبوعية على الخضروات والفواكه',
    description: 'I agree that the shop may contact me on WhatsApp to confirm the order, arrange delivery and tell me about weekly offers.',
  },
};

const addons = ['cheese', 'olives', 'zaatar'] as const;
const addonLabels = {
  cheese: <FormattedMessage id="ui.story.inputs.addonCheese" />,
  olives: <FormattedMessage id="ui.story.inputs.addonOlives" />,
  zaatar: <FormattedMessage id="ui.story.inputs.addonZaatar" />,
};

function Addons({ onChange, error, disabled }: { onChange?: (v: string[]) => void; error?: React.ReactNode; disabled?: boolean }) {
  return (
    <CheckboxGroup
      label={<FormattedMessage id="ui.story.inputs.addons" />}
      description={<FormattedMessage id="ui.story.inputs.addonsHelp" />}
      error={error}
      disabled={disabled}
      defaultValue={['olives']}
      onChange={onChange}
    >
      {addons.map((id) => (
        <Checkbox key={id} value={id}>
          {addonLabels[id]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

export const Group: Story = { render: (args) => <Addons onChange={args.onChange as never} /> };
export const GroupInvalid: Story = { render: () => <Addons error={<FormattedMessage id="ui.story.inputs.addonsRequired" />} /> };
export const GroupDisabled: Story = { render: () => <Addons disabled /> };

export const TogglesWithTheSpaceKey: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /terms|شروط/i });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.inputs.termsRequired" /> },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/accept|وافق/i);
  },
};

export const ReportsTheGroupValue: Story = {
  render: (args) => <Addons onChange={args.onChange as never} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: /add-ons|الإضافات/i })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /cheese|جبن/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['olives', 'cheese']);
  },
};

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['olives']);
  const all = chosen.length === addons.length;
  return (
    <div>
      <Checkbox checked={all} indeterminate={chosen.length > 0 && !all} onChange={(on) => setChosen(on ? [...addons] : [])}>
        <FormattedMessage id="ui.story.inputs.allAddons" />
      </Checkbox>
      <CheckboxGroup label={<FormattedMessage id="ui.story.inputs.addons" />} value={chosen} onChange={setChosen}>
        {addons.map((id) => (
          <Checkbox key={id} value={id}>
            {addonLabels[id]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export const SelectsAllFromTheMixedParent: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const parent = canvas.getByRole('checkbox', { name: /all add-ons|كل الإضافات/i });
    await expect(parent).toBePartiallyChecked();
    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};
