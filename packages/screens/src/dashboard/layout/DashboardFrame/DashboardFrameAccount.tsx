import { useIntl } from 'react-intl';
import { AccountIcon, Menu } from '@dukkan/ui';
import { AccountName, AccountSummary, RoleChips, SignOutStatus } from './DashboardFrame.styles.ts';

export interface DashboardFrameAccountProps {
  userName: string;
  roleLabelIds: readonly string[];
  onSignOut: () => void;
  signingOut: boolean;
}

const SIGN_OUT = 'signOut';

/**
 * Who is signed in and "Sign out": the name and role chips beside the account button (on a
 * phone, in the menu only), and react-aria's menu for the keyboard and screen readers. While
 * signing out the button keeps focus and "Sign out" is disabled, so it cannot be sent twice.
 */
export function DashboardFrameAccount({ userName, roleLabelIds, onSignOut, signingOut }: DashboardFrameAccountProps) {
  const intl = useIntl();
  const roles = roleLabelIds.map((id) => intl.formatMessage({ id }));
  const title =
    roles.length > 0
      ? intl.formatMessage({ id: 'dashboard.frame.signedInAsWithRoles' }, { name: userName, roles: intl.formatList(roles) })
      : intl.formatMessage({ id: 'dashboard.frame.signedInAs' }, { name: userName });
  return (
    <>
      <SignOutStatus role="status">{signingOut ? intl.formatMessage({ id: 'dashboard.frame.signingOut' }) : null}</SignOutStatus>
      {signingOut ? null : (
        <AccountSummary>
          <AccountName>
            <bdi>{userName}</bdi>
          </AccountName>
          {roles.length > 0 ? (
            <RoleChips aria-label={intl.formatMessage({ id: 'dashboard.frame.roles' })}>
              {roles.map((role, index) => (
                <li key={roleLabelIds[index]}>{role}</li>
              ))}
            </RoleChips>
          ) : null}
        </AccountSummary>
      )}
      <Menu
        label={intl.formatMessage({ id: 'dashboard.frame.account' }, { name: userName })}
        icon={<AccountIcon />}
        iconOnly
        placement="bottom end"
        items={[
          {
            id: 'account',
            title,
            items: [
              {
                id: SIGN_OUT,
                label: intl.formatMessage({ id: signingOut ? 'dashboard.frame.signingOut' : 'dashboard.frame.signOut' }),
                isDisabled: signingOut,
              },
            ],
          },
        ]}
        onAction={(id) => {
          if (id === SIGN_OUT) onSignOut();
        }}
      />
    </>
  );
}
