/**
 * The blog data layer against the mock API (msw/node): a post written in both languages,
 * published so the storefront's list shows it, its pictures, unpublished and deleted; link
 * targets the storefront would not follow are refused; hostile content is read as plain text.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../../../../mocks/src/db/database.ts';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { selectFetcher } from '../../swr/select.ts';
import { vendorBlogKeys } from './keys.ts';
import {
  createBlog,
  deleteBlog,
  deleteBlogImage,
  publishBlog,
  saveBlogContent,
  updateBlog,
  uploadBlogImage,
  type BlogsContext,
} from './mutations.ts';
import { readBlog, readBlogRows, type BlogRow } from './read.ts';

useMockServer();

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'cover.jpg', { type: 'image/jpeg' });

async function context(): Promise<BlogsContext & ReturnType<typeof swrTestCache>> {
  const { client, shop } = await signedInOwner();
  return { client, shop, ...swrTestCache() };
}

const meta = { title: 'Date season', title_ar: 'موسم التمور', person: 'Khalid', person_ar: 'خالد', time: '2026-11-01T08:00:00.000Z' };

describe('blogs data', () => {
  it('writes a post in both languages, publishes it for the storefront, then takes it off and deletes it', async () => {
    const ctx = await context();
    const created = await createBlog(ctx, { ...meta, image: jpeg() });
    expect(created.error).toBeNull();
    const id = created.blog?.id ?? '';
    // The storefront's slug is `{title}_{id}`: an id with `_` would not be found there.
    expect(id).not.toContain('_');
    expect(created.blog).toMatchObject({ ...meta, published: false, blocks: [] });
    expect(created.blog?.image).toMatch(/^\//);
    expect(ctx.read<BlogRow>(vendorBlogKeys.post(ctx.shop, id))?.title).toBe('Date season');

    const refused = await publishBlog(ctx, id, true);
    expect(refused.error?.code).toBe('blog_empty');

    const saved = await saveBlogContent(ctx, id, {
      blocks: [
        { type: 'heading', text: ' Khalas or Sukkari? ' },
        { type: 'paragraph', text: 'Two dates, two seasons.' },
        { type: 'link', text: 'Our farm', url: 'https://example.com/farm' },
        { type: 'list', items: ['Khalas', ' ', 'Sukkari'], ordered: true },
      ],
      blocks_ar: [
        { type: 'heading', text: 'خلاص أم سكري؟' },
        { type: 'link', text: 'راسلنا', url: 'mailto:hello@example.com' },
      ],
    });
    expect(saved.error).toBeNull();
    expect(saved.blog?.blocks[0]).toEqual({ type: 'heading', text: 'Khalas or Sukkari?' });
    expect(saved.blog?.blocks[3]).toEqual({ type: 'list', items: ['Khalas', 'Sukkari'], ordered: true });

    const published = await publishBlog(ctx, id, true);
    expect(published.blog?.published).toBe(true);
    const storefront = await ctx.client.call('shopsBlogsList', { params: { shop: ctx.shop } });
    expect(JSON.stringify(storefront.data)).toContain('Khalas or Sukkari?');

    const renamed = await updateBlog(ctx, id, { ...meta, title: 'Date season 2026' });
    expect(renamed.blog?.title).toBe('Date season 2026');
    expect((await publishBlog(ctx, id, false)).blog?.published).toBe(false);

    expect(await deleteBlogImage(ctx, id, created.blog?.image ?? '')).toBeNull();
    const read = await selectFetcher(ctx.client, readBlog)(vendorBlogKeys.post(ctx.shop, id));
    expect(read.image).toBeUndefined();

    expect(await deleteBlog(ctx, id)).toBeNull();
    expect(db().tables.blogs.some((b) => b.id === id)).toBe(false);
  });

  it('refuses a link the storefront would not follow, and keeps the post as it was', async () => {
    const ctx = await context();
    const { blog } = await createBlog(ctx, meta);
    const id = blog?.id ?? '';
    const result = await saveBlogContent(ctx, id, { blocks: [{ type: 'link', text: 'x', url: 'javascript:alert(1)' }], blocks_ar: [] });
    expect(result.error?.code).toBe('invalid_url');
    expect(db().tables.blogs.find((b) => b.id === id)?.blocks).toEqual([]);
  });

  it('uploads a picture for an image block and removes it from the post again', async () => {
    const ctx = await context();
    const { blog } = await createBlog(ctx, meta);
    const id = blog?.id ?? '';
    const uploaded = await uploadBlogImage(ctx, jpeg());
    expect(uploaded.error).toBeNull();
    const url = uploaded.url ?? '';
    await saveBlogContent(ctx, id, { blocks: [{ type: 'image', url, alt: 'Dates', width: 1200, height: 800 }], blocks_ar: [] });
    expect(await deleteBlogImage(ctx, id, url)).toBeNull();
    expect(db().tables.blogs.find((b) => b.id === id)?.blocks).toEqual([]);
  });

  it('reads the list newest first, and hostile content as plain text with unsafe targets emptied', async () => {
    const ctx = await context();
    const rows = await selectFetcher(ctx.client, readBlogRows)(vendorBlogKeys.list(ctx.shop));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort().reverse());
    const hostile = readBlog({
      blog: {
        id: 'x',
        title: '<script>x</script>',
        image: 'javascript:alert(1)',
        blocks: [{ type: 'html', html: '<b>x</b>' }, { type: 'link', text: 'go', url: 'javascript:alert(1)' }, null],
      },
    });
    expect(hostile).toMatchObject({ title: '<script>x</script>', blocks: [{ type: 'link', text: 'go', url: '' }] });
    expect(hostile.image).toBeUndefined();
  });
});
