/**
 * The shop's blog (vendor spec §3 "Blog", §7 "Blogs"): posts with bilingual metadata, a
 * cover image, content blocks per language and a publish state. Posts live in the shared
 * `blogs` table the storefront reads, so a published post appears there at once.
 */
import { safeImageSrc, safeLinkHref, type Blog, type BlogBlock, type EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  invalid,
  notFound,
  optionalId,
  optionalInstant,
  optionalText,
  optionalUpload,
  readObjectList,
  readText,
  removeRow,
  requireUpload,
  staffRoute,
  type Fields,
} from './support/index.ts';

const names = [
  'blogsList',
  'blogsCreate',
  'blogsUpdate',
  'blogsDelete',
  'blogsPublish',
  'blogsContent',
  'blogsUploadImage',
  'blogsDeleteImage',
] as const satisfies readonly EndpointName[];

/**
 * A blog picture's address. Unlike other uploads it is never inlined as a `data:` URL: the
 * storefront loads post pictures only from http(s) or this site's paths (core `safeImageSrc`),
 * and an image block must be a link (`readBlocks`), so the upload's answer must be one too.
 */
function pictureUrl(shop: string, file: File): string {
  const name = (file.name || 'picture').replace(/[^\w.-]+/g, '-').slice(-80);
  return `/mock-uploads/${encodeURIComponent(shop)}/${db().nextId('upload')}-${name}`;
}

function ownBlogs(shop: string): Blog[] {
  return db().tables.blogs.filter((b) => b.shop === shop);
}

function metadata(f: Fields): Partial<Blog> {
  const fields: Partial<Blog> = {};
  for (const [key, max] of [
    ['title', 150],
    ['title_ar', 150],
    ['person', 80],
    ['person_ar', 80],
  ] as const) {
    const value = optionalText(f, key, max);
    if (value !== undefined) fields[key] = value;
  }
  const time = optionalInstant(f, 'time');
  if (time) fields.time = time;
  return fields;
}

const BLOCK_TYPES: readonly BlogBlock['type'][] = ['heading', 'paragraph', 'image', 'list', 'quote', 'link'];

/** An optional short text of a block (an image's alt, a quote's source). */
function blockNote(raw: Fields, key: string, where: string): string | undefined {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 300) throw invalid(`${where}.${key} must be a short text.`);
  return value;
}

function readBlocks(f: Fields, key: string): BlogBlock[] {
  return readObjectList(f, key, { max: 200 }).map((raw, i): BlogBlock => {
    const type = raw.type;
    const where = `${key}[${i}]`;
    if (typeof type !== 'string' || !(BLOCK_TYPES as readonly string[]).includes(type))
      throw invalid(`${where}.type is not an allowed value.`);
    const block: BlogBlock = { type: type as BlogBlock['type'] };
    if (type === 'image') {
      const url = read.string(raw, 'url', { max: 1000 });
      // The storefront shows only these pictures (core safeImageSrc): not `//host/x.png` or `/\\host`, so refused here too.
      if (safeImageSrc(url) === null) throw invalid(`${where}.url must be a link.`, 'invalid_url');
      block.url = url;
      const alt = blockNote(raw, 'alt', where);
      if (alt) block.alt = alt;
    } else if (type === 'list') {
      const items = read.array(raw, 'items');
      if (items.length > 100 || !items.every((item) => typeof item === 'string' && item.length <= 1000)) {
        throw invalid(`${where}.items must be a list of texts.`);
      }
      block.items = items as string[];
      if (raw.ordered === true) block.ordered = true;
    } else if (type === 'link') {
      // The storefront links only these (core safeLinkHref); anything else is refused here.
      const url = read.string(raw, 'url', { max: 1000 });
      if (safeLinkHref(url) === null) throw invalid(`${where}.url must be an http, https or mailto link.`, 'invalid_url');
      block.url = url;
      block.text = read.string(raw, 'text', { max: 300 });
    } else {
      block.text = read.string(raw, 'text', { max: 10_000 });
      const cite = type === 'quote' ? blockNote(raw, 'cite', where) : undefined;
      if (cite) block.cite = cite;
    }
    return block;
  });
}

