import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import {
  ApiRequestError,
  changeProducts,
  DEFAULT_PRODUCT_SORT,
  isProductSort,
  priceEdits,
  readYesNo,
  useVendorCategories,
  useVendorProducts,
  type CatalogueContext,
  type ProductEdit,
  type VendorProduct,
} from '@dukkan/data';
import { ProductsListView, type PriceValues, type ProductsListFilters, type YesNoFilter } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { catalogueUrls } from './urls.ts';

const addonsHref = (product: VendorProduct) => catalogueUrls.addons(product.id);

/** The price form of a product is open as `?dialog=edit.<id>`, so Back closes it. */
const EDIT_PREFIX = 'edit.';
const yesNo = (value: boolean | undefined): YesNoFilter => (value === undefined ? 'all' : value ? 'yes' : 'no');
const toParam = (value: YesNoFilter | undefined) => (value === undefined ? undefined : value === 'all' ? null : value);

/** /catalogue/products: the working shop's products; search, filters, sort and the open form in the URL. */
export function ProductsListRoute() {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const can = useCan();
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const sort = isProductSort(state.sort) ? state.sort : DEFAULT_PRODUCT_SORT;
  const available = readYesNo(state.filters.available);
  const hidden = readYesNo(state.filters.hidden);
  const category = state.filters.category;
  const subCategory = category ? state.filters.sub : undefined;
  const list = useVendorProducts({ shopId, q: state.q, filters: { category, subCategory, available, hidden }, sort, locale });
  const categories = useVendorCategories(shopId);
  const editing = state.dialog?.startsWith(EDIT_PREFIX) ? state.dialog.slice(EDIT_PREFIX.length) : null;

  const context: CatalogueContext | null = shopId ? { api: client.api, mutate, shop: shopId } : null;
  const send = useCallback(
    (edits: readonly ProductEdit[]) => (context ? changeProducts(context, edits) : Promise.resolve([])),
    // The context is rebuilt every render; what matters is the shop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shopId, client, mutate],
  );
  const onEditingChange = useCallback(
    (id: string | null) => update({ dialog: id ? `${EDIT_PREFIX}${id}` : null }, { replace: id === null }),
    [update],
  );

  const filters: ProductsListFilters = {
    category: category ?? null,
    subCategory: subCategory ?? null,
    available: yesNo(available),
    hidden: yesNo(hidden),
  };

  return (
    <ProductsListView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      products={list.rows}
      total={list.total}
      status={list.status}
      error={list.error instanceof ApiRequestError ? list.error.error : null}
      onRetry={list.retry}
      query={state.q}
      onQueryChange={(q) => update({ q })}
      categories={categories}
      filters={filters}
      onFiltersChange={(patch) =>
        update({
          filters: {
            ...(patch.category !== undefined ? { category: patch.category } : {}),
            ...(patch.subCategory !== undefined ? { sub: patch.subCategory } : {}),
            ...(patch.available !== undefined ? { available: toParam(patch.available) ?? null } : {}),
            ...(patch.hidden !== undefined ? { hidden: toParam(patch.hidden) ?? null } : {}),
          },
        })
      }
      onClearFilters={() => update({ q: '', filters: { category: null, sub: null, available: null, hidden: null } })}
      sort={sort}
      onSortChange={(next) => update({ sort: next === DEFAULT_PRODUCT_SORT ? null : next })}
      canEdit={can('catalogue:update')}
      onChange={send}
      onSavePrices={(product: VendorProduct, values: PriceValues) => send(priceEdits(product, values))}
      editing={editing}
      onEditingChange={onEditingChange}
      addonsHref={addonsHref}
    />
  );
}
