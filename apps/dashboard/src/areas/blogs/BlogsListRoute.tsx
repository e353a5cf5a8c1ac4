import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { ApiRequestError, deleteBlog, useVendorBlogList, type BlogsContext } from '@dukkan/data';
import { BlogsListView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { blogsUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/** /marketing/blogs (issue #14 item 3, decision 0058): the working shop's posts, drafts included. */
export function BlogsListRoute() {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const navigate = useNavigate();
  const list = useVendorBlogList(shopId);
  const ctx: BlogsContext | null = shopId ? { client, mutate, shop: shopId } : null;

  return (
    <BlogsListView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      posts={list.data ?? []}
      status={list.data ? 'ready' : list.error ? 'error' : 'loading'}
      error={list.error instanceof ApiRequestError ? list.error.error : null}
      onRetry={() => void list.mutate()}
      canEdit={can('marketing:update')}
      onNew={() => void navigate(blogsUrls.create())}
      postHref={blogsUrls.post}
      onDelete={(post) => (ctx ? deleteBlog(ctx, post.id) : Promise.resolve(NO_SHOP))}
    />
  );
}
