import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { OtpInput } from './OtpInput.tsx';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.otp" />, onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <FormattedMessage id="ui.story.inputs.otpHelp" /> } };
export const Filled: Story = { args: { defaultValue: '482913' } };
export const FourDigits: Story = { args: { length: 4 } };
export const Invalid: Story = { args: { defaultValue: '482913', error: <FormattedMessage id="ui.story.inputs.otpWrong" /> } };
export const Loading: Story = { args: { defaultValue: '482913', loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongArabicText: Story = {
  args: {
    label: 'رمز التحقق المرسل إلى رقم جوالك المسجل لدى المتجر لتأكيد الطلب والدفع عند الاستلام',
    description: 'The code sent to the mobile number registered with the shop, to confirm the order and cash on delivery.',
  },
};

export const PastesAWholeCodeIntoTheBoxes: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes).toHaveLength(6);
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.paste('٤٨٢ ٩١٣');
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('482913'));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(boxes[5]).toHaveFocus();
  },
};

export const TypesForwardAndBacksUp: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('textbox', { name: /digit|الرقم/i });
    await expect(canvas.getByRole('group', { name: /verification code|رمز التحقق/i })).toBeVisible();
    await expect(boxes[0]).toHaveAccessibleName(/1.*6/);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(boxes[1]).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const CompletesOnceWhenFull: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('123456'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await userEvent.keyboard('9');
    await waitFor(() => expect(args.onComplete).toHaveBeenLastCalledWith('123496'));
  },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.inputs.otpWrong" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/not right|غير صحيح/i);
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};
