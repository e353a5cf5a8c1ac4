import { useSWRConfig } from 'swr';
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { ApiRequestError, createPosUser, isPosRole, usePosUsers } from '@dukkan/data';
import { UserCreateDialog, UsersListView, type NewPosUser } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { usersUrls } from './urls.ts';

/** Rows per page of the staff list (decision 0043). */
const PAGE_SIZE = 20;
const CREATE_DIALOG = 'create';

/** /users: the working shop's POS users; search, role filter, page and the create dialog in the URL. */
export function UsersListRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const role = isPosRole(state.filters.role) ? state.filters.role : undefined;
  const canCreate = can('users:update');
  const list = usePosUsers({ shopId, q: state.q, role, page: state.page, pageSize: PAGE_SIZE });

  async function create(user: NewPosUser): Promise<ApiError | null> {
    if (!shopId) return { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
    const result = await createPosUser({ api: client.api, mutate, shop: shopId }, user);
    if (result.error) return result.error;
    update({ dialog: null }, { replace: true });
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="dashboard.users.created" values={{ name: <bdi>{user.fullName}</bdi> }} />,
      description: <FormattedMessage id="dashboard.users.created.description" />,
    });
    return null;
  }

  return (
    <>
      <UsersListView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        users={list.rows}
        status={list.status}
        error={list.error instanceof ApiRequestError ? list.error.error : null}
        onRetry={list.retry}
        query={state.q}
        onQueryChange={(q) => update({ q })}
        role={role ?? 'all'}
        onRoleChange={(next) => update({ filters: { role: next === 'all' ? null : next } })}
        page={list.page}
        pageCount={list.pageCount}
        onPageChange={(page) => update({ page })}
        onClearFilters={() => update({ q: '', filters: { role: null } })}
        canCreate={canCreate}
        onCreate={() => update({ dialog: CREATE_DIALOG })}
        userHref={usersUrls.user}
      />
      <UserCreateDialog
        isOpen={canCreate && state.dialog === CREATE_DIALOG}
        onOpenChange={(open) => update({ dialog: open ? CREATE_DIALOG : null }, { replace: !open })}
        onSubmit={create}
      />
    </>
  );
}
