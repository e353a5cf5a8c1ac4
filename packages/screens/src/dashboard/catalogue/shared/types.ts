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

/** An option of an add-on group (the data layer's `VendorAddonOption`); empty id when not saved yet. */
export interface AddonOptionRow {
  id: string;
  name: string;
  nameAr: string;
  /** An `override` option's amount is the item's price; an `add` option's adds to it. */
  amount: Fils;
}

/** A product's add-on group (vendor spec §3 "Addon group"; the data layer's `VendorAddonGroup`). */
export interface AddonGroupRow {
  id: string;
  title: string;
  titleAr: string;
  type: 'override' | 'add';
  required: boolean;
  max: number;
  order: number;
  options: AddonOptionRow[];
}

/** What the group form gives back (the data layer's `AddonGroupDraft`). */
export type AddonGroupValues = Omit<AddonGroupRow, 'id' | 'order'>;

/** The product whose add-ons are shown: its names and price. */
export type AddonProductSummary = Pick<CatalogueProductRow, 'id' | 'name' | 'nameAr' | 'price'>;
