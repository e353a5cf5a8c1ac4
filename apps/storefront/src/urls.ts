/** Every path of the storefront (customer spec §2), built in one place. */
export const urls = {
  home: () => '/',
  category: (id: string) => `/categories/${encodeURIComponent(id)}`,
  product: (categoryId: string, productId: string) => `/categories/${encodeURIComponent(categoryId)}/products/${encodeURIComponent(productId)}`,
  cart: () => '/cart',
  login: () => '/login',
};
