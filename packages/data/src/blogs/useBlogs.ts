import useSWR from 'swr';
import { isRecord, own, parseBlogPost, parseBlogPosts, type BlogPost } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { invalidAnswer, selectFetcher } from '../swr/select.ts';
import { blogKeys } from './keys.ts';

/** `{blogs}`: every post that parses (a broken record is skipped); no list at all is an error. */
export function selectBlogs(data: unknown): BlogPost[] {
  const blogs = isRecord(data) ? own(data, 'blogs') : undefined;
  if (!Array.isArray(blogs)) throw invalidAnswer();
  return parseBlogPosts(blogs);
}

/** `{blog}`, parsed; blocks that do not fit the format are dropped (core blog/blocks.ts). */
export function selectBlog(data: unknown): BlogPost {
  const post = parseBlogPost(isRecord(data) ? own(data, 'blog') : undefined);
  if (!post) throw invalidAnswer();
  return post;
}

/** The shop's published posts, newest first (customer spec §7 "Other"). */
export function useBlogs(shopId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<BlogPost[]>(shopId ? blogKeys.list(shopId) : null, selectFetcher(client, selectBlogs));
}

export function useBlog(id: string | null | undefined) {
  const client = useApiClient();
  return useSWR<BlogPost>(id ? blogKeys.blog(id) : null, selectFetcher(client, selectBlog));
}
