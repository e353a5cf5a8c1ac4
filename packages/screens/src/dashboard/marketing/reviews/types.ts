/** What the reviews screens show (vendor spec §3 "Review subject", "Review template", "Review settings"). */
export type ReviewLanguage = 'en' | 'ar';
export type ReviewListFilter = 'all' | 'draft' | 'published';

export interface ReviewSubjectItem {
  id: string;
  billID: string;
  customerFullName: string;
  /** National number, digits only; shown after +971. */
  customerPhone: string;
  appFlavor: string;
  productCount: number;
  questionCount: number;
  published: boolean;
  language?: ReviewLanguage;
  rating?: number;
  comment?: string;
  createdAt: string;
}

export interface ReviewQuestionItem {
  id: string;
  text: string;
  text_ar?: string;
}

export interface ReviewTemplateItem {
  id: string;
  title: string;
  questions: readonly ReviewQuestionItem[];
}

export interface ReviewBillItem {
  billID: string;
  customerName: string;
  createdAt: string;
}

export interface ReviewProductItem {
  id: string;
  name: string;
  name_ar?: string;
}

export interface ReviewStatsSlice {
  label: string;
  value: number;
}

export interface ReviewStatsData {
  total: number;
  published: number;
  answered: number;
  averageRating: number | null;
  distribution: readonly ReviewStatsSlice[];
  byLanguage: readonly ReviewStatsSlice[];
}

/** A part of a page that loads on its own. */
export interface Loadable<T> {
  data: T | undefined;
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
}

export const APP_FLAVOR_MESSAGES: Readonly<Record<string, string>> = {
  website: 'dashboard.reviews.flavor.website',
  ios: 'dashboard.reviews.flavor.ios',
  android: 'dashboard.reviews.flavor.android',
  pos: 'dashboard.reviews.flavor.pos',
};

/** The customer's phone as shown: the UAE code (§9: 971) and the national number. */
export const fullPhone = (national: string): string => `+971 ${national}`;

export const LANGUAGE_MESSAGES: Readonly<Record<ReviewLanguage, string>> = {
  en: 'dashboard.reviews.language.en',
  ar: 'dashboard.reviews.language.ar',
};

export const FILTER_MESSAGES: Readonly<Record<ReviewListFilter, string>> = {
  all: 'dashboard.reviews.filter.all',
  draft: 'dashboard.reviews.filter.draft',
  published: 'dashboard.reviews.filter.published',
};
