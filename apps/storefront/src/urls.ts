import { blogSlug } from '@dukkan/core';

/** Every path of the storefront (customer spec §2), built in one place. */
export const urls = {
  home: () => '/',
  category: (id: string) => `/categories/${encodeURIComponent(id)}`,
  product: (categoryId: string, productId: string) =>
    `/categories/${encodeURIComponent(categoryId)}/products/${encodeURIComponent(productId)}`,
  cart: () => '/cart',
  settings: () => '/settings',
  /** Product search; the query lives in the URL so a reload or a shared link keeps it. */
  search: (query = '') => (query.trim() ? `/search?q=${encodeURIComponent(query.trim())}` : '/search'),
  login: () => '/login',
  verifyOtp: (phone: string, countryCode = '971', channel: 'sms' | 'whatsapp' = 'sms') =>
    `/login/verify-otp?phone=${encodeURIComponent(phone)}&cc=${encodeURIComponent(countryCode)}&via=${channel}`,
  details: () => '/login/details',
  orders: () => '/orders',
  order: (id: string, { placed = false }: { placed?: boolean } = {}) => `/orders/${encodeURIComponent(id)}${placed ? '?placed=1' : ''}`,
  addresses: () => '/addresses',
  newAddress: (returnTo?: string) => (returnTo ? `/addresses?add=1&return=${encodeURIComponent(returnTo)}` : '/addresses?add=1'),
  paymentMethods: () => '/account/payment-methods',
  profile: () => '/account/profile',
  accountWallet: () => '/account/wallet',
  wallet: () => '/wallet',
  walletEntry: (id: string) => `/wallet/${encodeURIComponent(id)}`,
  deleteAccount: () => '/account/delete',
  /** The information pages and the restaurant page (spec §2; `/resturant` is the spec's spelling). */
  about: () => '/about',
  contact: () => '/contactus',
  support: () => '/support',
  terms: () => '/terms',
  app: () => '/app',
  restaurant: () => '/resturant',
  blogs: () => '/blogs',
  /** `/blogs/{title}_{id}`: the slug of core `blogSlug` (decision 0036). */
  blog: (post: { id: string; title: string }) => `/blogs/${encodeURIComponent(blogSlug(post))}`,
};
