import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Form, FormField, normalisePhone, type FormOption } from '@dukkan/ui';
import { Actions, AuthLayout } from '../AuthLayout/index.ts';
import { mobileRule } from '../phoneRule.ts';
import { ServerErrorAlert, type ServerErrorLike, type ServerErrorTable } from '../ServerErrorAlert/index.ts';
import { usePendingSubmit, type SubmitAnswer } from '../usePendingSubmit.ts';

/** How the code is sent (customer spec §7 POST /auth/otp: sendSMS or sendWhatsapp). */
export type OtpChannel = 'sms' | 'whatsapp';

export interface LoginRequest {
  /** The national number, digits only, no trunk 0: "501234567". */
  phone: string;
  /** The calling code without "+": "971". */
  countryCode: string;
  channel: OtpChannel;
}

export interface LoginViewProps {
  /** Request the code. Return the call's promise to keep the button busy until it settles. */
  onSubmit: (request: LoginRequest) => SubmitAnswer;
  /** "Not now": leave without logging in (the app goes to the remembered skip route, spec §4). */
  onSkip: () => void;
  /** The code request is under way. */
  isPending?: boolean;
  /** The failed code request (ApiError): shown translated. */
  error?: ServerErrorLike | null;
  /** The number to start with (back from "Change number"), in any form PhoneInput reads. */
  defaultPhone?: string;
  defaultChannel?: OtpChannel;
}

type LoginValues = {
  /** E.164, as the form layer's phone field keeps it. */
  phone: string;
  channel: OtpChannel;
};

const ERRORS: ServerErrorTable = {
  network: 'storefront.auth.error.network',
  fallback: 'storefront.auth.error.generic',
  codes: {
    invalid_phone: 'storefront.auth.login.phoneInvalid',
    too_many_requests: 'storefront.auth.error.tooManyRequests',
    too_many_attempts: 'storefront.auth.error.tooManyRequests',
  },
  statuses: { 422: 'storefront.auth.login.phoneInvalid', 429: 'storefront.auth.error.tooManyRequests' },
};

const PHONE_RULES = ['required', mobileRule('storefront.auth.login.phoneInvalid')] as const;

/** Login `/login` (customer spec §2, §7): phone number and the channel of the one-time code. */
export function LoginView({ onSubmit, onSkip, isPending = false, error, defaultPhone, defaultChannel = 'sms' }: LoginViewProps) {
  const intl = useIntl();
  const { busy, submit } = usePendingSubmit(onSubmit, isPending);
  const initialValues = useMemo(
    () => ({ phone: defaultPhone ? normalisePhone(defaultPhone).e164 : '', channel: defaultChannel }),
    [defaultPhone, defaultChannel],
  );
  const channels: FormOption[] = [
    { value: 'sms', label: intl.formatMessage({ id: 'storefront.auth.login.channel.sms' }) },
    { value: 'whatsapp', label: intl.formatMessage({ id: 'storefront.auth.login.channel.whatsapp' }) },
  ];

  function send(values: LoginValues) {
    const phone = normalisePhone(values.phone);
    return submit({ phone: phone.national, countryCode: phone.countryCode, channel: values.channel === 'whatsapp' ? 'whatsapp' : 'sms' });
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="storefront.auth.login.title" />}
      subtitle={<FormattedMessage id="storefront.auth.login.subtitle" />}
    >
      <Form<LoginValues> onSubmit={send} initialValues={initialValues}>
        <FormField type="phone" name="phone" label={{ id: 'storefront.auth.login.phone' }} rules={PHONE_RULES} />
        <FormField type="radio" name="channel" label={{ id: 'storefront.auth.login.channel' }} options={channels} rules="required" />
        <ServerErrorAlert error={error} messages={ERRORS} />
        <Actions>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            <FormattedMessage id="storefront.auth.login.submit" />
          </Button>
          <Button variant="ghost" fullWidth onClick={onSkip}>
            <FormattedMessage id="storefront.auth.login.skip" />
          </Button>
        </Actions>
      </Form>
    </AuthLayout>
  );
}
