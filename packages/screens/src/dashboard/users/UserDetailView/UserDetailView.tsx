import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError, type PosUser } from '@dukkan/core';
import { Badge, DetailPage, type PageBreadcrumb } from '@dukkan/ui';
import { phoneText, roleMessageIds } from '../shared/posUserText.ts';
import { UserDetailViewNotes, type NoteDraftValues } from './UserDetailViewNotes.tsx';
import { Facts, Panel, Roles } from './UserDetailView.styles.ts';

export const USER_DETAIL_TABS = ['details', 'notes'] as const;
export type UserDetailTab = (typeof USER_DETAIL_TABS)[number];

export interface UserDetailViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The staff member with their notes and the shop's global notes; undefined until loaded. */
  user: PosUser | undefined;
  status: 'loading' | 'error' | 'ready';
  /** Why it did not load: a 404 says the person is not in this shop, without a retry. */
  error?: ApiError | null;
  onRetry: () => void;
  /** The tab shown, from the URL (`?tab=notes`). */
  tab: UserDetailTab;
  onTabChange: (tab: UserDetailTab) => void;
  /** Owners and leads add, edit and delete notes; anyone else reads them. */
  canEdit: boolean;
  onAddNote: (draft: NoteDraftValues) => Promise<ApiError | null>;
  /** Shows the change at once and resolves with the error after putting the note back. */
  onUpdateNote: (noteId: string, draft: NoteDraftValues) => Promise<ApiError | null>;
  /** Removes the note at once and resolves with the error after putting it back. */
  onDeleteNote: (noteId: string) => Promise<ApiError | null>;
}

function RoleList({ user }: { user: PosUser }) {
  const intl = useIntl();
  return <FormattedList type="conjunction" value={roleMessageIds(user).map((id) => intl.formatMessage({ id }))} />;
}

function loadErrorId(error: ApiError | null | undefined): string {
  if (error?.status === 404) return 'dashboard.users.detail.notFound';
  if (error?.kind === 'network') return 'dashboard.users.detail.error.network';
  return 'dashboard.users.detail.error';
}

/**
 * A point-of-sale staff member (vendor spec §3 "POS user", §7 GET /management/user/get): who
 * they are and what they do in one tab, the notes about them in the other.
 */
export function UserDetailView(props: UserDetailViewProps) {
  const { user, status, tab, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const shown = status === 'ready' && user ? 'ready' : status === 'ready' ? 'loading' : status;
  const notFound = props.error?.status === 404;

  const details = user ? (
    <Panel>
      <Facts>
        <dt>
          <FormattedMessage id="dashboard.users.detail.fullName" />
        </dt>
        <dd>
          <bdi>{user.fullName}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="dashboard.users.detail.phone" />
        </dt>
        <dd>
          <bdi dir="ltr">{phoneText(user)}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="dashboard.users.detail.email" />
        </dt>
        <dd>
          <bdi dir="ltr">{user.emailAddress}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="dashboard.users.detail.roles" />
        </dt>
        <dd>
          <Roles>
            {roleMessageIds(user).map((id) => (
              <Badge key={id} tone={id.endsWith('kitchen') ? 'warning' : 'info'}>
                <FormattedMessage id={id} />
              </Badge>
            ))}
          </Roles>
        </dd>
        <dt>
          <FormattedMessage id="dashboard.users.detail.signIn" />
        </dt>
        <dd>
          <FormattedMessage id="dashboard.users.detail.signIn.how" values={{ phone: <bdi dir="ltr">{phoneText(user)}</bdi> }} />
        </dd>
      </Facts>
    </Panel>
  ) : null;

  return (
    <DetailPage
      title={user ? <bdi>{user.fullName}</bdi> : <FormattedMessage id="dashboard.users.detail.crumb" />}
      subtitle={user ? <RoleList user={user} /> : undefined}
      breadcrumbs={props.breadcrumbs}
      status={shown}
      error={<FormattedMessage id={loadErrorId(props.error)} />}
      onRetry={notFound ? undefined : props.onRetry}
      selectedTab={tab}
      onTabChange={(id) => props.onTabChange(id === 'notes' ? 'notes' : 'details')}
      tabsLabel={intl.formatMessage({ id: 'dashboard.users.detail.tabs' })}
      tabs={[
        { id: 'details', label: <FormattedMessage id="dashboard.users.detail.tab.details" />, content: details },
        {
          id: 'notes',
          // One string: the tab lays its children out with a gap, which would space out "(3)".
          label: intl.formatMessage({ id: 'dashboard.users.detail.tab.notes' }, { n: formatNumber(user?.notes.length ?? 0, locale) }),
          content: user ? (
            <UserDetailViewNotes
              user={user}
              canEdit={canEdit}
              onAddNote={props.onAddNote}
              onUpdateNote={props.onUpdateNote}
              onDeleteNote={props.onDeleteNote}
            />
          ) : null,
        },
      ]}
    />
  );
}
