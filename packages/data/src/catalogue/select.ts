/**
 * Pure selection over the listing answer (`{categories: CategoryListing[]}`): the category a
 * page asked for, one product of it, or every product. A category or product that is not in
 * the answer is a typed not-found, so the app can show its 404 page (customer spec §2).
 */
import type { CategoryListing, ShopProduct } from '@dukkan/core';
import { ApiRequestError } from '../swr/fetcher.ts';

export type CatalogueMissing = 'category' | 'product';

export class CatalogueNotFoundError extends Error {
  readonly missing: CatalogueMissing;
  readonly id: string;
  /** Read like an HTTP answer so the app's error page treats it as a 404 (customer spec §2). */
  readonly status = 404;
  constructor(missing: CatalogueMissing, id: string) {
    super(missing === 'category' ? 'Category not found' : 'Product not found');
    this.name = 'CatalogueNotFoundError';
    this.missing = missing;
    this.id = id;
  }
}

/** True for a category or product missing from the answer, and for the API's own 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof CatalogueNotFoundError || (error instanceof ApiRequestError && error.status === 404);
}

export function selectCategory(categories: readonly CategoryListing[], categoryId: string): CategoryListing | undefined {
  return categories.find((category) => category.id === categoryId);
}

/** By shop product id (what the cart and product links carry), else by the product's own id. */
export function findShopProduct(listing: CategoryListing, productId: string): ShopProduct | undefined {
  return listing.gproducts.find((sp) => sp.id === productId) ?? listing.gproducts.find((sp) => sp.product.id === productId);
}

/** Every product of every category, once each, in listing order. */
export function allProducts(categories: readonly CategoryListing[]): ShopProduct[] {
  const seen = new Set<string>();
  const products: ShopProduct[] = [];
  for (const category of categories) {
    for (const sp of category.gproducts) {
      if (seen.has(sp.id)) continue;
      seen.add(sp.id);
      products.push(sp);
    }
  }
  return products;
}