/** Vendor spec §7 `PUT /blogs/{id}/publish {state}`: true/false, or the words the dashboard uses. */
function readPublishState(f: Fields): boolean {
  const state = f.state;
  if (state === 'published') return true;
  if (state === 'draft' || state === 'unpublished') return false;
  if (state === undefined || state === null || state === '') throw invalid('state is required.', 'missing_field');
  return read.boolean(f, 'state');
}

const blogsList = staffRoute('blogsList', ({ shop }) => ok([...ownBlogs(shop)].sort((a, b) => b.time.localeCompare(a.time))));

const blogsCreate = staffRoute('blogsCreate', ({ ctx, shop, f }) => {
  const file = optionalUpload(ctx, 'image');
  const blog: Blog = {
    // No `_` in the id: the storefront's address is `/blogs/{title}_{id}` and reads the id after the last `_`.
    id: db().nextId('blog').replace(/_/g, '-'),
    shop,
    title: readText(f, 'title', 150),
    person: readText(f, 'person', 80),
    time: new Date().toISOString(),
    blocks: [],
    blocks_ar: [],
    published: false,
    ...metadata(f),
    ...(file ? { image: pictureUrl(shop, file) } : {}),
  };
  db().tables.blogs.push(blog);
  db().touch();
  return ok(blog, { status: 201 });
});

const blogsUpdate = staffRoute('blogsUpdate', ({ ctx, shop, f }) => {
  const blog = findOr404(ownBlogs(shop), ctx.params.id ?? '', 'Blog');
  const file = optionalUpload(ctx, 'image');
  const changes = metadata(f);
  if (changes.title === '' || changes.person === '') throw invalid('title and person cannot be empty.', 'missing_field');
  Object.assign(blog, changes, file ? { image: pictureUrl(shop, file) } : {});
  db().touch();
  return ok(blog);
});

const blogsDelete = staffRoute('blogsDelete', ({ ctx, shop }) => {
  const blog = findOr404(ownBlogs(shop), ctx.params.id ?? '', 'Blog');
  removeRow(db().tables.blogs, blog);
  db().touch();
  return ok({ id: blog.id });
});

const blogsPublish = staffRoute('blogsPublish', ({ ctx, shop, f }) => {
  const blog = findOr404(ownBlogs(shop), ctx.params.id ?? '', 'Blog');
  const publish = readPublishState(f);
  // A published post with no content would be an empty page on the storefront.
  if (publish && blog.blocks.length === 0 && blog.blocks_ar.length === 0) {
    throw conflict('Add content to the post before publishing it.', 'blog_empty');
  }
  blog.published = publish;
  db().touch();
  return ok(blog);
});

const blogsContent = staffRoute('blogsContent', ({ ctx, shop, f }) => {
  const blog = findOr404(ownBlogs(shop), ctx.params.id ?? '', 'Blog');
  const blocks = readBlocks(f, 'blocks');
  const blocks_ar = readBlocks(f, 'blocks_ar');
  Object.assign(blog, { blocks, blocks_ar });
  db().touch();
  return ok(blog);
});

const blogsUploadImage = staffRoute('blogsUploadImage', ({ ctx, shop }) => {
  const file = requireUpload(ctx, 'image');
  return ok({ url: pictureUrl(shop, file) }, { status: 201 });
});

const blogsDeleteImage = staffRoute('blogsDeleteImage', ({ shop, f }) => {
  const url = read.string(f, 'image', { max: 1000 });
  const blogId = optionalId(f, 'blog');
  const blogs = blogId ? [findOr404(ownBlogs(shop), blogId, 'Blog')] : ownBlogs(shop);
  let removed = 0;
  for (const blog of blogs) {
    if (blog.image === url) {
      delete blog.image;
      removed += 1;
    }
    for (const key of ['blocks', 'blocks_ar'] as const) {
      const kept = blog[key].filter((b) => !(b.type === 'image' && b.url === url));
      removed += blog[key].length - kept.length;
      blog[key] = kept;
    }
  }
  if (removed === 0) throw notFound('Image');
  db().touch();
  return ok({ image: url, removed });
});

export const vendorBlogsScenarios = domainScenarios({
  names,
  handlers: [blogsList, blogsCreate, blogsUpdate, blogsDelete, blogsPublish, blogsContent, blogsUploadImage, blogsDeleteImage],
  empty: [staffRoute('blogsList', () => ok([]))],
});
