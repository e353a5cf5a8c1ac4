import type { CheckoutQuery } from '@dukkan/core';
import { apiKey } from '../swr/keys.ts';

/** Keys of the cart and orders domain (customer spec §7 "Cart and orders"). */
export const cartKeys = {
  /** The checkout quote; its key changes with the cart and options, so it re-prices itself. */
  checkout: (query: CheckoutQuery) => apiKey('groceryCartCheckout', { query: { ...query } }),
  order: (id: string) => apiKey('groceryCartGet', { query: { id } }),
  orders: (page = 1, limit = 20) => apiKey('groceryCartList', { query: { page, limit } }),
};
