import { TEXT_LIMITS } from '@dukkan/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ErrorState, Form, FormField, Link, Skeleton, SuccessIcon } from '@dukkan/ui';
import { ServerErrorAlert, type ServerErrorLike, type ServerErrorTable } from '../../auth/ServerErrorAlert/index.ts';
import { usePendingSubmit, type SubmitAnswer } from '../../auth/usePendingSubmit.ts';
import type { ProfileDetails } from '../../auth/DetailsView/index.ts';
import { PageTitle } from '../../shared/page.styles.ts';
import { Actions, Danger, Fact, FactLabel, FactValue, Page, Saved, Section, Subtitle } from './ProfileView.styles.ts';

/** What the profile page shows of the signed-in user (GET /account/get-user). */
export interface ProfileUser {
  fullName?: string;
  email?: string;
  phone: string;
  countryCode: string;
}

export interface ProfileViewProps {
  /** Undefined until the user is read. */
  user: ProfileUser | undefined;
  isLoading: boolean;
  /** Reading the user failed; shows an error with retry. */
  loadError?: unknown;
  onRetry: () => void;
  /** PUT /auth/info {name, email}. Return the call's promise to keep the button busy until it settles. */
  onSubmit: (details: ProfileDetails) => SubmitAnswer;
  /** The failed save, shown translated; the form keeps what was typed. */
  error?: ServerErrorLike | null;
  /** The last save succeeded: says so in a status region until the next save. */
  saved?: boolean;
  /** Where "Delete my account" leads (/account/delete). */
  deleteAccountHref: string;
}

/** +971 501234567: the code and the national number, as the customer typed them at sign-in. */
function phoneText({ countryCode, phone }: Pick<ProfileUser, 'countryCode' | 'phone'>): string {
  return countryCode ? `+${countryCode} ${phone}` : phone;
}

type ProfileValues = { name: string; email: string };

const ERRORS: ServerErrorTable = {
  network: 'storefront.profile.error.network',
  fallback: 'storefront.profile.error.generic',
  codes: { invalid_name: 'storefront.profile.error.name', invalid_email: 'storefront.profile.error.email' },
};

/**
 * `/account/profile` (customer spec §2): the name and e-mail of PUT /auth/info, with the
 * rules of the details step (name 2–80 characters, trimmed; e-mail optional). The phone is
 * how the customer signs in, so it is shown, not edited.
 */
export function ProfileView({ user, isLoading, loadError, onRetry, onSubmit, error, saved = false, deleteAccountHref }: ProfileViewProps) {
  const intl = useIntl();
  const { busy, submit } = usePendingSubmit(onSubmit);
  const initial = useMemo<ProfileValues>(() => ({ name: user?.fullName ?? '', email: user?.email ?? '' }), [user?.fullName, user?.email]);
  const heading = (
    <header>
      <PageTitle>
        <FormattedMessage id="storefront.profile.title" />
      </PageTitle>
      <Subtitle>
        <FormattedMessage id="storefront.profile.subtitle" />
      </Subtitle>
    </header>
  );

  if (!user && loadError) {
    return (
      <Page id="main">
        {heading}
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || !user) {
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {heading}
        <Section>
          <Skeleton inlineSize="30%" blockSize="16px" />
          <Skeleton inlineSize="100%" blockSize="44px" />
          <Skeleton inlineSize="30%" blockSize="16px" />
          <Skeleton inlineSize="100%" blockSize="44px" />
        </Section>
      </Page>
    );
  }

  function send(values: ProfileValues) {
    const name = values.name.trim();
    const email = values.email.trim();
    return submit(email ? { name, email } : { name });
  }

  return (
    <Page id="main">
      {heading}
      <Section>
        <Fact>
          <FactLabel>
            <FormattedMessage id="storefront.profile.phone" />
          </FactLabel>
          <FactValue>
            <bdi dir="ltr">{phoneText(user)}</bdi>
          </FactValue>
          <FactLabel as="p">
            <FormattedMessage id="storefront.profile.phoneHelp" />
          </FactLabel>
        </Fact>
        <Form<ProfileValues> onSubmit={send} initialValues={initial}>
          <FormField
            name="name"
            label={{ id: 'storefront.profile.name' }}
            rules={`required:trim|length:${TEXT_LIMITS.fullNameMin},${TEXT_LIMITS.fullName}`}
            inputProps={{ autoComplete: 'name' }}
          />
          <FormField
            type="email"
            name="email"
            label={{ id: 'storefront.profile.email' }}
            description={{ id: 'storefront.profile.emailHelp' }}
            rules={`email|length:0,${TEXT_LIMITS.email}`}
          />
          <ServerErrorAlert error={error} messages={ERRORS} />
          <Saved role="status">
            {saved && !error ? (
              <>
                <SuccessIcon aria-hidden="true" />
                <FormattedMessage id="storefront.profile.saved" />
              </>
            ) : null}
          </Saved>
          <Actions>
            <Button type="submit" loading={busy}>
              <FormattedMessage id="storefront.profile.save" />
            </Button>
          </Actions>
        </Form>
      </Section>
      <Danger>
        <Link href={deleteAccountHref}>
          <FormattedMessage id="storefront.profile.deleteLink" />
        </Link>
      </Danger>
    </Page>
  );
}
