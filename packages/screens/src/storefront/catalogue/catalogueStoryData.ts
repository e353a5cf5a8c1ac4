/**
 * Seeded catalogue data for the catalogue's stories (not exported from the package): the
 * shop's real products, so cards and pages show kg items, offers and add-on groups as the
 * mock API serves them, and a 5,000-product category cycled from them for the windowed grid.
 */
import type { CategoryListing, ShopProduct } from '@dukkan/core';
import { seedTables } from '@dukkan/mocks';

const tables = seedTables();
const shop = tables.shops[0];

/** The wire form of a seeded row (without the table's bookkeeping `shop` field). */
const products: ShopProduct[] = tables.shopProducts.filter((row) => !row.hidden).map(({ shop: _shop, ...shopProduct }) => shopProduct);

export function seededProduct(id: string): ShopProduct {
  const found = products.find((sp) => sp.id === id);
  if (!found) throw new Error(`No seeded product ${id}`);
  return found;
}

/** A category as the listing call answers it, narrowed to a sub-category unless 'any'. */
export function seededListing(categoryId: string, subCategoryId = 'any'): CategoryListing {
  const category = shop?.mainCategories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`No seeded category ${categoryId}`);
  return {
    id: category.id,
    name: category.name,
    ...(category.name_ar ? { name_ar: category.name_ar } : {}),
    subCategories: category.subCategories,
    gproducts: products.filter(
      (sp) => sp.product.category === categoryId && (subCategoryId === 'any' || sp.product.subCategory === subCategoryId),
    ),
  };
}

export const picks = {
  /** kg, pay_size 500 g, with an offer (18.00 -> 16.25 per kg: 9% off). */
  kgOffer: seededProduct('sp-1007'),
  /** kg, pay_size 500 g, no offer. */
  kg: seededProduct('sp-1031'),
  /** A piece with an offer and a per-order limit of 6. */
  pieceOffer: seededProduct('sp-1008'),
  /** A box. */
  box: seededProduct('sp-1016'),
  /** Size (override, required) and Extras (add, up to 3). */
  withAddons: seededProduct('sp-1320'),
  /** kg with Cleaning (add, required, one) and Cooking (add, optional, one). */
  kgWithAddons: seededProduct('sp-1098'),
  unavailable: seededProduct('sp-1005'),
};

export const MANY_PRODUCTS = 5000;
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

let many: CategoryListing | undefined;

/** One category of 5,000 products: the seeded ones cycled with new ids and numbered names. Built once. */
export function manyProductsListing(): CategoryListing {
  many ??= {
    id: 'cat-many',
    name: 'Everything',
    name_ar: 'كل المنتجات',
    subCategories: [],
    gproducts: Array.from({ length: MANY_PRODUCTS }, (_, i): ShopProduct => {
      const base = products[i % products.length] as ShopProduct;
      const n = i + 1;
      return {
        ...base,
        id: `many-sp-${n}`,
        product: {
          ...base.product,
          id: `many-p-${n}`,
          name: `${base.product.name} · Pack ${n}`,
          ...(base.product.name_ar
            ? { name_ar: `${base.product.name_ar} · عبوة ${String(n).replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)] ?? d)}` }
            : {}),
          category: 'cat-many',
        },
      };
    }),
  };
  return many;
}
