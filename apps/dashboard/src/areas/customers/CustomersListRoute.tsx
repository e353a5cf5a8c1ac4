import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  addCustomer,
  ApiRequestError,
  CUSTOMER_SOURCES,
  CUSTOMERS_PAGE_SIZE,
  deleteCustomer,
  updateCustomer,
  useCustomerFilterValues,
  useAttributes,
  useCustomerList,
  type CustomerListFilters,
  type CustomerRow,
  type CustomersContext,
  type CustomerSource,
} from '@dukkan/data';
import {
  AttributeFilter,
  CustomerFormDialog,
  CustomersListView,
  type CustomerFormResult,
  type CustomerListFilterState,
  type CustomerListRow,
  type WhatsappRecipientItem,
} from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { customersUrls } from './urls.ts';

// Loaded when "Send WhatsApp" is chosen (issue #13 item 9, decision 0069).
const SendWhatsapp = lazy(async () => ({ default: (await import('../whatsapp/SendWhatsapp.tsx')).SendWhatsapp }));

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const ADD_DIALOG = 'add';
const EDIT_DIALOG = 'edit:';
const FILTER_KEYS = ['group', 'source', 'tag', 'label', 'area', 'distance', 'attribute', 'attributeValue'] as const;

/** The URL's `f.*` parameters as the list's filters; unknown sources and distances are ignored. */
function filtersOf(raw: Record<string, string>): CustomerListFilterState {
  const value = (key: Exclude<(typeof FILTER_KEYS)[number], 'attribute' | 'attributeValue'>) => raw[key] ?? null;
  const state: CustomerListFilterState = {
    group: value('group'),
    source: value('source'),
    tag: value('tag'),
    label: value('label'),
    area: value('area'),
    distance: value('distance'),
  };
  if (state.source && !CUSTOMER_SOURCES.includes(state.source as CustomerSource)) state.source = null;
  if (state.distance && !(Number(state.distance) > 0 && Number(state.distance) <= 500)) state.distance = null;
  return state;
}

function queryFilters(state: CustomerListFilterState): CustomerListFilters {
  return {
    ...(state.group ? { group: state.group } : {}),
    ...(state.source ? { source: state.source as CustomerSource } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
    ...(state.label ? { label: state.label } : {}),
    ...(state.area ? { area: state.area } : {}),
    ...(state.distance ? { distance: Number(state.distance) } : {}),
  };
}

/**
 * /customers (issue #13 item 1, decision 0057): the working shop's customers a server page at a
 * time. Search (`q`), filters (`f.group`, `f.source`, `f.tag`, `f.label`, `f.area`, `f.distance`,
 * and `f.attribute` with `f.attributeValue`, decision 0075), page and the open dialog (`dialog=add` or `dialog=edit:<id>`) live in the URL.
 */
export function CustomersListRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const filters = filtersOf(state.filters);
  const canEdit = can('customers:update');
  const attributeFilter = {
    attribute: state.filters.attribute ?? null,
    value: state.filters.attribute ? (state.filters.attributeValue ?? null) : null,
  };
  const attributes = useAttributes(shopId);
  const list = useCustomerList(shopId, {
    search: state.q,
    page: state.page,
    size: CUSTOMERS_PAGE_SIZE,
    ...queryFilters(filters),
    ...(attributeFilter.attribute ? { attribute: attributeFilter.attribute } : {}),
    ...(attributeFilter.value ? { attributeValue: attributeFilter.value } : {}),
  });
  const options = useCustomerFilterValues(shopId);
  const ctx: CustomersContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const editingId = state.dialog?.startsWith(EDIT_DIALOG) ? state.dialog.slice(EDIT_DIALOG.length) : null;
  const editing = editingId ? (list.rows.find((c) => c.id === editingId) ?? null) : null;

  // A shared link to page 9 of a list that now has 3 (customers deleted meanwhile) shows the last page.
  const past = list.status === 'ready' && list.rows.length === 0 && list.total > 0 && state.page > list.pageCount;
  useEffect(() => {
    if (past) update({ page: list.pageCount }, { replace: true });
  }, [past, list.pageCount, update]);

  const [whatsappTo, setWhatsappTo] = useState<WhatsappRecipientItem[] | null>(null);
  const onEdit = useCallback((customer: CustomerListRow) => update({ dialog: `${EDIT_DIALOG}${customer.id}` }), [update]);

  async function save(result: CustomerFormResult): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const draft = { ...result, ...(result.image ? { image: result.image } : {}) };
    let error: ApiError | null;
    if (editing) error = await updateCustomer(ctx, editing.id, draft);
    else error = (await addCustomer(ctx, draft)).error;
    if (error) return error;
    update({ dialog: null }, { replace: true });
    toasts.add({
      tone: 'success',
      title: (
        <FormattedMessage
          id={editing ? 'dashboard.customers.list.saved' : 'dashboard.customers.list.created'}
          values={{ name: <bdi>{result.fullName}</bdi> }}
        />
      ),
    });
    return null;
  }

  return (
    <>
      <CustomersListView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        customers={list.rows satisfies CustomerRow[]}
        total={list.total}
        status={list.status}
        error={list.error instanceof ApiRequestError ? list.error.error : null}
        onRetry={list.retry}
        isRefreshing={list.isRefreshing}
        query={state.q}
        onQueryChange={(q) => update({ q })}
        filters={filters}
        filterOptions={options.data}
        onFiltersChange={(patch) => update({ filters: patch })}
        onClearFilters={() => update({ q: '', filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) })}
        page={list.page}
        pageCount={list.pageCount}
        onPageChange={(page) => update({ page })}
        canEdit={canEdit}
        onAdd={() => update({ dialog: ADD_DIALOG })}
        onEdit={onEdit}
        onDelete={(customer) => (ctx ? deleteCustomer(ctx, customer.id) : Promise.resolve(NO_SHOP))}
        customerHref={customersUrls.customer}
        extraFilters={
          <AttributeFilter
            attributes={attributes.data}
            filter={attributeFilter}
            onChange={(next) => update({ filters: { attribute: next.attribute, attributeValue: next.value } })}
          />
        }
        extraFiltered={attributeFilter.attribute !== null}
        onSendWhatsapp={(rows) => setWhatsappTo(rows.map((c) => ({ id: c.id, name: c.fullName, phone: `+${c.countryCode}${c.phone}` })))}
      />
      <CustomerFormDialog
        isOpen={canEdit && (state.dialog === ADD_DIALOG || editing !== null)}
        customer={editing}
        onOpenChange={(open) => {
          if (!open) update({ dialog: null }, { replace: true });
        }}
        onSubmit={save}
      />
      {canEdit && whatsappTo ? (
        <Suspense fallback={null}>
          <SendWhatsapp recipients={whatsappTo} onClose={() => setWhatsappTo(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
