import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import { apiError, type ApiError } from '@dukkan/core';
import {
  addDriver,
  changeDriverPassword,
  deleteDriver,
  setDriverAccount,
  updateDriver,
  useDrivers,
  type DriversContext,
} from '@dukkan/data';
import { DriverAccountDialog, DriverFormDialog, DriversView, type DriverItem, type DriverValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { driverDialog, readDriverDialog } from './urls.ts';

const NO_SHOP: ApiError = apiError('client', 400, 'No working shop', 'missing_param');

/**
 * /delivery/drivers (vendor spec §3 "Driver", §7 Delivery; issue #15 item 4): the shop's drivers on
 * a map, added, edited and deleted, with their driver-app accounts. The open dialog lives in the URL.
 */
export function DriversRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [list, update] = useListState();
  const canEdit = can('delivery:update');
  const drivers = useDrivers(shopId);
  const ctx: DriversContext | null = shopId ? { client, mutate, shop: shopId } : null;

  const dialog = readDriverDialog(list.dialog);
  const target = dialog && dialog.kind !== 'add' ? (drivers.data?.find((d) => d.id === dialog.id) ?? null) : null;
  const close = () => update({ dialog: null }, { replace: true });
  const done = (id: string, name: string) => {
    close();
    toasts.add({ tone: 'success', title: <FormattedMessage id={id} values={{ name: <bdi>{name}</bdi> }} /> });
    return null;
  };

  async function save(values: DriverValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = target ? await updateDriver(ctx, target.id, values) : await addDriver(ctx, values);
    if (result.error) return result.error;
    return done(target ? 'dashboard.delivery.drivers.saved' : 'dashboard.delivery.drivers.created', values.name);
  }

  async function saveAccount(login: string | null, password: string): Promise<ApiError | null> {
    if (!ctx || !target) return NO_SHOP;
    const result =
      login === null ? await changeDriverPassword(ctx, target.id, password) : await setDriverAccount(ctx, target.id, login, password);
    if (result.error) return result.error;
    return done(login === null ? 'dashboard.delivery.drivers.passwordChanged' : 'dashboard.delivery.drivers.accountSet', target.name);
  }

  async function remove(driver: DriverItem): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    return (await deleteDriver(ctx, driver.id)).error;
  }

  return (
    <>
      <DriversView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        drivers={drivers satisfies { data?: DriverItem[] }}
        canEdit={canEdit}
        onAdd={() => update({ dialog: driverDialog({ kind: 'add' }) })}
        onEdit={(driver) => update({ dialog: driverDialog({ kind: 'edit', id: driver.id }) })}
        onAccount={(driver) => update({ dialog: driverDialog({ kind: 'account', id: driver.id }) })}
        onDelete={remove}
      />
      <DriverFormDialog
        isOpen={canEdit && drivers.status === 'ready' && (dialog?.kind === 'add' || (dialog?.kind === 'edit' && target !== null))}
        driver={dialog?.kind === 'edit' ? target : null}
        onOpenChange={(open) => !open && close()}
        onSubmit={save}
      />
      <DriverAccountDialog
        isOpen={canEdit && dialog?.kind === 'account' && target !== null}
        driver={dialog?.kind === 'account' ? target : null}
        onOpenChange={(open) => !open && close()}
        onSubmit={saveAccount}
      />
    </>
  );
}
