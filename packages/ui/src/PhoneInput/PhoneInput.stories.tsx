import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { PhoneInput } from './PhoneInput.tsx';

const invalid = <FormattedMessage id="ui.story.inputs.mobileInvalid" values={{ example: <bdi dir="ltr">050 123 4567</bdi> }} />;

const meta = {
  title: 'UI/PhoneInput',
  component: PhoneInput,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.mobile" />, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: '+971501234567', description: <FormattedMessage id="ui.story.inputs.mobileHelp" /> } };
export const OtherCountry: Story = { args: { defaultValue: '+966501234567' } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { defaultValue: '0511', error: invalid } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '+971501234567' } };
export const LongArabicText: Story = {
  args: {
    label: 'رقم الجوال الذي سيتواصل عليه السائق عند الوصول إلى باب المبنى أو بوابة المجمع السكني',
    description: 'The number the driver calls on arrival at the building entrance or the gate of the residential compound.',
    defaultValue: '+971501234567',
  },
};

export const NormalisesArabicIndicDigits: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /mobile|الجوال/i });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(input, '٠٥٠ ١٢٣ ٤٥٦٧');
    await expect(input).toHaveValue('050 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '971', national: '501234567', e164: '+971501234567', valid: true });
  },
};

export const StripsAPastedCountryCode: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('+971 50 123 4567');
    await expect(input).toHaveValue('501234567');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ e164: '+971501234567', valid: true }));
  },
};

export const TakesTheCountryFromAPastedNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.paste('00966 50 123 4567');
    await expect(canvas.getByRole('button', { name: /country code|رمز الدولة/i })).toHaveTextContent('+966');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '966', national: '501234567', e164: '+966501234567', valid: true });
  },
};

export const ChoosesACountryWithTheKeyboard: Story = {
  args: { defaultValue: '0501234567' },
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('button', { name: /country code|رمز الدولة/i });
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(code).toHaveTextContent('+966');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ countryCode: '966', e164: '+966501234567' }));
  },
};

export const AnnouncesItsError: Story = {
  args: { error: invalid },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/050 123 4567/);
  },
};
