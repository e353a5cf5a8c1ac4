import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { BilingualField, type BilingualFieldProps } from './BilingualField.tsx';

/** The pair is controlled; the story keeps the two values in state and reports changes. */
function ControlledBilingualField(props: BilingualFieldProps) {
  const [en, setEn] = useState(props.valueEn);
  const [ar, setAr] = useState(props.valueAr);
  return (
    <BilingualField
      {...props}
      valueEn={en}
      valueAr={ar}
      onChangeEn={(value) => {
        setEn(value);
        props.onChangeEn(value);
      }}
      onChangeAr={(value) => {
        setAr(value);
        props.onChangeAr(value);
      }}
    />
  );
}

const meta = {
  title: 'UI/Form/BilingualField',
  component: BilingualField,
  render: (args) => <ControlledBilingualField {...args} />,
  parameters: { layout: 'padded' },
  args: {
    label: <FormattedMessage id="ui.story.form.name" />,
    valueEn: '',
    valueAr: '',
    onChangeEn: fn(),
    onChangeAr: fn(),
    onBlurEn: fn(),
    onBlurAr: fn(),
  },
} satisfies Meta<typeof BilingualField>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = /^(name \(English\)|الاسم \(بالإنجليزية\))$/i;
const arabic = /^(name \(Arabic\)|الاسم \(بالعربية\))$/i;
const missing = /Arabic version is missing|النسخة العربية غير موجودة/;

export const Default: Story = { args: { valueEn: 'Al Waha Fresh Market', valueAr: 'سوق الواحة الطازج' } };

export const MissingArabicHint: Story = { args: { valueEn: 'Al Waha Fresh Market' } };

export const Multiline: Story = {
  args: {
    label: <FormattedMessage id="ui.story.form.description" />,
    multiline: true,
    valueEn: 'Fresh vegetables and fruit every morning, delivered across Dubai Marina and JLT.',
    valueAr: 'خضروات وفواكه طازجة كل صباح، مع التوصيل إلى دبي مارينا وأبراج بحيرات جميرا.',
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    errorEn: (
      <FormattedMessage
        id="ui.form.rule.required"
        values={{
          Name: <FormattedMessage id="ui.bilingualField.english" values={{ label: <FormattedMessage id="ui.story.form.name" /> }} />,
        }}
      />
    ),
  },
};

export const Disabled: Story = { args: { disabled: true, valueEn: 'Al Waha Fresh Market', valueAr: 'سوق الواحة الطازج' } };

export const LongArabicText: Story = {
  args: {
    multiline: true,
    valueEn: 'Al Waha Fresh Market for Vegetables, Fruits, Meat, Fish and Traditional Arabic Bakery, open every day from early morning.',
    valueAr:
      'سوق الواحة الطازج للخضروات والفواكه واللحوم والأسماك والمخبوزات العربية التقليدية والحلويات الشرقية، مفتوح كل يوم من الصباح الباكر حتى منتصف الليل.',
  },
};

/** Typing English alone raises the warning (not an error); adding the Arabic clears it. */
export const ShowsTheMissingArabicHint: Story = {
  play: async ({ canvas, args }) => {
    const en = canvas.getByRole('textbox', { name: english });
    const ar = canvas.getByRole('textbox', { name: arabic });
    await expect(en).toHaveAttribute('dir', 'ltr');
    await expect(en).toHaveAttribute('lang', 'en');
    await expect(ar).toHaveAttribute('dir', 'rtl');
    await expect(ar).toHaveAttribute('lang', 'ar');
    await expect(canvas.queryByText(missing)).toBeNull();
    await userEvent.type(en, 'Fresh Market');
    await expect(canvas.getByText(missing)).toBeVisible();
    await expect(ar).toHaveAccessibleDescription(missing);
    await expect(ar).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(ar).toHaveFocus();
    await userEvent.keyboard('سوق طازج');
    await expect(canvas.queryByText(missing)).toBeNull();
    await expect(args.onChangeAr).toHaveBeenLastCalledWith('سوق طازج');
  },
};
