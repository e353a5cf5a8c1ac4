/** Short constructors for blog content blocks, so the articles read like text. */
import type { BlogBlock } from '@dukkan/core';

export const h = (text: string): BlogBlock => ({ type: 'heading', text });
export const p = (text: string): BlogBlock => ({ type: 'paragraph', text });
export const list = (...items: string[]): BlogBlock => ({ type: 'list', items });
export const quote = (text: string): BlogBlock => ({ type: 'quote', text });
export const img = (url: string): BlogBlock => ({ type: 'image', url });

export interface ArticleSeed {
  title: string;
  title_ar: string;
  person: string;
  person_ar: string;
  /** Age in days relative to the seed's fixed "now". */
  days: number;
  image: string;
  published: boolean;
  blocks: BlogBlock[];
  blocks_ar: BlogBlock[];
}
