/**
 * The reviews area (vendor spec §7 Reviews; issue #14 item 5, decision 0062). The list's filter
 * lives in the query (`f.status`: draft | published) and the open dialog in `dialog`
 * (`create`, `publish:<id>`).
 */
export const reviewsUrls = {
  list: () => '/marketing/reviews',
  statistics: () => '/marketing/reviews/statistics',
  templates: () => '/marketing/reviews/templates',
  settings: () => '/marketing/reviews/settings',
  detail: (id: string) => `/marketing/reviews/${encodeURIComponent(id)}`,
};
