import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { formatNumber, type ApiError } from '@dukkan/core';
import {
  ApiRequestError,
  deleteFilter,
  linkFilterProduct,
  linkFilterToShop,
  saveFilter,
  setProductFilters,
  useFilters,
  useVendorProducts,
  type FiltersContext,
} from '@dukkan/data';
import {
  FilterFormDialog,
  FilterProductsDialog,
  FiltersView,
  ProductFiltersDialog,
  filterRefusalId,
  type FilterFormResult,
  type FilterProductOption,
  type FilterRow,
} from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const ADD = 'add';
const EDIT = 'edit:';
const PRODUCTS = 'products:';
const BY_PRODUCT = 'by-product';
const NO_FILTERS = {};

/**
 * /catalogue/filters (issue #11 item 6, decision 0071): the platform's filters and the shop's links
 * to them and to its products. The search (`q`) and the open dialog (`dialog=add`, `edit:<id>`,
 * `products:<id>`, `by-product`) live in the URL, so Back closes a dialog.
 */
export function FiltersRoute() {
  const intl = useIntl();
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('catalogue:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const filters = useFilters(shopId);
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const products = useVendorProducts({ shopId, q: '', filters: NO_FILTERS, sort: 'name', locale });
  const [linkingId, setLinkingId] = useState<string | null>(null);
  const ctx: FiltersContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const rows: FilterRow[] = filters.data ?? [];
  const find = (prefix: string) =>
    state.dialog?.startsWith(prefix) ? (rows.find((f) => `${prefix}${f.id}` === state.dialog) ?? null) : null;
  const editing = find(EDIT);
  const productsOf = find(PRODUCTS);
  const options: FilterProductOption[] = products.rows.map((p) => ({ id: p.productId, name: p.name, nameAr: p.nameAr, image: p.image }));
  const close = () => update({ dialog: null }, { replace: true });
  const nameOf = (f: Pick<FilterRow, 'name' | 'nameAr'>) => (locale === 'ar' && f.nameAr ? f.nameAr : f.name);
  const refused = (name: string, error: ApiError) =>
    toasts.add({
      tone: 'error',
      title: (
        <FormattedMessage
          id="dashboard.filters.linkFailed"
          values={{ name: <bdi>{name}</bdi>, reason: intl.formatMessage({ id: filterRefusalId(error) }) }}
        />
      ),
    });

  async function save(result: FilterFormResult): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const error = await saveFilter(ctx, { ...result, ...(editing ? { id: editing.id } : {}) });
    if (error) return error;
    close();
    toasts.add({
      tone: 'success',
      title: (
        <FormattedMessage
          id={editing ? 'dashboard.filters.saved' : 'dashboard.filters.created'}
          values={{ name: <bdi>{nameOf(result)}</bdi> }}
        />
      ),
    });
    return null;
  }

  async function remove(filter: FilterRow) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.filters.deleteConfirm.title',
      message: 'dashboard.filters.deleteConfirm.message',
      values: { name: nameOf(filter) },
    });
    if (!sure) return;
    const error = await deleteFilter(ctx, filter.id);
    if (error) refused(nameOf(filter), error);
    else
      toasts.add({
        tone: 'success',
        title: <FormattedMessage id="dashboard.filters.deleted" values={{ name: <bdi>{nameOf(filter)}</bdi> }} />,
      });
  }

  async function link(filter: FilterRow, on: boolean) {
    if (!ctx) return;
    // Stopping takes its products off the filter too: ask first when there are any.
    if (!on && filter.products.length > 0) {
      const sure = await dialogs.confirm({
        title: 'dashboard.filters.unlink.title',
        message: 'dashboard.filters.unlink.message',
        values: { name: nameOf(filter), count: filter.products.length, n: formatNumber(filter.products.length, locale) },
      });
      if (!sure) return;
    }
    setLinkingId(filter.id);
    const error = await linkFilterToShop(ctx, filter.id, on);
    setLinkingId(null);
    if (error) refused(nameOf(filter), error);
    else
      toasts.add({
        tone: 'success',
        title: (
          <FormattedMessage
            id={on ? 'dashboard.filters.linkedToast' : 'dashboard.filters.unlinkedToast'}
            values={{ name: <bdi>{nameOf(filter)}</bdi> }}
          />
        ),
      });
  }

  const status = filters.data ? 'ready' : filters.error ? 'error' : 'loading';
  return (
    <>
      <FiltersView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        filters={rows}
        status={status}
        error={filters.error instanceof ApiRequestError ? filters.error.error : null}
        onRetry={() => void filters.mutate()}
        query={state.q}
        onQueryChange={(q) => update({ q })}
        canEdit={canEdit}
        onAdd={() => update({ dialog: ADD })}
        onEdit={(f) => update({ dialog: `${EDIT}${f.id}` })}
        onDelete={(f) => void remove(f)}
        onLinkShop={(f, on) => void link(f, on)}
        linkingId={linkingId}
        onProducts={(f) => update({ dialog: `${PRODUCTS}${f.id}` })}
        onProductFilters={() => update({ dialog: BY_PRODUCT })}
      />
      <FilterFormDialog
        isOpen={canEdit && (state.dialog === ADD || editing !== null)}
        filter={editing}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onSubmit={save}
      />
      <FilterProductsDialog
        isOpen={productsOf !== null}
        filter={productsOf}
        products={options}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onToggle={(product, on) => (ctx && productsOf ? linkFilterProduct(ctx, productsOf.id, product.id, on) : Promise.resolve(NO_SHOP))}
      />
      <ProductFiltersDialog
        isOpen={canEdit && state.dialog === BY_PRODUCT}
        filters={rows}
        products={options}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onSave={(product, links) => (ctx ? setProductFilters(ctx, product.id, links) : Promise.resolve(NO_SHOP))}
      />
    </>
  );
}
