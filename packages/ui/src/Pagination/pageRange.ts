export type PageItem = number | 'gap';

/**
 * The page numbers a navigator shows: always the first and last page, the current page
 * with `siblings` on each side, and a gap where pages are skipped. A gap never hides a
 * single page (showing the page takes the same room as the ellipsis).
 */
export function pageRange(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (!Number.isInteger(pageCount) || pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  // first, last, current, 2 siblings and 2 gaps
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  // The window of siblings, kept clear of the first and last page (MUI's usePagination).
  const start = Math.max(Math.min(page - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), pageCount - 2);
  const items: PageItem[] = [1, start > 3 ? 'gap' : 2];
  for (let p = start; p <= end; p += 1) items.push(p);
  items.push(end < pageCount - 2 ? 'gap' : pageCount - 1, pageCount);
  return items;
}
