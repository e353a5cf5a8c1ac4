/**
 * The shapes the "Add products" screens take: the same as the data layer's `SuggestedProduct`
 * (@dukkan/data), written here because screens do not depend on the data package.
 */
import type { Fils } from '@dukkan/core';

export interface SuggestionRow {
  /** The catalogue product's id. */
  id: string;
  name: string;
  nameAr: string;
  image: string;
  category: string;
  /** The shop's own private product, or the platform catalogue's. */
  private: boolean;
}

export interface AddProductsCategory {
  id: string;
  name: string;
  nameAr: string;
}

export interface LinkValues {
  price: Fils;
  /** 0 without an offer. */
  offerPrice: Fils;
}

/** The translated reason a link was refused (server wording is not shown to people). */
export function linkRefusalId(error: { kind?: string; code?: string; status?: number } | null | undefined): string {
  if (!error) return 'dashboard.addProducts.refused.server';
  if (error.kind === 'network') return 'dashboard.addProducts.refused.network';
  if (error.code === 'already_linked') return 'dashboard.addProducts.refused.alreadyLinked';
  if (error.code === 'offer_above_price') return 'dashboard.addProducts.refused.offerAbovePrice';
  if (error.status === 404) return 'dashboard.addProducts.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.addProducts.refused.forbidden';
  if (error.status === 422 || error.status === 400) return 'dashboard.addProducts.refused.invalid';
  return 'dashboard.addProducts.refused.server';
}
