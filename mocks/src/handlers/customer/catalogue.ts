/**
 * GET shop/{id}/products (this project's path for the spec's product listing): categories
 * with their products. `category` and `subCategory` filter ('any' or missing = no filter);
 * without a category every main category comes back (showType special-1 loads it all).
 * Hidden products are never listed; unavailable ones are, flagged by `isAvailable`.
 *
 * Answer: {categories: CategoryListing[]}.
 */
import type { CategoryListing, MainCategory } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, route } from '../../http.ts';
import { manyProductsListing } from './many-products.ts';
import { toWireShopProduct, type ShopProductRow } from './records.ts';
import { buildScenarios } from './scenarios.ts';
import { findShop } from './shop.ts';
import { notFound } from './support.ts';

function filterValue(query: URLSearchParams, key: string): string | undefined {
  const value = query.get(key)?.trim();
  return !value || value === 'any' ? undefined : value;
}

function listing(category: MainCategory, products: readonly ShopProductRow[], subCategory?: string): CategoryListing {
  const gproducts = products.filter(
    (sp) => sp.product.category === category.id && (!subCategory || sp.product.subCategory === subCategory),
  );
  return {
    id: category.id,
    name: category.name,
    ...(category.name_ar ? { name_ar: category.name_ar } : {}),
    subCategories: category.subCategories,
    gproducts: gproducts.map(toWireShopProduct),
  };
}

export function listCategories(shopId: string, query: URLSearchParams): CategoryListing[] {
  const shop = findShop(shopId);
  const categoryId = filterValue(query, 'category');
  const subCategoryId = filterValue(query, 'subCategory');
  const visible = db().tables.shopProducts.filter((sp) => sp.shop === shop.id && !sp.hidden);
  if (!categoryId) {
    if (subCategoryId) throw notFound('Category not found');
    return shop.mainCategories.map((category) => listing(category, visible));
  }
  const category = shop.mainCategories.find((c) => c.id === categoryId);
  if (!category) throw notFound('Category not found');
  if (subCategoryId && !category.subCategories.some((s) => s.id === subCategoryId)) throw notFound('Sub-category not found');
  return [listing(category, visible, subCategoryId)];
}

const handlers = [route('shopProducts', ({ params, query }) => ok({ categories: listCategories(params.id ?? '', query) }))];

export const catalogueScenarios = buildScenarios({
  domain: 'catalogue',
  handlers,
  empty: [route('shopProducts', () => ok({ categories: [] }))],
  cases: {
    /** One category holding 5,000 products: for windowed-list stories and the scroll benchmark. */
    manyProducts: [
      route('shopProducts', ({ params, query }) =>
        ok({ categories: [manyProductsListing(params.id ?? '', filterValue(query, 'category'))] }),
      ),
    ],
  },
});
