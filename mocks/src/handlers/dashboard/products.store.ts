/**
 * Lookups of the products a shop may touch: its shop products (what it sells) and its
 * private catalogue products. A product is named by its shop-product id or its catalogue
 * id; anything else, including another shop's products, is a 404.
 */
import type { CatalogueProduct, ImageRef, Product, ShopProduct } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { findOr404, notFound } from './support/index.ts';

export type ShopProductRow = ShopProduct & { shop: string };

/** A private catalogue row; `images` is its gallery while the shop does not list it yet. */
export type PrivateRow = CatalogueProduct & { images?: ImageRef[] };

export function ownShopProducts(shop: string): ShopProductRow[] {
  return db().tables.shopProducts.filter((sp) => sp.shop === shop);
}

/** The shop product named by its own id or by its catalogue product's id. */
export function ownShopProduct(shop: string, id: string): ShopProductRow {
  const found = ownShopProducts(shop).find((sp) => sp.id === id || sp.product.id === id);
  if (!found) throw notFound('Product');
  return found;
}

export function ownPrivateProducts(shop: string): CatalogueProduct[] {
  return db().tables.catalogue.filter((p) => p.shop === shop);
}

export function ownPrivateProduct(shop: string, id: string): CatalogueProduct {
  return findOr404(ownPrivateProducts(shop), id, 'Product');
}

/** The catalogue id of a product the shop sells or owns. */
export function visibleProductId(shop: string, id: string): string {
  const sold = ownShopProducts(shop).find((sp) => sp.id === id || sp.product.id === id);
  if (sold) return sold.product.id;
  return ownPrivateProduct(shop, id).id;
}

/** Every catalogue id the shop may see, to keep other shops' ids out of shared lists. */
export function visibleProductIds(shop: string): Set<string> {
  return new Set([...ownShopProducts(shop).map((sp) => sp.product.id), ...ownPrivateProducts(shop).map((p) => p.id)]);
}

/** A private catalogue row in the storefront's product shape. */
export function asProduct(p: PrivateRow): Product {
  const { shop: _shop, scope: _scope, private: _private, table: _table, images, ...fields } = p;
  if (images && images.length > 0) return { ...fields, images: images.map((i) => ({ ...i })) };
  return { ...fields, ...(p.image ? { images: [{ id: `img-${p.id}`, url: p.image, primary: true }] } : {}) };
}
