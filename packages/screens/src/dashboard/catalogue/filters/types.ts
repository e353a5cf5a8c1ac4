/**
 * The shapes the filter screens take: the same as the data layer's `ShopFilter` and `FilterDraft`
 * (@dukkan/data), written here because screens do not depend on the data package.
 */
export interface FilterRow {
  id: string;
  name: string;
  nameAr: string;
  /** `kind:value`: `tag:organic`, `price:lt:20`. */
  rule: string;
  /** 1 a main filter, 2 a sub-filter, 3 a detail. */
  level: number;
  priority: number;
  enabled: boolean;
  image: string;
  /** The shop offers it to its customers. */
  linked: boolean;
  /** Catalogue ids of the shop's products that carry it. */
  products: string[];
}

export interface FilterFormResult {
  name: string;
  nameAr: string;
  rule: string;
  level: number;
  priority: number;
  enabled: boolean;
  image?: File;
}

/** A product as the filter dialogs list it: `id` is the catalogue id the filter calls take. */
export interface FilterProductOption {
  id: string;
  name: string;
  nameAr: string;
  image: string;
}

export const FILTER_LEVEL_IDS: Readonly<Record<number, string>> = {
  1: 'dashboard.filters.level.1',
  2: 'dashboard.filters.level.2',
  3: 'dashboard.filters.level.3',
};

export const levelId = (level: number) => FILTER_LEVEL_IDS[level] ?? 'dashboard.filters.level.other';

/** The translated reason a filter call was refused (server wording is not shown to people). */
export function filterRefusalId(error: { kind?: string; code?: string; status?: number } | null | undefined): string {
  if (!error) return 'dashboard.filters.refused.server';
  if (error.kind === 'network') return 'dashboard.filters.refused.network';
  if (error.code === 'filter_shared') return 'dashboard.filters.refused.shared';
  if (error.status === 404) return 'dashboard.filters.refused.gone';
  if (error.status === 422 || error.status === 400) return 'dashboard.filters.refused.invalid';
  return 'dashboard.filters.refused.server';
}
