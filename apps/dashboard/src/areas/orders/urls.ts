/** The orders area (vendor spec §7 Orders and cart). */
export const ordersUrls = {
  live: () => '/orders/live',
  archive: () => '/orders/archive',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
};
