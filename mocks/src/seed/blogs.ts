/** The shop's blog: eight published bilingual articles and one draft (drafts are not listed to customers). */
import type { Blog } from '@dukkan/core';
import { kitchenNotes } from './blogs/kitchen-notes.ts';
import { seasonNotes } from './blogs/seasons.ts';
import { daysBefore } from './prng.ts';

export function seedBlogs(shopId: string): Blog[] {
  return [...kitchenNotes, ...seasonNotes].map((article, i) => ({
    id: `blog-${101 + i}`,
    shop: shopId,
    title: article.title,
    title_ar: article.title_ar,
    person: article.person,
    person_ar: article.person_ar,
    time: daysBefore(article.days),
    image: article.image,
    blocks: article.blocks,
    blocks_ar: article.blocks_ar,
    published: article.published,
  }));
}
