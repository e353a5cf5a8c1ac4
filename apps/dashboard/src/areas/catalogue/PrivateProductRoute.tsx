import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  deletePrivateProduct,
  deleteProductImage,
  savePrivateProduct,
  setPrimaryProductImage,
  uploadProductImage,
  usePrivateProduct,
  useVendorCategories,
  type PrivateProductsContext,
} from '@dukkan/data';
import { PrivateProductForm, privateRefusalId, type PrivateProductValues } from '@dukkan/screens';
import type { UploadHandler } from '@dukkan/ui';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { catalogueUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/**
 * /catalogue/private/new and /catalogue/private/:id (issue #11 item 4, decision 0072): one form
 * for a private product, every text in English and Arabic side by side. Creating one opens its
 * page, where its pictures are added, deleted and made primary (each at once). Deleting asks
 * first. Leaving with unsaved changes asks first.
 */
export function PrivateProductRoute() {
  const { id } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const { client, dialogs, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('catalogue:update');
  const crumbs = useCrumbs();
  const categories = useVendorCategories(shopId);
  const found = usePrivateProduct(shopId, id ?? null);
  const ctx: PrivateProductsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const dirty = useRef(false);
  const reason = (error: ApiError) => intl.formatMessage({ id: privateRefusalId(error) });

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    void dialogs
      .confirm({ title: 'dashboard.privateProducts.leave.title', message: 'dashboard.privateProducts.leave.message' })
      .then((leave) => {
        if (!current) return;
        if (leave) blocker.proceed();
        else blocker.reset();
      });
    return () => {
      current = false;
    };
  }, [blocker, dialogs]);

  const product = id ? found.product : null;
  const nameOf = (p: { name: string; nameAr: string }) => (locale === 'ar' && p.nameAr ? p.nameAr : p.name);

  async function save(values: PrivateProductValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await savePrivateProduct(ctx, values, id);
    if (result.error) return result.error;
    const name = <bdi>{nameOf(result.data)}</bdi>;
    if (!id) {
      dirty.current = false;
      toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.privateProducts.created" values={{ name }} /> });
      void navigate(catalogueUrls.privateProduct(result.data.id), { replace: true });
      return null;
    }
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.privateProducts.saved" values={{ name }} /> });
    return null;
  }

  async function remove() {
    if (!ctx || !product) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.privateProducts.deleteConfirm.title',
      message: product.linked ? 'dashboard.privateProducts.deleteConfirm.linked' : 'dashboard.privateProducts.deleteConfirm.message',
      values: { name: nameOf(product) },
    });
    if (!sure) return;
    const error = await deletePrivateProduct(ctx, product.id);
    const name = <bdi>{nameOf(product)}</bdi>;
    if (error) {
      toasts.add({
        tone: 'error',
        title: <FormattedMessage id="dashboard.privateProducts.deleteFailed" values={{ name, reason: reason(error) }} />,
      });
      return;
    }
    dirty.current = false;
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.privateProducts.deleted" values={{ name }} /> });
    void navigate(catalogueUrls.privateProducts(), { replace: true });
  }

  const upload: UploadHandler = async (file) => {
    if (!ctx || !id) return { error: reason(NO_SHOP) };
    const result = await uploadProductImage(ctx, id, file);
    return result.error ? { error: reason(result.error) } : { url: result.data.url };
  };
  const fail = (error: ApiError | null) => (error ? reason(error) : null);

  return (
    <PrivateProductForm
      key={`${shopId ?? 'none'}:${id ?? 'new'}`}
      product={product}
      status={!id ? 'ready' : found.status === 'ready' ? (product ? 'ready' : 'error') : found.status}
      onRetry={found.retry}
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      categories={categories.map((c) => ({ id: c.id, name: c.name, nameAr: c.nameAr, count: c.productCount }))}
      canEdit={canEdit}
      onSubmit={save}
      onDelete={() => void remove()}
      onDirtyChange={(value) => {
        dirty.current = value;
      }}
      images={found.images}
      onUploadImage={upload}
      onDeleteImage={async (image) => (ctx && id ? fail(await deleteProductImage(ctx, id, image)) : reason(NO_SHOP))}
      onSetPrimaryImage={async (image) => (ctx && id ? fail(await setPrimaryProductImage(ctx, id, image)) : reason(NO_SHOP))}
    />
  );
}
