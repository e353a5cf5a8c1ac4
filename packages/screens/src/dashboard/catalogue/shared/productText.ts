import type { ApiError } from '@dukkan/core';
import type { CatalogueChange, CatalogueProductRow } from './types.ts';

/** The name in the interface language (the other one when it is missing). */
export function localName(product: Pick<CatalogueProductRow, 'name' | 'nameAr'>, locale: string): string {
  return locale.startsWith('ar') && product.nameAr ? product.nameAr : product.name;
}

export function localSize(product: Pick<CatalogueProductRow, 'size' | 'sizeAr'>, locale: string): string {
  return locale.startsWith('ar') && product.sizeAr ? product.sizeAr : product.size;
}

export const UNIT_MESSAGES = {
  kg: 'dashboard.catalogue.unit.kg',
  piece: 'dashboard.catalogue.unit.piece',
  box: 'dashboard.catalogue.unit.box',
} as const;

/** Why the server kept the old value, as the owner should read it. */
export function failureReasonId(error: ApiError, change: CatalogueChange): string {
  if (error.kind === 'network') return 'dashboard.catalogue.error.network';
  if (error.code === 'offer_above_price')
    return change.kind === 'price' ? 'dashboard.catalogue.error.priceBelowOffer' : 'dashboard.catalogue.error.offerAbovePrice';
  if (error.status === 404) return 'dashboard.catalogue.error.notFound';
  if (error.status === 401 || error.status === 403) return 'dashboard.catalogue.error.forbidden';
  if (error.status === 422 || error.status === 400) return 'dashboard.catalogue.error.refused';
  return 'dashboard.catalogue.error.server';
}

export const CHANGE_MESSAGES: Readonly<Record<CatalogueChange['kind'], string>> = {
  hidden: 'dashboard.catalogue.change.hidden',
  price: 'dashboard.catalogue.change.price',
  offer: 'dashboard.catalogue.change.offer',
  available: 'dashboard.catalogue.change.available',
  perOrderQuantity: 'dashboard.catalogue.change.perOrderQuantity',
};
