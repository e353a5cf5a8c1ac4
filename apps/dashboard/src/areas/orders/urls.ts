/** The orders area (vendor spec §7 Orders and cart). */
export const ordersUrls = {
  live: () => '/orders/live',
  archive: () => '/orders/archive',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** The printable ticket; the kitchen ticket on an 80 mm roll unless told (decision 0077). */
  ticket: (id: string, options: { kind?: 'kitchen' | 'receipt'; paper?: '80mm' | 'a4' } = {}) => {
    const query = new URLSearchParams();
    if (options.kind && options.kind !== 'kitchen') query.set('kind', options.kind);
    if (options.paper && options.paper !== '80mm') query.set('paper', options.paper);
    const search = query.toString();
    return `/orders/${encodeURIComponent(id)}/ticket${search ? `?${search}` : ''}`;
  },
};
