import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { apiError, localised, type ApiError } from '@dukkan/core';
import {
  assignJobToCarrier,
  assignJobToDriver,
  cancelJob,
  createFreeJob,
  pickupJob,
  useCarrierRates,
  useCarriers,
  useDeliveryJobs,
  useDrivers,
  useFreeDrivers,
  type DeliveryJobRow,
  type JobsContext,
} from '@dukkan/data';
import {
  AssignJobDialog,
  DeliveryJobsView,
  FreeJobDialog,
  JOB_FILTERS,
  type DeliveryJobItem,
  type FreeJobValues,
  type JobAssignee,
  type JobFilter,
} from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { jobAssignee } from './jobAssignee.ts';
import { deliveryUrls, jobDialog, readJobDialog } from './urls.ts';

const NO_SHOP: ApiError = apiError('client', 400, 'No working shop', 'missing_param');

/**
 * /delivery/jobs (vendor spec §3 "Delivery job", §4, §7 Delivery; issue #15 item 4): the shop's
 * delivery jobs, a new free job, assigning one to a free driver (nearest first, on the map) or to a
 * carrier at its price, pickup and cancelling. The filter and the open dialog live in the URL.
 */
export function DeliveryJobsRoute() {
  const intl = useIntl();
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [list, update] = useListState();
  const canEdit = can('delivery:update');
  const jobs = useDeliveryJobs(shopId);
  // Names for who delivers: the shop's drivers and the platform's carriers.
  const drivers = useDrivers(shopId);
  const carriers = useCarriers(shopId);
  const ctx: JobsContext | null = shopId ? { client, mutate, shop: shopId } : null;

  const filter: JobFilter = (JOB_FILTERS as readonly string[]).includes(list.filters.status ?? '')
    ? (list.filters.status as JobFilter)
    : 'open';
  const dialog = readJobDialog(list.dialog);
  const close = () => update({ dialog: null }, { replace: true });

  const toItem = (job: DeliveryJobRow): DeliveryJobItem => {
    const { driver: _driver, carrier: _carrier, weightKg: _weight, ...rest } = job;
    const assignee = jobAssignee(job, drivers.data, carriers.data);
    return { ...rest, ...(assignee ? { assignee } : {}) };
  };
  const items = jobs.data?.map(toItem);
  const assigning =
    dialog?.kind === 'assign'
      ? (items?.find((j) => j.id === dialog.id && (j.status === 'created' || j.status === 'assigned')) ?? null)
      : null;
  const at = assigning?.lat !== undefined && assigning.lng !== undefined ? { lat: assigning.lat, lng: assigning.lng } : undefined;
  const freeDrivers = useFreeDrivers(shopId, canEdit && assigning !== null, at);
  const rates = useCarrierRates(canEdit ? shopId : undefined, assigning?.id ?? null);

  const say = (id: string, values: Record<string, string>) =>
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id={id} values={Object.fromEntries(Object.entries(values).map(([k, v]) => [k, <bdi key={k}>{v}</bdi>]))} />,
    });

  async function create(values: FreeJobValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await createFreeJob(ctx, values);
    if (result.error) return result.error;
    close();
    const driver = result.data.driver ? drivers.data?.find((d) => d.id === result.data.driver)?.name : undefined;
    if (driver) say('dashboard.delivery.jobs.createdAssigned', { name: values.name, driver });
    else say('dashboard.delivery.jobs.created', { name: values.name });
    return null;
  }

  async function assign(assignee: JobAssignee): Promise<ApiError | null> {
    if (!ctx || !assigning) return NO_SHOP;
    const result =
      assignee.kind === 'driver'
        ? await assignJobToDriver(ctx, assigning.id, assignee.id)
        : await assignJobToCarrier(ctx, assigning.id, assignee.id);
    if (result.error) return result.error;
    close();
    const name =
      assignee.kind === 'driver'
        ? (freeDrivers.data?.find((d) => d.id === assignee.id)?.name ?? assignee.id)
        : localised(rates.data?.find((r) => r.carrier === assignee.id) ?? { name: assignee.id }, 'name', intl.locale);
    say('dashboard.delivery.jobs.assigned', { name: assigning.name, assignee: name });
    return null;
  }

  async function act(job: DeliveryJobItem, run: typeof pickupJob): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    return (await run(ctx, job.id)).error;
  }

  return (
    <>
      <DeliveryJobsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        jobs={{ data: items, status: jobs.status, retry: jobs.retry }}
        filter={filter}
        onFilterChange={(next) => update({ filters: { status: next === 'open' ? null : next } }, { replace: true })}
        canEdit={canEdit}
        onCreate={() => update({ dialog: jobDialog({ kind: 'free' }) })}
        onAssign={(job) => update({ dialog: jobDialog({ kind: 'assign', id: job.id }) })}
        onPickup={(job) => act(job, pickupJob)}
        onCancel={(job) => act(job, cancelJob)}
      />
      <FreeJobDialog isOpen={canEdit && dialog?.kind === 'free'} onOpenChange={(open) => !open && close()} onSubmit={create} />
      <AssignJobDialog
        isOpen={canEdit && assigning !== null}
        job={assigning}
        drivers={freeDrivers}
        rates={rates}
        carriersHref={deliveryUrls.carriers()}
        onOpenChange={(open) => !open && close()}
        onSubmit={assign}
      />
    </>
  );
}
