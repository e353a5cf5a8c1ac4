/**
 * Changes to the shop's blog (vendor spec §7 Blogs): create (a multipart upload when a cover
 * picture is chosen), update the metadata, publish and unpublish, save the content of both
 * languages, upload a picture for an image block, remove a picture, delete. Each change writes
 * the server's answer into the post's cache entry and reads the list again.
 */
import type { ScopedMutator } from 'swr';
import type { ApiClient, ApiError, ApiResult, ContentBlock } from '@dukkan/core';
import { vendorBlogKeys } from './keys.ts';
import { readBlogRow, type BlogRow } from './read.ts';

export interface BlogsContext {
  client: Pick<ApiClient, 'call' | 'upload'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

/** The metadata of a post (vendor spec §3 Blog): both languages, the date, the author, the cover. */
export interface BlogMetaDraft {
  title: string;
  title_ar: string;
  person: string;
  person_ar: string;
  /** ISO instant. */
  time: string;
  /** A new cover picture, sent with the call as a multipart upload. */
  image?: Blob;
}

export interface BlogContentDraft {
  blocks: readonly ContentBlock[];
  blocks_ar: readonly ContentBlock[];
}

const invalid: ApiError = { kind: 'invalid_response', status: 502, message: 'Invalid response', code: 'invalid_response' };

/** A block as PUT /blogs/{id}/content takes it: only the fields of its type. */
export function blockToWire(block: ContentBlock): Record<string, unknown> {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return { type: block.type, text: block.text.trim() };
    case 'quote':
      return { type: 'quote', text: block.text.trim(), ...(block.cite?.trim() ? { cite: block.cite.trim() } : {}) };
    case 'list':
      return { type: 'list', items: block.items.map((item) => item.trim()).filter(Boolean), ...(block.ordered ? { ordered: true } : {}) };
    case 'image':
      return { type: 'image', url: block.url.trim(), ...(block.alt.trim() ? { alt: block.alt.trim() } : {}) };
    case 'link':
      return { type: 'link', text: block.text.trim(), url: block.url.trim() };
  }
}

function metaFields(draft: BlogMetaDraft) {
  return {
    title: draft.title.trim(),
    title_ar: draft.title_ar.trim(),
    person: draft.person.trim(),
    person_ar: draft.person_ar.trim(),
    time: draft.time,
  };
}

/** Keeps the post's cache entry on the server's answer and reads the list again. */
async function settle(ctx: BlogsContext, result: ApiResult<unknown>): Promise<{ blog: BlogRow | null; error: ApiError | null }> {
  if (result.error) return { blog: null, error: result.error };
  const blog = readBlogRow(result.data);
  if (!blog) return { blog: null, error: invalid };
  await Promise.all([
    ctx.mutate(vendorBlogKeys.post(ctx.shop, blog.id), blog, { revalidate: false }),
    ctx.mutate(vendorBlogKeys.list(ctx.shop)),
  ]);
  return { blog, error: null };
}

/** POST /blogs: a new draft post (no content yet). */
export async function createBlog(ctx: BlogsContext, draft: BlogMetaDraft) {
  const fields = { shop: ctx.shop, ...metaFields(draft) };
  const result = draft.image
    ? await ctx.client.upload('blogsCreate', { options: fields, file: draft.image })
    : await ctx.client.call('blogsCreate', { body: fields });
  return settle(ctx, result);
}

/** PUT /blogs/{id}: the metadata, and the cover when a new one was chosen. */
export async function updateBlog(ctx: BlogsContext, id: string, draft: BlogMetaDraft) {
  const fields = { shop: ctx.shop, ...metaFields(draft) };
  const result = draft.image
    ? await ctx.client.upload('blogsUpdate', { params: { id }, options: fields, file: draft.image })
    : await ctx.client.call('blogsUpdate', { params: { id }, body: fields });
  return settle(ctx, result);
}

/** PUT /blogs/{id}/content {blocks, blocks_ar}: the whole body of both languages. */
export async function saveBlogContent(ctx: BlogsContext, id: string, content: BlogContentDraft) {
  const body = { shop: ctx.shop, blocks: content.blocks.map(blockToWire), blocks_ar: content.blocks_ar.map(blockToWire) };
  return settle(ctx, await ctx.client.call('blogsContent', { params: { id }, body }));
}

/** PUT /blogs/{id}/publish {state}: shows the post on the storefront, or takes it off. */
export async function publishBlog(ctx: BlogsContext, id: string, published: boolean) {
  return settle(ctx, await ctx.client.call('blogsPublish', { params: { id }, body: { shop: ctx.shop, state: published } }));
}

/** DELETE /blogs/{id}. */
export async function deleteBlog(ctx: BlogsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('blogsDelete', { params: { id }, body: { shop: ctx.shop } });
  if (result.error) return result.error;
  await ctx.mutate(vendorBlogKeys.list(ctx.shop));
  await ctx.mutate(vendorBlogKeys.post(ctx.shop, id), undefined, { revalidate: false });
  return null;
}

/** POST /blogs/upload-image: a picture for an image block; its address, or the refusal. */
export async function uploadBlogImage(ctx: BlogsContext, file: Blob): Promise<{ url: string | null; error: ApiError | null }> {
  const result = await ctx.client.upload('blogsUploadImage', { options: { shop: ctx.shop }, file });
  if (result.error) return { url: null, error: result.error };
  const url = result.data && typeof result.data === 'object' && 'url' in result.data ? result.data.url : null;
  return typeof url === 'string' ? { url, error: null } : { url: null, error: invalid };
}

/**
 * DELETE /blogs/delete-image {blog, image}: the picture leaves the post (its cover, and any
 * image block showing it). The post is read again, since the server changed it.
 */
export async function deleteBlogImage(ctx: BlogsContext, id: string, image: string): Promise<ApiError | null> {
  const result = await ctx.client.call('blogsDeleteImage', { body: { shop: ctx.shop, blog: id, image } });
  if (result.error) return result.error;
  await Promise.all([ctx.mutate(vendorBlogKeys.post(ctx.shop, id)), ctx.mutate(vendorBlogKeys.list(ctx.shop))]);
  return null;
}
