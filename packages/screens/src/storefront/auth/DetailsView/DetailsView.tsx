import { TEXT_LIMITS } from '@dukkan/core';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Form, FormField } from '@dukkan/ui';
import { Actions, AuthLayout } from '../AuthLayout/index.ts';
import { ServerErrorAlert, type ServerErrorLike, type ServerErrorTable } from '../ServerErrorAlert/index.ts';
import { usePendingSubmit, type SubmitAnswer } from '../usePendingSubmit.ts';

export interface ProfileDetails {
  /** Trimmed, 2–80 characters. */
  name: string;
  /** Trimmed; left out when the customer gave none. */
  email?: string;
}

export interface DetailsViewProps {
  /** PUT /auth/info (customer spec §7). Return the call's promise to keep the button busy until it settles. */
  onSubmit: (details: ProfileDetails) => SubmitAnswer;
  isPending?: boolean;
  /** The failed call (ApiError): shown translated. */
  error?: ServerErrorLike | null;
  initialValues?: Partial<ProfileDetails>;
}

type DetailsValues = { name: string; email: string };

const ERRORS: ServerErrorTable = {
  network: 'storefront.auth.error.network',
  fallback: 'storefront.auth.error.generic',
  codes: { invalid_name: 'storefront.auth.details.error.name', invalid_email: 'storefront.auth.details.error.email' },
};

/** Profile completion `/login/details` (customer spec §2, §3: a user with no fullName completes their info). */
export function DetailsView({ onSubmit, isPending = false, error, initialValues }: DetailsViewProps) {
  const { busy, submit } = usePendingSubmit(onSubmit, isPending);
  const initial = useMemo<DetailsValues>(
    () => ({ name: initialValues?.name ?? '', email: initialValues?.email ?? '' }),
    [initialValues?.name, initialValues?.email],
  );

  function send(values: DetailsValues) {
    const name = values.name.trim();
    const email = values.email.trim();
    return submit(email ? { name, email } : { name });
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="storefront.auth.details.title" />}
      subtitle={<FormattedMessage id="storefront.auth.details.subtitle" />}
    >
      <Form<DetailsValues> onSubmit={send} initialValues={initial}>
        <FormField
          name="name"
          label={{ id: 'storefront.auth.details.name' }}
          rules={`required:trim|length:${TEXT_LIMITS.fullNameMin},${TEXT_LIMITS.fullName}`}
          inputProps={{ autoComplete: 'name' }}
        />
        <FormField
          type="email"
          name="email"
          label={{ id: 'storefront.auth.details.email' }}
          description={{ id: 'storefront.auth.details.emailHelp' }}
          rules={`email|length:0,${TEXT_LIMITS.email}`}
        />
        <ServerErrorAlert error={error} messages={ERRORS} />
        <Actions>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            <FormattedMessage id="storefront.auth.details.submit" />
          </Button>
        </Actions>
      </Form>
    </AuthLayout>
  );
}
