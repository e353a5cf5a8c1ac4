/**
 * The shapes the private product screens take: the same as the data layer's `PrivateProduct`,
 * `PrivateCategory` and `PrivateProductDraft` (@dukkan/data), written here because screens do
 * not depend on the data package.
 */
import type { ApiError, ImageRef, ProductUnit } from '@dukkan/core';
import type { MessageLike, SubmitResult } from '@dukkan/ui';

export interface PrivateProductRow {
  id: string;
  name: string;
  nameAr: string;
  barcode: string;
  brand: string;
  brandAr: string;
  unit: ProductUnit;
  size: string;
  sizeAr: string;
  /** Grams per step of a kg product; 0 otherwise. */
  paySize: number;
  category: string;
  notes: string;
  notesAr: string;
  description: string;
  descriptionAr: string;
  table: string;
  image: string;
  /** The shop sells it. */
  linked: boolean;
}

export interface PrivateCategoryOption {
  id: string;
  name: string;
  nameAr: string;
  /** How many private products it holds (0 for a category offered by the form only). */
  count: number;
}

export interface PrivateProductValues {
  name: string;
  nameAr: string;
  barcode: string;
  brand: string;
  brandAr: string;
  unit: ProductUnit;
  size: string;
  sizeAr: string;
  paySize: number;
  category: string;
  notes: string;
  notesAr: string;
  description: string;
  descriptionAr: string;
  table: string;
  /** A new product's first picture, sent with it. */
  image?: File;
}

export type ProductImage = ImageRef;

export const UNIT_IDS: Readonly<Record<ProductUnit, string>> = {
  piece: 'dashboard.privateProducts.unit.piece',
  box: 'dashboard.privateProducts.unit.box',
  kg: 'dashboard.privateProducts.unit.kg',
};

/** The translated reason a private product call was refused (server wording is not shown to people). */
export function privateRefusalId(error: Pick<ApiError, 'status'> & { kind?: string; code?: string }): string {
  if (error.kind === 'network') return 'dashboard.privateProducts.refused.network';
  if (error.code === 'duplicate_barcode') return 'dashboard.privateProducts.form.barcode.duplicate';
  if (error.code === 'too_many_images') return 'dashboard.privateProducts.refused.tooManyImages';
  if (error.status === 404) return 'dashboard.privateProducts.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.privateProducts.refused.forbidden';
  if (error.status === 422 || error.status === 400) return 'dashboard.privateProducts.refused.invalid';
  return 'dashboard.privateProducts.refused.server';
}

const FIELD_OF_MESSAGE: readonly (readonly [RegExp, string, string])[] = [
  [/barcode/i, 'barcode', 'dashboard.privateProducts.form.barcode.invalid'],
  [/pay_size/i, 'pay_size', 'dashboard.privateProducts.form.paySize.invalid'],
  [/\bunit\b/i, 'unit', 'dashboard.privateProducts.form.unit.invalid'],
  [/name_ar/i, 'name_ar', 'dashboard.privateProducts.form.tooLong'],
  [/\bname\b/i, 'name', 'dashboard.privateProducts.form.name.required'],
  [/category/i, 'category', 'dashboard.privateProducts.form.category.gone'],
];

/**
 * A refusal on the field it concerns, translated: a duplicate barcode on the barcode, a 422
 * naming a field on that field, an unknown category on the category; anything else at the top.
 */
export function privateFormErrors(error: ApiError): SubmitResult {
  if (error.code === 'duplicate_barcode') return { fieldErrors: { barcode: { id: 'dashboard.privateProducts.form.barcode.duplicate' } } };
  if (error.status === 422 || (error.status === 404 && /category/i.test(error.message))) {
    const found = FIELD_OF_MESSAGE.find(([pattern]) => pattern.test(error.message));
    if (found) return { fieldErrors: { [found[1]]: { id: found[2] } as MessageLike } };
  }
  return { formError: { id: privateRefusalId(error) } };
}
