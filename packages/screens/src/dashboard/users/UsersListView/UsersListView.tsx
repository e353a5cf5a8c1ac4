import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, PosUser } from '@dukkan/core';
import {
  Badge,
  Button,
  DataTable,
  Link,
  ListPage,
  Select,
  type DataTableColumn,
  type ListPageStatus,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { phoneText, roleMessageIds } from '../shared/posUserText.ts';
import { LtrText, NameCell, RoleFilter, Roles } from './UsersListView.styles.ts';

export type UsersRoleFilter = 'all' | 'cashier' | 'kitchen';

export interface UsersListViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The rows of the current page, already searched and filtered. */
  users: readonly PosUser[];
  status: ListPageStatus;
  /** Why the list did not load (network or server), for the message. */
  error?: ApiError | null;
  onRetry: () => void;
  /** The search (name, phone, e-mail), from the URL. */
  query: string;
  onQueryChange: (query: string) => void;
  role: UsersRoleFilter;
  onRoleChange: (role: UsersRoleFilter) => void;
  /** 1-based, brought into range by the caller. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Clears the search and the role filter (offered when they hide every row). */
  onClearFilters: () => void;
  /** Owners and leads add staff; anyone else sees the list only. */
  canCreate: boolean;
  /** Opens the "Add a staff member" dialog (its state lives in the URL). */
  onCreate: () => void;
  /** Where a row's name links to: the staff member's page. */
  userHref: (id: string) => string;
}

const ROLE_FILTERS: Readonly<Record<UsersRoleFilter, string>> = {
  all: 'dashboard.users.list.role.all',
  cashier: 'dashboard.users.list.role.cashier',
  kitchen: 'dashboard.users.list.role.kitchen',
};

const columns: DataTableColumn<PosUser & { href: string }>[] = [
  {
    key: 'fullName',
    header: <FormattedMessage id="dashboard.users.list.colName" />,
    minWidth: 180,
    grow: 2,
    cell: (user) => (
      <NameCell>
        <Link href={user.href}>
          <bdi>{user.fullName}</bdi>
        </Link>
      </NameCell>
    ),
  },
  {
    key: 'phone',
    header: <FormattedMessage id="dashboard.users.list.colPhone" />,
    width: 170,
    cell: (user) => <LtrText dir="ltr">{phoneText(user)}</LtrText>,
  },
  {
    key: 'emailAddress',
    header: <FormattedMessage id="dashboard.users.list.colEmail" />,
    minWidth: 200,
    grow: 2,
    cell: (user) => <LtrText dir="ltr">{user.emailAddress}</LtrText>,
  },
  {
    key: 'roles',
    header: <FormattedMessage id="dashboard.users.list.colRoles" />,
    minWidth: 160,
    cell: (user) => (
      <Roles>
        {roleMessageIds(user).map((id) => (
          <Badge key={id} tone={id.endsWith('kitchen') ? 'warning' : 'info'}>
            <FormattedMessage id={id} />
          </Badge>
        ))}
      </Roles>
    ),
  },
];

/**
 * Point-of-sale users (vendor spec §3 "POS user", §7 Users): the shop's cashiers and kitchen
 * staff, searched by name, phone or e-mail and filtered by role, a page at a time. Search,
 * filter, page and the open dialog live in the URL, so they come in through props.
 */
export function UsersListView(props: UsersListViewProps) {
  const { users, status, query, role, page, pageCount, canCreate, userHref } = props;
  const intl = useIntl();
  const filtered = query.trim() !== '' || role !== 'all';
  const isEmpty = status === 'ready' && users.length === 0;
  const addButton = canCreate ? (
    <Button onClick={props.onCreate}>
      <FormattedMessage id="dashboard.users.list.add" />
    </Button>
  ) : undefined;

  return (
    <ListPage
      title={<FormattedMessage id="dashboard.users.list.title" />}
      description={<FormattedMessage id="dashboard.users.list.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      search={{
        label: intl.formatMessage({ id: 'dashboard.users.list.search' }),
        placeholder: intl.formatMessage({ id: 'dashboard.users.list.searchPlaceholder' }),
        value: query,
        onChange: props.onQueryChange,
      }}
      filters={
        <RoleFilter>
          <Select
            label={<FormattedMessage id="dashboard.users.list.role" />}
            options={Object.entries(ROLE_FILTERS).map(([id, message]) => ({ id, label: intl.formatMessage({ id: message }) }))}
            value={role}
            onChange={(next) => props.onRoleChange(next === 'cashier' || next === 'kitchen' ? next : 'all')}
          />
        </RoleFilter>
      }
      status={status}
      error={
        <FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.users.list.error.network' : 'dashboard.users.list.error'} />
      }
      onRetry={props.onRetry}
      isEmpty={isEmpty}
      empty={
        filtered
          ? {
              title: <FormattedMessage id="dashboard.users.list.noMatches" />,
              message: <FormattedMessage id="dashboard.users.list.noMatches.message" />,
              action: (
                <Button variant="secondary" onClick={props.onClearFilters}>
                  <FormattedMessage id="dashboard.users.list.clearFilters" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.users.list.empty" />,
              message: <FormattedMessage id={canCreate ? 'dashboard.users.list.empty.message' : 'dashboard.users.list.empty.readOnly'} />,
              action: addButton,
            }
      }
      pagination={{ page, pageCount, onPageChange: props.onPageChange }}
    >
      <DataTable
        label={<FormattedMessage id="dashboard.users.list.title" />}
        hideLabel
        columns={columns}
        rows={users.map((user) => ({ ...user, href: userHref(user.id) }))}
        getRowKey={(user) => user.id}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
