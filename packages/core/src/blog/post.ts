/**
 * A blog post as the storefront reads it (customer spec §7 "Other"): the wire record checked
 * field by field, its blocks parsed (blocks.ts), and the `/blogs/{title}_{id}` slug.
 */
import { isRecord, own } from '../platform/json.ts';
import { parseBlocks, safeImageSrc, type ContentBlock } from './blocks.ts';

export interface BlogPost {
  id: string;
  title: string;
  title_ar?: string;
  person?: string;
  person_ar?: string;
  /** ISO date the post was written, when the record has a valid one. */
  time?: string;
  /** The cover picture, when its address is safe to load. */
  image?: string;
  blocks: ContentBlock[];
  blocks_ar: ContentBlock[];
}

function optionalText(record: Record<string, unknown>, key: string, max = 300): string | undefined {
  const value = own(record, key);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim().slice(0, max);
}

/** A post from the wire, or null without an id and a title. */
export function parseBlogPost(raw: unknown): BlogPost | null {
  if (!isRecord(raw)) return null;
  const id = own(raw, 'id');
  const title = optionalText(raw, 'title');
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '' || !title) return null;
  const time = optionalText(raw, 'time', 40);
  const post: BlogPost = {
    id: String(id).trim(),
    title,
    blocks: parseBlocks(own(raw, 'blocks')),
    blocks_ar: parseBlocks(own(raw, 'blocks_ar')),
  };
  const optional = {
    title_ar: optionalText(raw, 'title_ar'),
    person: optionalText(raw, 'person'),
    person_ar: optionalText(raw, 'person_ar'),
  };
  for (const [key, value] of Object.entries(optional)) if (value) post[key as keyof typeof optional] = value;
  if (time && !Number.isNaN(Date.parse(time))) post.time = time;
  const image = safeImageSrc(own(raw, 'image'));
  if (image) post.image = image;
  return post;
}

/** The posts of a list answer that parse; a broken record is skipped, not fatal. */
export function parseBlogPosts(raw: unknown): BlogPost[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(parseBlogPost).filter((post): post is BlogPost => post !== null);
}

/** The blocks for the reader's language: Arabic when asked for and present, else English (and the reverse). */
export function blogBlocks(post: BlogPost, locale: string): ContentBlock[] {
  const arabic = locale.toLowerCase().includes('ar');
  const first = arabic ? post.blocks_ar : post.blocks;
  return first.length > 0 ? first : arabic ? post.blocks : post.blocks_ar;
}

/**
 * The title part of `/blogs/{title}_{id}`: the English title, lower case, letters and digits
 * of any script kept, everything else collapsed to `-`. It never contains `_`, so the id is
 * everything after the last `_`.
 */
export function blogTitleSlug(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

export function blogSlug(post: Pick<BlogPost, 'id' | 'title'>): string {
  return `${blogTitleSlug(post.title)}_${post.id}`;
}

/** `{title, id}` of a slug; the id is what is looked up, the title only has to match the post's. */
export function parseBlogSlug(slug: string): { title: string; id: string } | null {
  const at = slug.lastIndexOf('_');
  const id = slug.slice(at + 1);
  if (id.trim() === '') return null;
  return { title: at < 0 ? '' : slug.slice(0, at), id };
}
