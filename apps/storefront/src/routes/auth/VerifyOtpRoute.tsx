import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiError } from '@dukkan/core';
import { VerifyOtpView, type ResendState } from '@dukkan/screens';

import { urls } from '../../urls.ts';
import { useCountdown } from './useCountdown.ts';
import { useStorefrontServices } from '../../services.ts';

/** Seconds before another code may be asked for. */
export const RESEND_AFTER_SECONDS = 30;

/**
 * `/login/verify-otp?phone=` (guarded: a code must be awaited). A right code saves the user;
 * the logged-out guard then sends them on (details, the remembered destination, or home).
 */
export function VerifyOtpRoute() {
  const { user } = useStorefrontServices();
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const countryCode = params.get('cc') ?? '971';
  const channel = params.get('via') === 'whatsapp' ? 'whatsapp' : 'sms';
  const [error, setError] = useState<ApiError | null>(null);
  const [resendState, setResendState] = useState<ResendState>('idle');
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  async function verify(code: string) {
    setError(null);
    const result = await user.verifyOtp({ phone, countryCode, token: code });
    if (result.error) setError(result.error);
  }
  async function resend() {
    setError(null);
    setResendState('pending');
    const result = await user.requestOtp({ phone, countryCode, sendSMS: channel === 'sms', sendWhatsapp: channel === 'whatsapp' });
    if (result.error) {
      setResendState('idle');
      setError(result.error);
      return;
    }
    setResendState('sent');
    countdown.restart(RESEND_AFTER_SECONDS);
  }
  return (
    <VerifyOtpView
      phone={`+${countryCode}${phone}`}
      changeHref={`${urls.login()}?phone=${encodeURIComponent(phone)}&cc=${encodeURIComponent(countryCode)}&via=${channel}`}
      onSubmit={verify}
      error={error}
      secondsUntilResend={countdown.seconds}
      onResend={() => void resend()}
      resendState={resendState}
    />
  );
}
