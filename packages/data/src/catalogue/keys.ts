import { shopKeys } from '../shop/keys.ts';

/**
 * Keys of the catalogue (customer spec §7 "Shop and products"). They are the listing call's
 * own keys, so a category page and the product page opened from it share one cached answer
 * (the product page reads the category with no sub-category filter, the page's default).
 */
export const catalogueKeys = {
  /** One category, optionally narrowed to a sub-category; 'any' means no filter (omitted). */
  category: (shopId: string, categoryId: string, subCategoryId?: string | null) => shopKeys.products(shopId, categoryId, subCategoryId),
  /** Every category with its products: what a `special-1` shop loads (customer spec §3 "Shop"). */
  all: (shopId: string) => shopKeys.products(shopId),
};
