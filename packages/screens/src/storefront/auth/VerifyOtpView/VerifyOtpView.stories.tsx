import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { INVALID_USER_MESSAGE, type ApiError } from '@dukkan/core';
import { VerifyOtpView, type VerifyOtpViewProps } from './VerifyOtpView.tsx';

const meta = {
  title: 'Storefront/Auth/VerifyOtpView',
  component: VerifyOtpView,
  args: {
    phone: '+971501234567',
    changeHref: '/login',
    onSubmit: fn(),
    onResend: fn(),
    secondsUntilResend: 30,
    resendState: 'idle',
    isPending: false,
    error: null,
  },
} satisfies Meta<typeof VerifyOtpView>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendButton = /resend code|إعادة إرسال الرمز/i;
const verifyButton = /^(verify|تحقّق)$/i;
const wrongCode: ApiError = { kind: 'http', status: 422, code: 'invalid_code', message: 'Invalid code' };
const expired: ApiError = { kind: 'http', status: 422, code: 'otp_expired', message: 'The code has expired. Request a new one.' };
const tooManyAttempts: ApiError = {
  kind: 'http',
  status: 429,
  code: 'too_many_attempts',
  message: 'Too many attempts. Request a new code.',
};
/** What userStore.verifyOtp answers for a seller (spec §6). */
const seller: ApiError = { kind: 'client', status: 403, code: 'invalid_user', message: INVALID_USER_MESSAGE };
const offline: ApiError = { kind: 'network', status: 0, message: 'Failed to fetch' };

function boxesOf(canvas: { getAllByRole: (role: string) => HTMLElement[] }) {
  return canvas.getAllByRole('textbox') as HTMLInputElement[];
}

export const Default: Story = {};
export const ResendAvailable: Story = { args: { secondsUntilResend: 0 } };
export const Checking: Story = { args: { isPending: true } };
export const WrongCode: Story = { args: { error: wrongCode, secondsUntilResend: 0 } };
export const CodeExpired: Story = { args: { error: expired, secondsUntilResend: 0 } };
export const TooManyAttempts: Story = { args: { error: tooManyAttempts, secondsUntilResend: 0 } };
export const SellerRejected: Story = { args: { error: seller } };
export const NetworkError: Story = { args: { error: offline } };
export const ResendingCode: Story = { args: { secondsUntilResend: 0, resendState: 'pending' } };
export const CodeSentAgain: Story = { args: { secondsUntilResend: 59, resendState: 'sent' } };
export const LongCountdown: Story = { args: { secondsUntilResend: 125, phone: '+966501234567' } };
export const NarrowPhone: Story = {
  args: { error: wrongCode, secondsUntilResend: 45 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const SubmitsWhenTheLastDigitIsEntered: Story = {
  play: async ({ canvas, args }) => {
    const boxes = boxesOf(canvas);
    await expect(boxes).toHaveLength(6);
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('12345');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SubmitsAPastedCodeOnTheButton: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.paste('٤٨٢٩١٣');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('482913'));
    const button = canvas.getByRole('button', { name: verifyButton });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const AsksForEveryDigit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: verifyButton }));
    await expect(canvas.getByRole('group', { name: /verification code|رمز التحقق/i })).toHaveAccessibleDescription(
      /enter all 6 digits|أدخل أرقام الرمز كلها/i,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A seller verifying through the customer flow is rejected with 'Invalid user' (customer spec §6, §8); the boxes clear for another try. */
function RejectsSeller(args: VerifyOtpViewProps) {
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <VerifyOtpView
      {...args}
      error={error}
      onSubmit={(code) => {
        args.onSubmit(code);
        setError(seller);
      }}
    />
  );
}

export const ShowsInvalidUserForASeller: Story = {
  render: (args) => <RejectsSeller {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('123456');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^(Invalid user|مستخدم غير صالح)$/));
    await expect(
      boxesOf(canvas)
        .map((box) => box.value)
        .join(''),
    ).toBe('');
    await expect(boxesOf(canvas)[0]).toHaveFocus();
  },
};

/** The server could not be reached (offline, a dropped connection, a 5xx): the code was never judged, so it stays for "Verify" (issue #18). */
function CannotReachTheServer(args: VerifyOtpViewProps) {
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <VerifyOtpView
      {...args}
      error={error}
      onSubmit={async (code) => {
        args.onSubmit(code);
        // As the app's call answers: later, after the submit settled.
        await new Promise((resolve) => setTimeout(resolve, 50));
        setError({ ...offline });
      }}
    />
  );
}

export const KeepsTheCodeWhenTheServerCannotBeReached: Story = {
  render: (args) => <CannotReachTheServer {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('123456');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/connection|الاتصال/));
    await expect(
      boxesOf(canvas)
        .map((box) => box.value)
        .join(''),
    ).toBe('123456');
    // "Verify" is there to send it again (the storefront's fault journey presses it).
    await expect(canvas.getByRole('button', { name: verifyButton })).toBeEnabled();
  },
};

export const DisablesResendDuringTheCountdown: Story = {
  args: { secondsUntilResend: 30 },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: resendButton });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(/new code in 0:30|رمز جديد بعد 0:30/);
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ResendsWhenTheCountdownEnds: Story = {
  args: { secondsUntilResend: 0 },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: resendButton });
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText(/new code in|رمز جديد بعد/)).toBeNull();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const AnnouncesTheNewCode: Story = {
  args: { resendState: 'sent', secondsUntilResend: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/we sent you a new code|أرسلنا إليك رمزًا جديدًا/i)).toHaveAttribute('role', 'status');
  },
};

export const LinksToChangeTheNumber: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /change number|تغيير الرقم/i })).toHaveAttribute('href', '/login');
    await expect(canvas.getByText('+971 501234567')).toHaveAttribute('dir', 'ltr');
  },
};
