import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  addCustomerAddress,
  addCustomerNote,
  ApiRequestError,
  deleteCustomer,
  deleteCustomerAddress,
  deleteCustomerNote,
  editCustomerNote,
  updateCustomer,
  useCustomer,
  useCustomerAddresses,
  useCustomerFilterValues,
  useCustomerOrders,
  type CustomersContext,
} from '@dukkan/data';
import {
  CUSTOMER_DETAIL_TABS,
  CustomerDetailView,
  CustomerFormDialog,
  type CustomerDetailTab,
  type CustomerFormResult,
} from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { useCustomerLabelsPart } from '../labels/CustomerLabelsPart.tsx';
import { ordersUrls } from '../orders/urls.ts';
import { useCustomerRemindersPart } from '../reminders/CustomerRemindersPart.tsx';
import { customersUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const EDIT_DIALOG = 'edit';

const status = (swr: { data?: unknown; error?: unknown }) => (swr.data ? 'ready' : swr.error ? 'error' : 'loading');

/**
 * /customers/:id (issue #13 item 2, decision 0057): the profile, addresses, notes and orders of
 * one customer. The tab (`?tab=`) and the edit form (`?dialog=edit`) live in the URL.
 */
export function CustomerDetailRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const customer = useCustomer(shopId, id);
  const addresses = useCustomerAddresses(shopId, id);
  const orders = useCustomerOrders(shopId, id);
  const options = useCustomerFilterValues(shopId);
  const tab: CustomerDetailTab = CUSTOMER_DETAIL_TABS.find((t) => t === params.get('tab')) ?? 'profile';
  const canEdit = can('customers:update');
  const ctx: CustomersContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const remindersPart = useCustomerRemindersPart(shopId, customer.data, canEdit);
  const labelsPart = useCustomerLabelsPart(shopId, customer.data, canEdit);

  const setParam = (key: string, value: string | null, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );

  async function save(result: CustomerFormResult): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const error = await updateCustomer(ctx, id, result);
    if (error) return error;
    setParam('dialog', null, true);
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="dashboard.customers.list.saved" values={{ name: <bdi>{result.fullName}</bdi> }} />,
    });
    return null;
  }

  async function remove(): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const name = customer.data?.fullName ?? '';
    const error = await deleteCustomer(ctx, id);
    if (error) return error;
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.customers.list.deleted" values={{ name: <bdi>{name}</bdi> }} /> });
    void navigate(customersUrls.list(), { replace: true });
    return null;
  }

  return (
    <>
      <CustomerDetailView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        customer={customer.data}
        status={status(customer)}
        error={customer.error instanceof ApiRequestError ? customer.error.error : null}
        onRetry={() => void customer.mutate()}
        tab={tab}
        onTabChange={(next) => setParam('tab', next === 'profile' ? null : next, true)}
        options={options.data}
        addresses={addresses.data ?? []}
        addressesStatus={status(addresses)}
        onAddressesRetry={() => void addresses.mutate()}
        orders={orders.data ?? []}
        ordersStatus={status(orders)}
        onOrdersRetry={() => void orders.mutate()}
        orderHref={ordersUrls.order}
        canEdit={canEdit}
        onEdit={() => setParam('dialog', EDIT_DIALOG, false)}
        onDelete={remove}
        onAddNote={(text) => (ctx ? addCustomerNote(ctx, id, text) : Promise.resolve(NO_SHOP))}
        onEditNote={(noteId, text) => (ctx ? editCustomerNote(ctx, id, noteId, text) : Promise.resolve(NO_SHOP))}
        onDeleteNote={(noteId) => (ctx ? deleteCustomerNote(ctx, id, noteId) : Promise.resolve(NO_SHOP))}
        onAddAddress={(draft) => (ctx ? addCustomerAddress(ctx, id, draft) : Promise.resolve(NO_SHOP))}
        onDeleteAddress={(addressId) => (ctx ? deleteCustomerAddress(ctx, id, addressId) : Promise.resolve(NO_SHOP))}
        reminders={remindersPart.reminders}
        profileExtra={labelsPart}
      />
      {remindersPart.dialog}
      <CustomerFormDialog
        isOpen={canEdit && params.get('dialog') === EDIT_DIALOG && customer.data !== undefined}
        customer={customer.data ?? null}
        onOpenChange={(open) => {
          if (!open) setParam('dialog', null, true);
        }}
        onSubmit={save}
      />
    </>
  );
}
