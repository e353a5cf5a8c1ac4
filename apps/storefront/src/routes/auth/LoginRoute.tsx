import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '@dukkan/core';
import { LoginView, type LoginRequest } from '@dukkan/screens';

import { urls } from '../../urls.ts';
import { useStorefrontServices } from '../../services.ts';

/** `/login` (logged out only): ask for a code by SMS or WhatsApp, then go to the code step. */
export function LoginRoute() {
  const { user } = useStorefrontServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<ApiError | null>(null);
  async function submit(request: LoginRequest) {
    setError(null);
    const result = await user.requestOtp({
      phone: request.phone,
      countryCode: request.countryCode,
      sendSMS: request.channel === 'sms',
      sendWhatsapp: request.channel === 'whatsapp',
    });
    if (result.error) {
      setError(result.error);
      return;
    }
    void navigate(urls.verifyOtp(request.phone, request.countryCode, request.channel));
  }
  const phone = params.get('phone');
  const countryCode = params.get('cc') ?? '971';
  return (
    <LoginView
      onSubmit={submit}
      onSkip={() => void navigate(user.skipRoute())}
      error={error}
      defaultPhone={phone ? `+${countryCode}${phone}` : undefined}
      defaultChannel={params.get('via') === 'whatsapp' ? 'whatsapp' : 'sms'}
    />
  );
}
