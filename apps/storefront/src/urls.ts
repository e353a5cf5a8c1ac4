/** Every path of the storefront (customer spec §2), built in one place. */
export const urls = {
  home: () => '/',
  category: (id: string) => `/categories/${encodeURIComponent(id)}`,
  product: (categoryId: string, productId: string) =>
    `/categories/${encodeURIComponent(categoryId)}/products/${encodeURIComponent(productId)}`,
  cart: () => '/cart',
  login: () => '/login',
  verifyOtp: (phone: string, countryCode = '971', channel: 'sms' | 'whatsapp' = 'sms') =>
    `/login/verify-otp?phone=${encodeURIComponent(phone)}&cc=${encodeURIComponent(countryCode)}&via=${channel}`,
  details: () => '/login/details',
  orders: () => '/orders',
  order: (id: string, { placed = false }: { placed?: boolean } = {}) => `/orders/${encodeURIComponent(id)}${placed ? '?placed=1' : ''}`,
  addresses: () => '/addresses',
  newAddress: (returnTo?: string) => (returnTo ? `/addresses?add=1&return=${encodeURIComponent(returnTo)}` : '/addresses?add=1'),
  paymentMethods: () => '/account/payment-methods',
};
