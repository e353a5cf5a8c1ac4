/**
 * The shapes the catalogue screens take: the same as the data layer's (`VendorProduct`,
 * `ProductEdit`, `EditFailure` in @dukkan/data), written here because screens do not depend on
 * the data package. Money is in integer fils.
 */
import type { ApiError, Fils, ProductUnit } from '@dukkan/core';

export interface CatalogueProductRow {
  id: string;
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
}

export interface CatalogueCategoryOption {
  id: string;
  name: string;
  nameAr: string;
  subCategories: { id: string; name: string; nameAr: string }[];
}

export type CatalogueChange =
  | { kind: 'hidden'; value: boolean }
  | { kind: 'price'; value: Fils }
  | { kind: 'offer'; value: Fils; addonsOffer: boolean }
  | { kind: 'available'; value: boolean }
  | { kind: 'perOrderQuantity'; value: number };

export interface CatalogueEdit {
  product: string;
  change: CatalogueChange;
}

export interface CatalogueEditFailure {
  product: CatalogueProductRow;
  change: CatalogueChange;
  error: ApiError;
}

/** What the price form gives back: the product's new price, offer and limit. */
export interface PriceValues {
  price: Fils;
  offerPrice: Fils;
  addonsOffer: boolean;
  perOrderQuantity: number;
}
