import type { ApiError } from '@dukkan/core';

/** The message id of a refused blog call. */
export function blogRefusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.blogs.error.generic';
  if (error.kind === 'network') return 'dashboard.blogs.error.network';
  switch (error.code) {
    case 'blog_empty':
      return 'dashboard.blogs.error.emptyPost';
    case 'invalid_url':
      return 'dashboard.blogs.error.invalidUrl';
    case 'not_found':
      return 'dashboard.blogs.error.notFound';
    case 'forbidden':
      return 'dashboard.blogs.error.forbidden';
    default:
      return 'dashboard.blogs.error.generic';
  }
}

/** `<input type="datetime-local">`'s value for an ISO instant, in the browser's time zone. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant of a `datetime-local` value, or null when it is not a date. */
export function isoOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The message ids of a block type's name (static, for the catalogue check). */
export const BLOCK_TYPE_IDS = {
  heading: 'dashboard.blogs.content.type.heading',
  paragraph: 'dashboard.blogs.content.type.paragraph',
  list: 'dashboard.blogs.content.type.list',
  image: 'dashboard.blogs.content.type.image',
  quote: 'dashboard.blogs.content.type.quote',
  link: 'dashboard.blogs.content.type.link',
} as const;

/** A content column's language and title. */
export const LANGUAGE_IDS = { en: 'dashboard.blogs.content.language.en', ar: 'dashboard.blogs.content.language.ar' } as const;
export const COLUMN_IDS = { en: 'dashboard.blogs.content.column.en', ar: 'dashboard.blogs.content.column.ar' } as const;

/** What a block's problem says. */
export const PROBLEM_IDS = {
  textRequired: 'dashboard.blogs.content.problem.textRequired',
  itemsRequired: 'dashboard.blogs.content.problem.itemsRequired',
  linkScheme: 'dashboard.blogs.content.problem.linkScheme',
  imageRequired: 'dashboard.blogs.content.problem.imageRequired',
} as const;
