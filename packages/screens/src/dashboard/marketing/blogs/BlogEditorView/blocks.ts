/**
 * The content editor's blocks: core's `ContentBlock` (decision 0036, the storefront's model)
 * with a key each, so React keeps a block's inputs while blocks move. Checks before a save use
 * core's own URL rules: a link goes only to http, https or mailto, as the storefront follows.
 */
import { safeImageSrc, safeLinkHref, type BlogBlockType, type ContentBlock } from '@dukkan/core';

export interface EditorBlock {
  key: string;
  block: ContentBlock;
}

export type BlockProblem = 'textRequired' | 'itemsRequired' | 'linkScheme' | 'imageRequired';

let next = 0;
export const newKey = () => `b${++next}`;

export const keyed = (blocks: readonly ContentBlock[]): EditorBlock[] => blocks.map((block) => ({ key: newKey(), block }));

export function emptyBlock(type: BlogBlockType): ContentBlock {
  switch (type) {
    case 'heading':
    case 'paragraph':
      return { type, text: '' };
    case 'quote':
      return { type, text: '' };
    case 'list':
      return { type, items: [], ordered: false };
    case 'image':
      return { type, url: '', alt: '', width: 1200, height: 800 };
    case 'link':
      return { type, text: '', url: '' };
  }
}

/** What stops a block from being saved, by field, or null. */
export function blockProblems(block: ContentBlock): Partial<Record<'text' | 'items' | 'url', BlockProblem>> | null {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'quote':
      return block.text.trim() ? null : { text: 'textRequired' };
    case 'list':
      return block.items.some((item) => item.trim()) ? null : { items: 'itemsRequired' };
    case 'image':
      return safeImageSrc(block.url) ? null : { url: 'imageRequired' };
    case 'link': {
      const problems: Partial<Record<'text' | 'url', BlockProblem>> = {};
      if (!block.text.trim()) problems.text = 'textRequired';
      if (!safeLinkHref(block.url)) problems.url = 'linkScheme';
      return Object.keys(problems).length ? problems : null;
    }
  }
}

export function moveBlock(blocks: readonly EditorBlock[], key: string, to: number): EditorBlock[] {
  const from = blocks.findIndex((b) => b.key === key);
  if (from < 0 || to < 0 || to >= blocks.length || to === from) return [...blocks];
  const rest = blocks.filter((b) => b.key !== key);
  return [...rest.slice(0, to), blocks[from] as EditorBlock, ...rest.slice(to)];
}
