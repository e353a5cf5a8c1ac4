import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { LoginView, type LoginRequest } from './LoginView.tsx';

const meta = {
  title: 'Storefront/Auth/LoginView',
  component: LoginView,
  args: { onSubmit: fn(), onSkip: fn(), isPending: false, error: null },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneBox = /mobile number|رقم الجوال/i;
const sendCode = /send code|إرسال الرمز/i;
const whatsapp = /whatsapp|واتساب/i;

const invalidPhone: ApiError = {
  kind: 'http',
  status: 422,
  code: 'invalid_phone',
  message: 'Enter a phone number of 7 to 12 digits, without spaces or symbols.',
};
const tooMany: ApiError = { kind: 'http', status: 429, code: 'too_many_requests', message: 'Too many requests' };
const offline: ApiError = { kind: 'network', status: 0, message: 'Failed to fetch' };

export const Default: Story = {};
export const Prefilled: Story = { args: { defaultPhone: '+971501234567', defaultChannel: 'whatsapp' } };
export const Sending: Story = { args: { defaultPhone: '+971501234567', isPending: true } };
export const PhoneRejected: Story = { args: { defaultPhone: '+971501234567', error: invalidPhone } };
export const TooManyRequests: Story = { args: { defaultPhone: '+971501234567', error: tooMany } };
export const NetworkError: Story = { args: { defaultPhone: '+971501234567', error: offline } };
export const NarrowPhone: Story = {
  args: { defaultPhone: '+971501234567', error: tooMany },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** The number is sent in national form with its calling code, and the chosen channel (spec §7 /auth/otp). */
export const SubmitsNormalisedPhoneAndChannel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: phoneBox }), '050 123 4567');
    await userEvent.click(canvas.getByRole('radio', { name: whatsapp }));
    await userEvent.click(canvas.getByRole('button', { name: sendCode }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ phone: '501234567', countryCode: '971', channel: 'whatsapp' } satisfies LoginRequest),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Digits from an Arabic keyboard are read as the same number; SMS is the default channel. */
export const AcceptsArabicIndicDigits: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: phoneBox });
    await userEvent.type(phone, '٠٥٥٩٨٧٦٥٤٣{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ phone: '559876543', countryCode: '971', channel: 'sms' }));
  },
};

export const ValidatesThePhoneBeforeSending: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: sendCode }));
    const phone = canvas.getByRole('textbox', { name: phoneBox });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(/mobile number is required|حقل رقم الجوال مطلوب/i);
    await userEvent.type(phone, '12345');
    await userEvent.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/enter a valid mobile number|أدخل رقم جوال صحيحًا/i));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsTheServerErrorTranslated: Story = {
  args: { defaultPhone: '+971501234567', error: tooMany },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/too many requests|طلبات كثيرة جدًا/i);
  },
};

export const KeepsTheButtonBusyWhileSending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: phoneBox }), '501234567');
    const button = canvas.getByRole('button', { name: sendCode });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SkipsWithNotNow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /not now|ليس الآن/i }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
