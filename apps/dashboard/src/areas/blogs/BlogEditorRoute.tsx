import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  ApiRequestError,
  createBlog,
  deleteBlog,
  deleteBlogImage,
  publishBlog,
  saveBlogContent,
  updateBlog,
  uploadBlogImage,
  useVendorBlog,
  type BlogsContext,
} from '@dukkan/data';
import { BlogEditorView, blogRefusalId, type BlogEditorTab } from '@dukkan/screens';
import type { UploadHandler } from '@dukkan/ui';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { blogsUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/**
 * /marketing/blogs/new and /marketing/blogs/:id (issue #14 item 3, decision 0058): a post's
 * details and its content in both languages, publish, delete. The tab (`?tab=content`) lives in
 * the URL; creating a post opens its content. Leaving with unsaved changes asks first.
 */
export function BlogEditorRoute() {
  const { id } = useParams();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { client, dialogs, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const post = useVendorBlog(shopId, id);
  const ctx: BlogsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const tab: BlogEditorTab = params.get('tab') === 'content' ? 'content' : 'details';
  const dirty = useRef(false);
  const [now] = useState(() => new Date().toISOString());

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    void dialogs.confirm({ title: 'dashboard.blogs.leave.title', message: 'dashboard.blogs.leave.message' }).then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker, dialogs]);

  const upload: UploadHandler = async (file) => {
    if (!ctx) return { error: intl.formatMessage({ id: blogRefusalId(NO_SHOP) }) };
    const result = await uploadBlogImage(ctx, file);
    return result.url ? { url: result.url } : { error: intl.formatMessage({ id: blogRefusalId(result.error) }) };
  };

  return (
    <BlogEditorView
      key={`${shopId ?? 'none'}:${id ?? 'new'}`}
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      post={id ? (post.data ?? null) : null}
      status={!id || post.data ? 'ready' : post.error ? 'error' : 'loading'}
      error={post.error instanceof ApiRequestError ? post.error.error : null}
      onRetry={() => void post.mutate()}
      tab={tab}
      onTabChange={(next) => setParams(next === 'content' ? { tab: 'content' } : {}, { replace: true })}
      canEdit={can('marketing:update')}
      now={now}
      onDirtyChange={(value) => {
        dirty.current = value;
      }}
      onSaveMeta={async (result) => {
        if (!ctx) return NO_SHOP;
        if (!id) {
          const created = await createBlog(ctx, result);
          if (created.error || !created.blog) return created.error ?? NO_SHOP;
          dirty.current = false;
          toasts.add({
            tone: 'success',
            title: <FormattedMessage id="dashboard.blogs.created" values={{ title: <bdi>{result.title}</bdi> }} />,
          });
          void navigate(blogsUrls.post(created.blog.id, 'content'), { replace: true });
          return null;
        }
        return (await updateBlog(ctx, id, result)).error;
      }}
      onRemoveCover={() => (ctx && id && post.data?.image ? deleteBlogImage(ctx, id, post.data.image) : Promise.resolve(NO_SHOP))}
      onSaveContent={async (content) => (ctx && id ? (await saveBlogContent(ctx, id, content)).error : NO_SHOP)}
      onUploadImage={upload}
      onPublish={async (published) => (ctx && id ? (await publishBlog(ctx, id, published)).error : NO_SHOP)}
      onDelete={async () => {
        if (!ctx || !id) return NO_SHOP;
        const title = post.data?.title ?? '';
        const error = await deleteBlog(ctx, id);
        if (error) return error;
        dirty.current = false;
        toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.blogs.deleted" values={{ title: <bdi>{title}</bdi> }} /> });
        void navigate(blogsUrls.list(), { replace: true });
        return null;
      }}
    />
  );
}
