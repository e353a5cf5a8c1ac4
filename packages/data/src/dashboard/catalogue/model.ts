/**
 * The shop's products as the dashboard holds them (vendor spec §3 "Product (per shop)"):
 * prices in integer fils, read from the wire's AED decimals once (core `toFils`), and the
 * catalogue fields a row shows. A row the screens cannot show (no id, no name, no price) is
 * dropped from the list; a list answer that is not a list is an error, never a crash.
 */
import { isRecord, paySizeOf, toFils, type Fils, type ProductUnit } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export interface VendorProduct {
  /** The shop-product id (`set-info`'s `product`). */
  id: string;
  /** The catalogue product's id. */
  productId: string;
  name: string;
  nameAr: string;
  barcode: string;
  unit: ProductUnit;
  size: string;
  sizeAr: string;
  image: string;
  category: string;
  subCategory: string;
  price: Fils;
  /** 0 when there is no offer. */
  offerPrice: Fils;
  addonsOffer: boolean;
  isAvailable: boolean;
  hidden: boolean;
  /** 0 when there is no limit. */
  perOrderQuantity: number;
  /** kg products: grams in one step of sale (pay_size, default 1000); absent for the other units. */
  paySize?: number;
}

export interface VendorCategory {
  id: string;
  name: string;
  nameAr: string;
  productCount: number;
  subCategories: { id: string; name: string; nameAr: string; productCount: number }[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string => ((typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : '');
const UNITS: readonly ProductUnit[] = ['box', 'piece', 'kg'];

export function readVendorProduct(row: unknown): VendorProduct | null {
  if (!isRecord(row) || !isRecord(row.product)) return null;
  const product = row.product;
  const rowId = id(row.id);
  const name = text(product.name).trim();
  const price = toFils(row.price as number);
  if (!rowId || !name || price === null) return null;
  const offer = toFils(row.offerPrice as number) ?? 0;
  const limit = typeof row.perOrderQuantity === 'number' && Number.isInteger(row.perOrderQuantity) ? row.perOrderQuantity : 0;
  return {
    id: rowId,
    productId: id(product.id),
    name,
    nameAr: text(product.name_ar).trim(),
    barcode: text(product.barcode),
    unit: UNITS.includes(product.unit as ProductUnit) ? (product.unit as ProductUnit) : 'piece',
    size: text(product.size),
    sizeAr: text(product.size_ar),
    image: text(product.image),
    category: id(product.category),
    subCategory: id(product.subCategory),
    price,
    offerPrice: offer > 0 && offer < price ? offer : 0,
    addonsOffer: row.addonsOffer === true,
    isAvailable: row.isAvailable !== false,
    hidden: row.hidden === true,
    perOrderQuantity: limit > 0 ? limit : 0,
    ...(product.unit === 'kg' ? { paySize: paySizeOf(product.pay_size) } : {}),
  };
}

/** GET /grocery/shop/products-list answers the shop's products as `data` (a list). */
export function readVendorProducts(data: unknown): VendorProduct[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readVendorProduct(row) ?? []);
}

/** GET /grocery/shop/list-related-categories: the shop's categories with their sub-categories. */
export function readVendorCategories(data: unknown): VendorCategory[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => {
    if (!isRecord(row) || !id(row.id)) return [];
    const subs = Array.isArray(row.subCategories) ? row.subCategories : [];
    return [
      {
        id: id(row.id),
        name: text(row.name) || id(row.id),
        nameAr: text(row.name_ar),
        productCount: typeof row.productCount === 'number' ? row.productCount : 0,
        subCategories: subs.flatMap((s) =>
          isRecord(s) && id(s.id)
            ? [
                {
                  id: id(s.id),
                  name: text(s.name) || id(s.id),
                  nameAr: text(s.name_ar),
                  productCount: typeof s.productCount === 'number' ? s.productCount : 0,
                },
              ]
            : [],
        ),
      },
    ];
  });
}
