import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import type { ApiResult, CategoryListing, ShopProduct } from '@dukkan/core';
import { ApiRequestError } from '../swr/fetcher.ts';
import { pick, selectFetcher } from '../swr/select.ts';
import { catalogueKeys } from './keys.ts';
import { allProducts, CatalogueNotFoundError, findShopProduct, isNotFound, selectCategory } from './select.ts';

const product = (id: string, productId = `p-${id}`): ShopProduct => ({
  id,
  product: { id: productId, name: id, unit: 'piece', category: 'c1' },
  price: 5,
  offerPrice: 0,
  computedPrice: 5,
  isAvailable: true,
  addons: [],
});

const listing = (id: string, gproducts: ShopProduct[]): CategoryListing => ({ id, name: id, subCategories: [], gproducts });

describe('catalogue keys', () => {
  it("keys a category by shop, category and sub-category, and omits 'any'", () => {
    expect(catalogueKeys.category('s1', 'c1', 'sc1')).toEqual([
      'shopProducts',
      { params: { id: 's1' }, query: { category: 'c1', subCategory: 'sc1' } },
    ]);
    expect(catalogueKeys.category('s1', 'c1', 'any')).toEqual(['shopProducts', { params: { id: 's1' }, query: { category: 'c1' } }]);
    expect(catalogueKeys.category('s1', 'c1')).toEqual(catalogueKeys.category('s1', 'c1', 'any'));
  });

  it('keys the whole list (showType special-1) with no category at all', () => {
    expect(catalogueKeys.all('s1')).toEqual(['shopProducts', { params: { id: 's1' } }]);
  });

  it('gives the product page the same key as its category page with no filter, so they share one answer', () => {
    expect(unstable_serialize(catalogueKeys.category('s1', 'c1', 'any'))).toBe(unstable_serialize(catalogueKeys.category('s1', 'c1')));
    expect(unstable_serialize(catalogueKeys.category('s1', 'c1', 'sc1'))).not.toBe(unstable_serialize(catalogueKeys.category('s1', 'c1')));
  });
});

describe('catalogue selection', () => {
  const fruits = listing('c1', [product('sp-1'), product('sp-2', 'p-shared')]);
  const veg = listing('c2', [product('sp-3'), product('sp-1')]);

  it('picks the asked category out of the answer', () => {
    expect(selectCategory([fruits, veg], 'c2')).toBe(veg);
    expect(selectCategory([fruits, veg], 'c9')).toBeUndefined();
  });

  it('finds a product by shop product id, then by product id', () => {
    expect(findShopProduct(fruits, 'sp-2')?.id).toBe('sp-2');
    expect(findShopProduct(fruits, 'p-shared')?.id).toBe('sp-2');
    expect(findShopProduct(fruits, 'sp-404')).toBeUndefined();
  });

  it('lists every product once, in listing order', () => {
    expect(allProducts([fruits, veg]).map((sp) => sp.id)).toEqual(['sp-1', 'sp-2', 'sp-3']);
    expect(allProducts([])).toEqual([]);
  });

  it('treats a missing category or product and an API 404 as not found, and nothing else', () => {
    expect(isNotFound(new CatalogueNotFoundError('product', 'sp-9'))).toBe(true);
    expect(new CatalogueNotFoundError('category', 'c9')).toMatchObject({ status: 404, missing: 'category', id: 'c9' });
    expect(isNotFound(new ApiRequestError({ kind: 'http', status: 404, message: 'Category not found' }))).toBe(true);
    expect(isNotFound(new ApiRequestError({ kind: 'http', status: 500, message: 'boom' }))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
  });
});

describe('the listing fetcher', () => {
  const client = (result: ApiResult<unknown>) => ({ call: async () => result });
  const fetchCategories = (result: ApiResult<unknown>) =>
    selectFetcher(client(result), pick<CategoryListing[]>('categories', { list: true }))(catalogueKeys.category('s1', 'c1'));

  it('answers the categories list and rejects a malformed answer', async () => {
    await expect(fetchCategories({ data: { categories: [listing('c1', [])] }, error: null })).resolves.toEqual([listing('c1', [])]);
    await expect(fetchCategories({ data: { categories: { id: 'c1' } }, error: null })).rejects.toMatchObject({ status: 502 });
  });

  it("passes the API's 404 through as a not-found", async () => {
    const failing = fetchCategories({ data: null, error: { kind: 'http', status: 404, message: 'Category not found' } });
    await expect(failing).rejects.toSatisfy(isNotFound);
  });
});
