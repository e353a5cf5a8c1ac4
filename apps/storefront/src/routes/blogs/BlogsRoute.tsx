import { useBlogs } from '@dukkan/data';
import { BlogIndex } from '@dukkan/screens';

import { urls } from '../../urls.ts';
import { useStorefrontServices } from '../../services.ts';

/** `/blogs`: the shop's published posts (customer spec §7 "Other"). */
export function BlogsRoute() {
  const { config } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useBlogs(config.shopId);
  return (
    <BlogIndex
      posts={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      postHref={(post) => urls.blog(post)}
      homeHref={urls.home()}
    />
  );
}
