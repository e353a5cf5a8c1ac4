import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ErrorState, Skeleton } from '@dukkan/ui';

export interface DashboardHomeProps {
  userName?: string;
  shopName?: string;
  /** Staff roles of the signed-in user (vendor spec §6). */
  roles: { isSeller: boolean; isLead: boolean; isCashier: boolean; isKitchen: boolean };
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** A translated message when signing out failed (nothing was cleared). */
  signOutError?: string;
}

const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.xl.size};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Roles = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    font-weight: 600;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The dashboard's landing page after sign-in: who is signed in, for which shop, and sign-out. */
export function DashboardHome({
  userName,
  shopName,
  roles,
  isLoading,
  error,
  onRetry,
  onSignOut,
  signingOut,
  signOutError,
}: DashboardHomeProps) {
  const intl = useIntl();
  if (error && !userName) {
    return (
      <Page id="main">
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading) {
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <Skeleton inlineSize="min(360px, 70%)" blockSize="32px" />
        <Skeleton inlineSize="min(240px, 50%)" blockSize="20px" />
      </Page>
    );
  }
  return (
    <Page id="main">
      <Top>
        <div>
          <h1>
            <FormattedMessage id="dashboard.home.welcome" values={{ name: userName ?? '' }} />
          </h1>
          {shopName ? <p>{shopName}</p> : null}
        </div>
        <Button variant="secondary" onClick={onSignOut} loading={signingOut}>
          <FormattedMessage id="dashboard.home.signOut" />
        </Button>
      </Top>
      {signOutError ? <Alert role="alert">{signOutError}</Alert> : null}
      <section aria-labelledby="vendor-home-roles">
        <h2 id="vendor-home-roles">
          <FormattedMessage id="dashboard.home.roles" />
        </h2>
        <Roles>
          {roles.isSeller ? (
            <li>
              <FormattedMessage id="dashboard.role.seller" />
            </li>
          ) : null}
          {roles.isLead ? (
            <li>
              <FormattedMessage id="dashboard.role.lead" />
            </li>
          ) : null}
          {roles.isCashier ? (
            <li>
              <FormattedMessage id="dashboard.role.cashier" />
            </li>
          ) : null}
          {roles.isKitchen ? (
            <li>
              <FormattedMessage id="dashboard.role.kitchen" />
            </li>
          ) : null}
        </Roles>
      </section>
    </Page>
  );
}
