/**
 * Reviews (vendor spec §3 "Review subject", "Review template", "Review settings"; §7 Reviews):
 * tolerant readers. A row without an id is dropped, an unknown app flavour or language is left
 * out, and an answer that is not the expected shape is an SWR error, never a crash in a screen.
 */
import { isRecord, own } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export const REVIEW_LANGUAGES = ['en', 'ar'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export interface ReviewQuestionRow {
  id: string;
  text: string;
  text_ar?: string;
}

export interface ReviewProductRow {
  id: string;
  name: string;
  name_ar?: string;
}

export interface ReviewSubjectRow {
  id: string;
  billID: string;
  customerFullName: string;
  /** The national number, digits only (§9: country code 971). */
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

export interface ReviewTemplateRow {
  id: string;
  title: string;
  questions: ReviewQuestionRow[];
}

export interface ReviewSettingsValues {
  enMsgTemplate: string;
  arMsgTemplate: string;
  promoSmsEnabled: boolean;
}

export interface ReviewBill {
  billID: string;
  customerName: string;
  createdAt: string;
}

/** GET /vendor/reviews/view-create: what the "Request a review" form offers. */
export interface ReviewCreateData {
  templates: ReviewTemplateRow[];
  appFlavors: string[];
  bills: ReviewBill[];
}

export interface ReviewStatsSlice {
  label: string;
  value: number;
}

/** GET /vendor/reviews/statistics/view-stats. */
export interface ReviewStats {
  total: number;
  published: number;
  answered: number;
  averageRating: number | null;
  /** Answers per star, 1 to 5. */
  distribution: ReviewStatsSlice[];
  /** Review requests per language. */
  byLanguage: ReviewStatsSlice[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

function listOf(data: unknown, ...fields: string[]): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    for (const field of [...fields, 'data']) {
      const value = own(data, field);
      if (Array.isArray(value)) return value;
    }
  }
  throw invalidAnswer();
}

function languageOf(value: unknown): ReviewLanguage | undefined {
  return value === 'en' || value === 'ar' ? value : undefined;
}

export function readReviewQuestion(value: unknown): ReviewQuestionRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const textAr = text(own(value, 'text_ar'));
  return { id, text: text(own(value, 'text')) ?? '', ...(textAr ? { text_ar: textAr } : {}) };
}

export function readReviewQuestions(data: unknown): ReviewQuestionRow[] {
  return listOf(data, 'questions')
    .map(readReviewQuestion)
    .filter((q): q is ReviewQuestionRow => q !== null);
}

export function readReviewProduct(value: unknown): ReviewProductRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const nameAr = text(own(value, 'name_ar'));
  return { id, name: text(own(value, 'name')) ?? id, ...(nameAr ? { name_ar: nameAr } : {}) };
}

export function readReviewProducts(data: unknown): ReviewProductRow[] {
  return listOf(data, 'products')
    .map(readReviewProduct)
    .filter((p): p is ReviewProductRow => p !== null);
}

export function readReviewSubject(value: unknown): ReviewSubjectRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const language = languageOf(own(value, 'language'));
  const rating = own(value, 'rating');
  const comment = text(own(value, 'comment'));
  const products = own(value, 'products');
  const questions = own(value, 'questions');
  return {
    id,
    billID: text(own(value, 'billID')) ?? '',
    customerFullName: text(own(value, 'customerFullName')) ?? '',
    customerPhone: text(own(value, 'customerPhone')) ?? '',
    appFlavor: text(own(value, 'appFlavor')) ?? '',
    productCount: Array.isArray(products) ? products.length : 0,
    questionCount: Array.isArray(questions) ? questions.length : 0,
    published: own(value, 'published') === true,
    ...(language ? { language } : {}),
    ...(typeof rating === 'number' && rating >= 1 && rating <= 5 ? { rating } : {}),
    ...(comment ? { comment } : {}),
    createdAt: text(own(value, 'createdAt')) ?? '',
  };
}

export function readReviewSubjects(data: unknown): ReviewSubjectRow[] {
  return listOf(data, 'reviews')
    .map(readReviewSubject)
    .filter((s): s is ReviewSubjectRow => s !== null);
}

export function readReviewTemplate(value: unknown): ReviewTemplateRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const questions = own(value, 'templateQuestions');
  return {
    id,
    title: text(own(value, 'title')) ?? '',
    questions: Array.isArray(questions) ? questions.map(readReviewQuestion).filter((q): q is ReviewQuestionRow => q !== null) : [],
  };
}

export function readReviewTemplates(data: unknown): ReviewTemplateRow[] {
  return listOf(data, 'templates')
    .map(readReviewTemplate)
    .filter((t): t is ReviewTemplateRow => t !== null);
}

export function readReviewSettings(data: unknown): ReviewSettingsValues {
  const value = isRecord(data) && isRecord(own(data, 'settings')) ? own(data, 'settings') : data;
  if (!isRecord(value)) throw invalidAnswer();
  return {
    enMsgTemplate: text(own(value, 'enMsgTemplate')) ?? '',
    arMsgTemplate: text(own(value, 'arMsgTemplate')) ?? '',
    promoSmsEnabled: own(value, 'promoSmsEnabled') === true,
  };
}

export function readReviewCreateData(data: unknown): ReviewCreateData {
  if (!isRecord(data)) throw invalidAnswer();
  const templates = own(data, 'templates');
  const flavors = own(data, 'appFlavors');
  const bills = own(data, 'recentBills');
  return {
    templates: Array.isArray(templates) ? readReviewTemplates(templates) : [],
    appFlavors: Array.isArray(flavors) ? flavors.map(text).filter((f): f is string => Boolean(f)) : [],
    bills: Array.isArray(bills)
      ? bills.flatMap((b): ReviewBill[] => {
          if (!isRecord(b)) return [];
          const billID = text(own(b, 'billID'));
          return billID ? [{ billID, customerName: text(own(b, 'customerName')) ?? '', createdAt: text(own(b, 'createdAt')) ?? '' }] : [];
        })
      : [],
  };
}

function slices(value: unknown): ReviewStatsSlice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((s): ReviewStatsSlice[] => {
    if (!isRecord(s)) return [];
    const label = text(own(s, 'label'));
    return label ? [{ label, value: count(own(s, 'value')) }] : [];
  });
}

export function readReviewStats(data: unknown): ReviewStats {
  if (!isRecord(data)) throw invalidAnswer();
  const average = own(data, 'averageRating');
  return {
    total: count(own(data, 'total')),
    published: count(own(data, 'published')),
    answered: count(own(data, 'answered')),
    averageRating: typeof average === 'number' && Number.isFinite(average) ? average : null,
    distribution: slices(own(data, 'distribution')),
    byLanguage: slices(own(data, 'byLanguage')),
  };
}
