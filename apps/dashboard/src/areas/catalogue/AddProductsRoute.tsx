import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { ApiRequestError, linkProduct, useSuggestedProducts, useVendorCategories, type LinkContext } from '@dukkan/data';
import { AddProductsView, LinkProductDialog, type LinkValues, type SuggestionRow } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { catalogueUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/**
 * /catalogue/add (issue #11 item 3, decision 0072): the catalogue's products the shop does not
 * sell yet, searched on the server once typing pauses; the search (`q`) and the category
 * (`f.category`) live in the URL. "Add to my shop" asks the price, then `link-product`; the
 * product leaves the suggestions and joins the products list.
 */
export function AddProductsRoute() {
  const intl = useIntl();
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('catalogue:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const category = state.filters.category ?? null;
  const suggestions = useSuggestedProducts({ shopId, q: state.q, category });
  const categories = useVendorCategories(shopId);
  const [adding, setAdding] = useState<SuggestionRow | null>(null);
  const ctx: LinkContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';

  async function link(product: SuggestionRow, values: LinkValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const error = await linkProduct(ctx, { product: product.id, ...values });
    if (error) return error;
    setAdding(null);
    const name = locale === 'ar' && product.nameAr ? product.nameAr : product.name;
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.addProducts.linked" values={{ name: <bdi>{name}</bdi> }} /> });
    return null;
  }

  return (
    <>
      <AddProductsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        suggestions={suggestions.rows}
        status={suggestions.status}
        error={suggestions.error instanceof ApiRequestError ? suggestions.error.error : null}
        onRetry={suggestions.retry}
        query={state.q}
        onQueryChange={(q) => update({ q })}
        categories={categories}
        category={category}
        onCategoryChange={(next) => update({ filters: { category: next } })}
        canEdit={canEdit}
        onAdd={setAdding}
        newProductHref={catalogueUrls.newPrivateProduct()}
      />
      <LinkProductDialog product={canEdit ? adding : null} onClose={() => setAdding(null)} onSubmit={link} />
    </>
  );
}
