/**
 * The seeded shop's products searched the way the app searches them (core's index over
 * name and name_ar), for the search stories. Not exported from the package.
 */
import { createSearchIndex, type ShopProduct } from '@dukkan/core';
import { seedTables } from '@dukkan/mocks';
import { manyProductsListing } from '../catalogue/catalogueStoryData.ts';

const products: ShopProduct[] = seedTables()
  .shopProducts.filter((row) => !row.hidden)
  .map(({ shop: _shop, ...shopProduct }) => shopProduct);

const index = createSearchIndex(products, (sp) => [sp.product.name, sp.product.name_ar]);

export function searchSeeded(query: string): ShopProduct[] {
  return index.search(query);
}

let many: ReturnType<typeof createSearchIndex<ShopProduct>> | undefined;

/** Over the 5,000-product listing of the windowed-grid stories. */
export function searchMany(query: string): ShopProduct[] {
  many ??= createSearchIndex(manyProductsListing().gproducts, (sp) => [sp.product.name, sp.product.name_ar]);
  return many.search(query);
}
