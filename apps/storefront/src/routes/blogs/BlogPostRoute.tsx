import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { blogSlug, parseBlogSlug } from '@dukkan/core';
import { isNotFound, useBlog } from '@dukkan/data';
import { BlogPostView } from '@dukkan/screens';
import { urls } from '../../urls.ts';

/**
 * `/blogs/{title}_{id}`: the id after the last `_` is looked up; when the title part is not
 * the post's, the URL is replaced with the right slug (no extra history entry).
 */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const parsed = parseBlogSlug(slug);
  const { data, error, isLoading, mutate } = useBlog(parsed?.id);
  useEffect(() => {
    if (data && slug !== blogSlug(data)) void navigate(urls.blog(data), { replace: true });
  }, [data, slug, navigate]);
  return (
    <BlogPostView
      post={data}
      isLoading={isLoading}
      error={isNotFound(error) ? undefined : error}
      notFound={!parsed || isNotFound(error)}
      onRetry={() => void mutate()}
      blogsHref={urls.blogs()}
    />
  );
}
