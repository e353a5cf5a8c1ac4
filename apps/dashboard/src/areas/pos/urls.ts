/** The point of sale (vendor spec §7 POST /pos/cart/store, issue #12 item 6). */
export const posUrls = {
  counter: () => '/orders/pos',
};
