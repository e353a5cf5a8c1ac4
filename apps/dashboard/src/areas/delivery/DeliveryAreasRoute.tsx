import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { apiError, localised, type ApiError } from '@dukkan/core';
import { removeDeliveryArea, saveDeliveryArea, useDeliveryAreas, type DeliveryContext } from '@dukkan/data';
import { DeliveryAreaDialog, DeliveryAreasView, type DeliveryAreaItem, type DeliveryAreaValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { areaDialog, readAreaDialog } from './urls.ts';

const NO_SHOP: ApiError = apiError('client', 400, 'No working shop', 'missing_param');

/**
 * /delivery/areas (vendor spec §3 "Delivery area", §7 Delivery; issue #15 item 4): where the shop
 * delivers and on what terms, set, edited and removed. The open dialog lives in the URL.
 */
export function DeliveryAreasRoute() {
  const intl = useIntl();
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [list, update] = useListState();
  const canEdit = can('delivery:update');
  const areas = useDeliveryAreas(shopId);
  const ctx: DeliveryContext | null = shopId ? { client, mutate, shop: shopId } : null;

  const dialog = readAreaDialog(list.dialog);
  const rows = areas.data ?? [];
  const editing = dialog?.kind === 'edit' ? (rows.find((a) => a.id === dialog.id && a.settings) ?? null) : null;
  const choices = rows.filter((a) => !a.settings);
  const close = () => update({ dialog: null }, { replace: true });

  async function save(values: DeliveryAreaValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await saveDeliveryArea(ctx, values, editing?.settings?.id);
    if (result.error) return result.error;
    const area = rows.find((a) => a.id === values.area);
    close();
    toasts.add({
      tone: 'success',
      title: (
        <FormattedMessage
          id={editing ? 'dashboard.delivery.areas.saved' : 'dashboard.delivery.areas.created'}
          values={{ name: <bdi>{area ? localised(area, 'name', intl.locale) : ''}</bdi> }}
        />
      ),
    });
    return null;
  }

  async function remove(area: DeliveryAreaItem): Promise<ApiError | null> {
    if (!ctx || !area.settings) return NO_SHOP;
    return (await removeDeliveryArea(ctx, area.settings.id)).error;
  }

  return (
    <>
      <DeliveryAreasView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        areas={areas satisfies { data?: DeliveryAreaItem[] }}
        canEdit={canEdit}
        onAdd={() => update({ dialog: areaDialog({ kind: 'add' }) })}
        onEdit={(area) => update({ dialog: areaDialog({ kind: 'edit', id: area.id }) })}
        onRemove={remove}
        selectedId={editing?.id ?? null}
      />
      <DeliveryAreaDialog
        // Opens once the areas are known, so "add" always offers the right choices.
        isOpen={canEdit && areas.status === 'ready' && (dialog?.kind === 'add' || editing !== null)}
        area={editing}
        choices={choices}
        onOpenChange={(open) => !open && close()}
        onSubmit={save}
      />
    </>
  );
}
