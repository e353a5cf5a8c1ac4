/**
 * Search, filters and sort of the products list. The call answers the shop's whole list
 * (vendor spec §7 products-list), so the browser keeps and orders the rows: each keystroke
 * scans texts folded once per answer (core `foldForSearch`: Arabic letter forms, Arabic-Indic
 * digits, case), which keeps typing fast with thousands of products.
 */
import { foldForSearch, matchesTerms, searchTerms } from '@dukkan/core';
import type { VendorProduct } from './model.ts';

export interface ProductFilters {
  category?: string;
  subCategory?: string;
  /** true: only available products; false: only unavailable ones. */
  available?: boolean;
  /** true: only hidden products; false: only shown ones. */
  hidden?: boolean;
}

export const PRODUCT_SORTS = ['name', '-name', 'price', '-price', 'limit', '-limit'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'name';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** "yes" / "no" in the URL; anything else is no filter. */
export function readYesNo(value: string | undefined): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

const folded = new WeakMap<VendorProduct, string>();

/** Both names, both sizes and the barcode, folded once per row object. */
function haystack(product: VendorProduct): string {
  let text = folded.get(product);
  if (text === undefined) {
    text = foldForSearch([product.name, product.nameAr, product.size, product.sizeAr, product.barcode].join(' '));
    folded.set(product, text);
  }
  return text;
}

/** The `keep` of the list: the query's words all occur in a name or the barcode, and every filter holds. */
export function productFilter(query: string, filters: ProductFilters): (product: VendorProduct) => boolean {
  const terms = searchTerms(query);
  const { category, subCategory, available, hidden } = filters;
  return (product) =>
    (!category || product.category === category) &&
    (!subCategory || product.subCategory === subCategory) &&
    (available === undefined || product.isAvailable === available) &&
    (hidden === undefined || product.hidden === hidden) &&
    (terms.length === 0 || matchesTerms(haystack(product), terms));
}

const collators = new Map<string, Intl.Collator>();
function collator(locale: 'en' | 'ar'): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, found);
  }
  return found;
}

/** The name a row sorts by: the interface language's, falling back to the other. */
export function displayName(product: Pick<VendorProduct, 'name' | 'nameAr'>, locale: 'en' | 'ar'): string {
  return locale === 'ar' && product.nameAr ? product.nameAr : product.name;
}

/** A sorted copy; ties keep the name order, so a sort by price reads alphabetically within a price. */
export function sortProducts(products: readonly VendorProduct[], sort: ProductSort, locale: 'en' | 'ar'): VendorProduct[] {
  const byName = (a: VendorProduct, b: VendorProduct) => collator(locale).compare(displayName(a, locale), displayName(b, locale));
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const value = (p: VendorProduct) =>
    field === 'price' ? (p.offerPrice > 0 ? p.offerPrice : p.price) : field === 'limit' ? p.perOrderQuantity || Number.MAX_SAFE_INTEGER : 0;
  const sign = descending ? -1 : 1;
  return [...products].sort((a, b) => {
    if (field === 'name') return sign * byName(a, b);
    const diff = value(a) - value(b);
    return diff !== 0 ? sign * diff : byName(a, b);
  });
}
