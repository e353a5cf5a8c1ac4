import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiRequestError, deleteAddonGroup, reorderAddonGroups, saveAddonGroup, useVendorAddons, type AddonsContext } from '@dukkan/data';
import { AddonGroupsView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

/** The group form is open as `?dialog=new` or `?dialog=group.<id>`, so Back closes it. */
const GROUP_PREFIX = 'group.';

/** /catalogue/products/:id/addons: a product's add-on groups (vendor spec §3 "Addon group", §7 addons/*). */
export function AddonGroupsRoute() {
  const { id = '' } = useParams();
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const addons = useVendorAddons(shopId, id);
  const context = (): AddonsContext | null => (shopId ? { api: client.api, mutate, shop: shopId, product: id } : null);
  const dialog = state.dialog;
  const editing = dialog === 'new' ? 'new' : dialog?.startsWith(GROUP_PREFIX) ? dialog.slice(GROUP_PREFIX.length) : null;
  const onEditingChange = useCallback(
    (next: string | null) =>
      update({ dialog: next === null ? null : next === 'new' ? 'new' : `${GROUP_PREFIX}${next}` }, { replace: next === null }),
    [update],
  );
  const noShop = Promise.resolve(null);

  return (
    <AddonGroupsView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      product={addons.product}
      groups={addons.groups}
      status={addons.status}
      error={addons.error instanceof ApiRequestError ? addons.error.error : null}
      onRetry={addons.retry}
      canEdit={can('catalogue:update')}
      editing={editing}
      onEditingChange={onEditingChange}
      onSave={(group, values) => {
        const ctx = context();
        return ctx ? saveAddonGroup(ctx, group, values) : noShop;
      }}
      onDelete={(group) => {
        const ctx = context();
        return ctx ? deleteAddonGroup(ctx, group.id) : noShop;
      }}
      onReorder={(ids) => {
        const ctx = context();
        return ctx ? reorderAddonGroups(ctx, ids) : noShop;
      }}
    />
  );
}
