/**
 * Reads the blog answers (vendor spec §7 Blogs) into the dashboard's shape. The content goes
 * through core's `parseBlocks` (decision 0036), the same reader as the storefront's: whatever a
 * post holds, the editor gets typed blocks of plain text and checked URLs, never markup.
 */
import { isRecord, own, parseBlocks, safeImageSrc, type ContentBlock } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export interface BlogRow {
  id: string;
  title: string;
  /** Empty when the post has no Arabic title. */
  title_ar: string;
  person: string;
  person_ar: string;
  /** ISO instant the post is dated. */
  time: string;
  /** The cover picture, when its address is safe to load. */
  image?: string;
  published: boolean;
  blocks: ContentBlock[];
  blocks_ar: ContentBlock[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** One post, or null without an id. */
export function readBlogRow(value: unknown): BlogRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id')).trim();
  if (!id) return null;
  const time = text(own(value, 'time'));
  const image = safeImageSrc(own(value, 'image'));
  return {
    id,
    title: text(own(value, 'title')),
    title_ar: text(own(value, 'title_ar')),
    person: text(own(value, 'person')),
    person_ar: text(own(value, 'person_ar')),
    time: Number.isNaN(Date.parse(time)) ? '' : time,
    ...(image ? { image } : {}),
    published: own(value, 'published') === true,
    blocks: parseBlocks(own(value, 'blocks')),
    blocks_ar: parseBlocks(own(value, 'blocks_ar')),
  };
}

/** The list answer (an array of posts); broken records are skipped. */
export function readBlogRows(data: unknown): BlogRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.map(readBlogRow).filter((row): row is BlogRow => row !== null);
}

/** `{blog}` of GET /blogs/{id}, or the post itself (the answers of create, update, publish, content). */
export function readBlog(data: unknown): BlogRow {
  const value = isRecord(data) && isRecord(own(data, 'blog')) ? own(data, 'blog') : data;
  const row = readBlogRow(value);
  if (!row) throw invalidAnswer();
  return row;
}
