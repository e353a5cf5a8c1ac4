import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { Button, Link, normalisePhone, OtpInput } from '@dukkan/ui';
import { Actions, AuthLayout } from '../AuthLayout/index.ts';
import { ServerErrorAlert, type ServerErrorLike, type ServerErrorTable } from '../ServerErrorAlert/index.ts';
import { usePendingSubmit, type SubmitAnswer } from '../usePendingSubmit.ts';
import { Countdown, ResendRow, SentNote, SentTo } from './VerifyOtpView.styles.ts';

/** The last "Resend code": under way, or done (announced politely). */
export type ResendState = 'idle' | 'pending' | 'sent';

export interface VerifyOtpViewProps {
  /** The number the code went to (the `phone` query), shown left-to-right. */
  phone: string;
  /** "Change number": back to /login. */
  changeHref: string;
  /** Check the code. Called when the last digit is entered and on the button. */
  onSubmit: (code: string) => SubmitAnswer;
  isPending?: boolean;
  /** The failed check or resend (ApiError): wrong or expired code, too many tries, 'Invalid user'. */
  error?: ServerErrorLike | null;
  /** Seconds until another code may be asked for, counted down by the parent; 0 enables "Resend code". */
  secondsUntilResend: number;
  onResend: () => void;
  resendState?: ResendState;
  /** @default 6 */
  codeLength?: number;
}

const ERRORS: ServerErrorTable = {
  network: 'storefront.auth.error.network',
  fallback: 'storefront.auth.error.generic',
  codes: {
    invalid_code: 'storefront.auth.verify.error.invalidCode',
    otp_expired: 'storefront.auth.verify.error.expired',
    too_many_attempts: 'storefront.auth.verify.error.tooManyAttempts',
    too_many_requests: 'storefront.auth.error.tooManyRequests',
    invalid_phone: 'storefront.auth.login.phoneInvalid',
    // Customer spec §6, §8: a seller using the customer code flow.
    invalid_user: 'core.error.invalidUser',
  },
  messages: { 'Invalid user': 'core.error.invalidUser' },
  statuses: { 422: 'storefront.auth.verify.error.invalidCode', 429: 'storefront.auth.verify.error.tooManyAttempts' },
};

/** The check never reached a verdict: no answer, or the server failed. */
function unjudged(error: ServerErrorLike): boolean {
  const inner = typeof error.error === 'object' && error.error !== null ? (error.error as ServerErrorLike) : error;
  return inner.kind === 'network' || (typeof inner.status === 'number' && inner.status >= 500);
}

/** m:ss, the same digits in both languages (docs/decisions/0010). */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function shownPhone(phone: string): string {
  const parsed = normalisePhone(phone);
  return parsed.national ? `+${parsed.countryCode} ${parsed.national}` : phone;
}

/**
 * Code entry `/login/verify-otp?phone=` (customer spec §2, §7): the one-time code, sent
 * when complete, with resend after a countdown the parent drives (no timers here, so the
 * screen renders the same every time).
 */
export function VerifyOtpView({
  phone,
  changeHref,
  onSubmit,
  isPending = false,
  error,
  secondsUntilResend,
  onResend,
  resendState = 'idle',
  codeLength = 6,
}: VerifyOtpViewProps) {
  const intl = useIntl();
  const countdownId = useId();
  const boxesRef = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [failed, setFailed] = useState(false);
  const [seenError, setSeenError] = useState(error);
  const { busy, submit } = usePendingSubmit(onSubmit, isPending);

  // A code the server refused is cleared for the next try; one it never judged (offline, a
  // dropped connection, a 5xx) stays, so "Verify" sends it again (issue #18: nothing typed is lost).
  if (error !== seenError) {
    setSeenError(error);
    if (error && !unjudged(error)) setCode('');
  }
  useEffect(() => {
    if (error) boxesRef.current?.querySelector('input')?.focus();
  }, [error]);

  function check(value: string) {
    if (value.length < codeLength) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setFailed(false);
    submit(value).catch(() => setFailed(true));
  }
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    check(code);
  }

  const waiting = secondsUntilResend > 0;
  const digits = formatNumber(codeLength, intl.locale === 'ar' ? 'ar' : 'en');
  return (
    <AuthLayout
      title={<FormattedMessage id="storefront.auth.verify.title" />}
      subtitle={
        <FormattedMessage id="storefront.auth.verify.sentTo" values={{ digits, phone: <SentTo dir="ltr">{shownPhone(phone)}</SentTo> }} />
      }
    >
      <Link href={changeHref}>
        <FormattedMessage id="storefront.auth.verify.changeNumber" />
      </Link>
      <form onSubmit={handleSubmit} noValidate>
        <Actions>
          <div ref={boxesRef}>
            <OtpInput
              label={<FormattedMessage id="storefront.auth.verify.code" />}
              length={codeLength}
              value={code}
              onChange={(next) => {
                setCode(next);
                setIncomplete(false);
              }}
              onComplete={check}
              loading={busy}
              error={incomplete ? <FormattedMessage id="storefront.auth.verify.codeIncomplete" values={{ digits }} /> : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing to do on this step
              autoFocus
            />
          </div>
          <ServerErrorAlert error={error ?? (failed ? {} : null)} messages={ERRORS} />
          <Button type="submit" size="lg" fullWidth loading={busy}>
            <FormattedMessage id="storefront.auth.verify.submit" />
          </Button>
        </Actions>
      </form>
      <ResendRow>
        <Button
          variant="secondary"
          onClick={onResend}
          disabled={waiting}
          loading={resendState === 'pending'}
          aria-describedby={waiting ? countdownId : undefined}
        >
          <FormattedMessage id="storefront.auth.verify.resend" />
        </Button>
        {waiting ? (
          <Countdown id={countdownId}>
            <FormattedMessage id="storefront.auth.verify.resendIn" values={{ time: <bdi dir="ltr">{clock(secondsUntilResend)}</bdi> }} />
          </Countdown>
        ) : null}
      </ResendRow>
      <SentNote role="status">{resendState === 'sent' ? intl.formatMessage({ id: 'storefront.auth.verify.resent' }) : null}</SentNote>
    </AuthLayout>
  );
}
