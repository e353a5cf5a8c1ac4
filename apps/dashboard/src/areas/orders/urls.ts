/** The orders area (vendor spec §7 Orders and cart). */
export const ordersUrls = {
  live: () => '/orders/live',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
};
