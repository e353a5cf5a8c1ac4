/**
 * The `catalogue.manyProducts` scenario: one category of 5,000 products, cycled from the
 * seeded catalogue with numbered packs. Built on first use and kept, because building it
 * costs more than any other handler and most stories never ask for it.
 */
import type { CategoryListing, ShopProduct } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { toWireShopProduct } from './records.ts';

export const MANY_PRODUCTS_COUNT = 5000;

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

function arabicNumber(n: number): string {
  return String(n).replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)] ?? d);
}

let cached: { shop: string; products: ShopProduct[] } | undefined;

function manyProducts(shopId: string): ShopProduct[] {
  if (cached?.shop === shopId) return cached.products;
  const source = db().tables.shopProducts.filter((sp) => sp.shop === shopId && !sp.hidden);
  const products = Array.from({ length: source.length ? MANY_PRODUCTS_COUNT : 0 }, (_, i): ShopProduct => {
    const base = toWireShopProduct(source[i % source.length] as (typeof source)[number]);
    const n = i + 1;
    return {
      ...base,
      id: `many-sp-${n}`,
      product: {
        ...base.product,
        id: `many-p-${n}`,
        name: `${base.product.name} · Pack ${n}`,
        ...(base.product.name_ar ? { name_ar: `${base.product.name_ar} · عبوة ${arabicNumber(n)}` } : {}),
        category: 'cat-many',
      },
    };
  });
  cached = { shop: shopId, products };
  return products;
}

/** The listing answered for any category id asked for, so a category page renders it as its own. */
export function manyProductsListing(shopId: string, categoryId = 'cat-many'): CategoryListing {
  const products = manyProducts(shopId);
  return {
    id: categoryId,
    name: 'Everything',
    name_ar: 'كل المنتجات',
    subCategories: [],
    gproducts: categoryId === 'cat-many' ? products : products.map((sp) => ({ ...sp, product: { ...sp.product, category: categoryId } })),
  };
}
