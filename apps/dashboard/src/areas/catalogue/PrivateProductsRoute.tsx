import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import {
  ApiRequestError,
  deletePrivateProduct,
  usePrivateCategories,
  usePrivateProducts,
  type PrivateProduct,
  type PrivateProductsContext,
} from '@dukkan/data';
import { PrivateProductsView, privateRefusalId } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { catalogueUrls } from './urls.ts';

/**
 * /catalogue/private (issue #11 item 4, decision 0072): the shop's private products by private
 * category (`private-products/categories`, then `private-products/products` of the chosen one);
 * the category (`f.category`) and the search (`q`) live in the URL. Delete asks first and says
 * when the product leaves the shop's list too.
 */
export function PrivateProductsRoute() {
  const intl = useIntl();
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('catalogue:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const category = state.filters.category ?? null;
  const categories = usePrivateCategories(shopId);
  const products = usePrivateProducts(shopId, category);
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const nameOf = (p: PrivateProduct) => (locale === 'ar' && p.nameAr ? p.nameAr : p.name);
  const ctx: PrivateProductsContext | null = shopId ? { client, mutate, shop: shopId } : null;

  async function remove(product: PrivateProduct) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.privateProducts.deleteConfirm.title',
      message: product.linked ? 'dashboard.privateProducts.deleteConfirm.linked' : 'dashboard.privateProducts.deleteConfirm.message',
      values: { name: nameOf(product) },
    });
    if (!sure) return;
    const error = await deletePrivateProduct(ctx, product.id);
    toasts.add(
      error
        ? {
            tone: 'error',
            title: (
              <FormattedMessage
                id="dashboard.privateProducts.deleteFailed"
                values={{ name: <bdi>{nameOf(product)}</bdi>, reason: intl.formatMessage({ id: privateRefusalId(error) }) }}
              />
            ),
          }
        : {
            tone: 'success',
            title: <FormattedMessage id="dashboard.privateProducts.deleted" values={{ name: <bdi>{nameOf(product)}</bdi> }} />,
          },
    );
  }

  const status = products.status === 'ready' && !categories.data && !categories.error ? 'loading' : products.status;
  return (
    <PrivateProductsView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      categories={categories.data ?? []}
      category={category}
      onCategoryChange={(next) => update({ filters: { category: next } })}
      products={products.rows}
      status={status}
      error={products.error instanceof ApiRequestError ? products.error.error : null}
      onRetry={() => {
        products.retry();
        void categories.mutate();
      }}
      query={state.q}
      onQueryChange={(q) => update({ q })}
      canEdit={canEdit}
      newHref={catalogueUrls.newPrivateProduct()}
      editHref={(p) => catalogueUrls.privateProduct(p.id)}
      addHref={(p) => catalogueUrls.add(p.barcode || p.name)}
      onDelete={(p) => void remove(p as PrivateProduct)}
    />
  );
}
