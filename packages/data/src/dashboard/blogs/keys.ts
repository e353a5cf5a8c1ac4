import { apiKey } from '../../swr/keys.ts';

/**
 * Keys of the blog calls (vendor spec §7 Blogs). Each carries the working shop, so a lead who
 * switches shops never sees the other shop's posts from the cache.
 */
export const vendorBlogKeys = {
  /** GET /blogs: the shop's posts, drafts included, newest first. */
  list: (shop: string) => apiKey('blogsList', { query: { shop } }),
  /** GET /blogs/{id}: one post with its content (staff of the shop may open drafts). */
  post: (shop: string, id: string) => apiKey('blogsGet', { params: { id }, query: { shop } }),
};
