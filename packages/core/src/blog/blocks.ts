/**
 * The blog's content format (docs/decisions/0036-blog-content-blocks.md): a post's body is a
 * list of typed blocks per language (`blocks`, `blocks_ar`), never HTML. Everything read from
 * the wire goes through `parseBlocks`, which keeps only well-formed blocks, so a screen can
 * render them as React text nodes and nothing in a post can run script.
 */
import { isRecord, own } from '../platform/json.ts';

export const BLOG_BLOCK_TYPES = ['heading', 'paragraph', 'list', 'image', 'quote', 'link'] as const;
export type BlogBlockType = (typeof BLOG_BLOCK_TYPES)[number];

export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered: boolean }
  | { type: 'image'; url: string; alt: string; width: number; height: number }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'link'; url: string; text: string };

/** Limits a post is read with; longer values are cut, never rejected. */
export const BLOG_LIMITS = { blocks: 500, text: 10_000, listItems: 100, alt: 300, maxImageSide: 4000 } as const;
/** Images without stated dimensions are laid out at this size (3:2) so the page does not jump. */
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** Control characters other than tab and newline are dropped from text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function readText(value: unknown, max: number = BLOG_LIMITS.text): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL, '').trim();
  return text === '' ? null : text.slice(0, max);
}

function readSide(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= BLOG_LIMITS.maxImageSide ? value : fallback;
}

/**
 * A link target the storefront will put in an `href`: only absolute http, https and mailto
 * URLs. Anything else (javascript:, data:, vbscript:, relative paths, protocol-relative
 * `//host`) is null, and the block shows its text as plain text.
 */
export function safeLinkHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  // Browsers strip tabs and newlines inside a URL ("java\tscript:"): refuse any such value.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw === '' || /[\s\u0000-\u001F]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname ? url.href : null;
}

/** An image source: an absolute http(s) URL or a path on this site (`/…`, not `//host`). */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw === '' || /[\s\u0000-\u001F\\]/.test(raw)) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  const href = safeLinkHref(raw);
  return href && !href.startsWith('mailto:') ? href : null;
}

/** One block from the wire, or null when it is unknown or malformed. */
export function parseBlock(raw: unknown): ContentBlock | null {
  if (!isRecord(raw)) return null;
  const type = own(raw, 'type');
  switch (type) {
    case 'heading':
    case 'paragraph': {
      const text = readText(own(raw, 'text'));
      return text === null ? null : { type, text };
    }
    case 'quote': {
      const text = readText(own(raw, 'text'));
      if (text === null) return null;
      const cite = readText(own(raw, 'cite'), BLOG_LIMITS.alt);
      return cite === null ? { type, text } : { type, text, cite };
    }
    case 'list': {
      const items = own(raw, 'items');
      if (!Array.isArray(items)) return null;
      const texts = items
        .map((item) => readText(item))
        .filter((t): t is string => t !== null)
        .slice(0, BLOG_LIMITS.listItems);
      return texts.length === 0 ? null : { type, items: texts, ordered: own(raw, 'ordered') === true };
    }
    case 'image': {
      const url = safeImageSrc(own(raw, 'url'));
      if (url === null) return null;
      return {
        type,
        url,
        alt: readText(own(raw, 'alt'), BLOG_LIMITS.alt) ?? '',
        width: readSide(own(raw, 'width'), DEFAULT_IMAGE_SIZE.width),
        height: readSide(own(raw, 'height'), DEFAULT_IMAGE_SIZE.height),
      };
    }
    case 'link': {
      // A link with an unsafe target is kept: its text still reads, as plain text (url '').
      const text = readText(own(raw, 'text'), BLOG_LIMITS.alt) ?? readText(own(raw, 'url'), BLOG_LIMITS.alt);
      if (text === null) return null;
      return { type, text, url: safeLinkHref(own(raw, 'url')) ?? '' };
    }
    default:
      return null;
  }
}

/** Every well-formed block of a wire list, in order; anything else is skipped. */
export function parseBlocks(raw: unknown): ContentBlock[] {
  if (!Array.isArray(raw)) return [];
  const blocks: ContentBlock[] = [];
  for (const item of raw.slice(0, BLOG_LIMITS.blocks)) {
    const block = parseBlock(item);
    if (block) blocks.push(block);
  }
  return blocks;
}
