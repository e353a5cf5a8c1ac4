import { useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiRequestError, addUserNote, deleteUserNote, updateUserNote, usePosUser, type UsersContext } from '@dukkan/data';
import { UserDetailView, type UserDetailTab } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

const NO_SHOP = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' } as const;

/** /users/:id: a staff member's details and notes; the tab lives in the URL (`?tab=notes`). */
export function UserDetailRoute() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const user = usePosUser(shopId, id);
  const tab: UserDetailTab = params.get('tab') === 'notes' ? 'notes' : 'details';
  const context: UsersContext | null = shopId ? { api: client.api, mutate, shop: shopId } : null;
  const userId = id ?? '';

  return (
    <UserDetailView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      user={user.data}
      status={user.data ? 'ready' : user.error ? 'error' : 'loading'}
      error={user.error instanceof ApiRequestError ? user.error.error : null}
      onRetry={() => void user.mutate()}
      tab={tab}
      onTabChange={(next) =>
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            if (next === 'details') copy.delete('tab');
            else copy.set('tab', next);
            return copy;
          },
          { replace: true },
        )
      }
      canEdit={can('users:update')}
      onAddNote={(draft) => (context ? addUserNote(context, userId, draft) : Promise.resolve(NO_SHOP))}
      onUpdateNote={(noteId, draft) => (context ? updateUserNote(context, userId, noteId, draft) : Promise.resolve(NO_SHOP))}
      onDeleteNote={(noteId) => (context ? deleteUserNote(context, userId, noteId) : Promise.resolve(NO_SHOP))}
    />
  );
}
