/**
 * Reviews' SWR hooks and changes (vendor spec §7 Reviews). Every call names the working shop,
 * so a lead who switches shops never sees the other shop's reviews from the cache. A change
 * reads again every cached reviews call of that shop (list, statistics, templates, settings).
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, own, type ApiClient, type ApiError, type ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';
import {
  readReviewCreateData,
  readReviewProducts,
  readReviewQuestions,
  readReviewSettings,
  readReviewStats,
  readReviewSubject,
  readReviewSubjects,
  readReviewTemplate,
  readReviewTemplates,
  type ReviewCreateData,
  type ReviewLanguage,
  type ReviewProductRow,
  type ReviewQuestionRow,
  type ReviewSettingsValues,
  type ReviewStats,
  type ReviewSubjectRow,
  type ReviewTemplateRow,
} from './read.ts';

/** Which review requests the list shows: all, the drafts, or the published ones. */
export type ReviewListFilter = 'all' | 'draft' | 'published';

export const reviewKeys = {
  list: (shop: string, filter: ReviewListFilter = 'all') =>
    apiKey('vendorReviewsListReviews', { query: { shop, ...(filter === 'all' ? {} : { published: filter === 'published' }) } }),
  stats: (shop: string) => apiKey('vendorReviewsStatisticsViewStats', { query: { shop } }),
  viewCreate: (shop: string) => apiKey('vendorReviewsViewCreate', { query: { shop } }),
  billProducts: (shop: string, billID: string) => apiKey('vendorBillReviewsProducts', { query: { shop, billID } }),
  questions: (shop: string, template: string) => apiKey('vendorBillReviewsQuestions', { query: { shop, template } }),
  templates: (shop: string) => apiKey('vendorReviewsGetTemplates', { query: { shop } }),
  settings: (shop: string) => apiKey('vendorReviewsAdjustSettings', { query: { shop } }),
};

export function useReviewSubjects(shopId: string | undefined, filter: ReviewListFilter) {
  const client = useApiClient();
  return useSWR<ReviewSubjectRow[]>(shopId ? reviewKeys.list(shopId, filter) : null, selectFetcher(client, readReviewSubjects));
}

export function useReviewStats(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewStats>(shopId ? reviewKeys.stats(shopId) : null, selectFetcher(client, readReviewStats));
}

/** The bills, templates and app flavours the "Request a review" form offers; only while it is open. */
export function useReviewCreateData(shopId: string | undefined, open: boolean) {
  const client = useApiClient();
  return useSWR<ReviewCreateData>(shopId && open ? reviewKeys.viewCreate(shopId) : null, selectFetcher(client, readReviewCreateData));
}

/** The products of the chosen bill (GET /vendor/bill/reviews/products). */
export function useBillReviewProducts(shopId: string | undefined, billID: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewProductRow[]>(
    shopId && billID ? reviewKeys.billProducts(shopId, billID) : null,
    selectFetcher(client, readReviewProducts),
  );
}

/** The questions of the chosen template (GET /vendor/bill/reviews/questions). */
export function useReviewTemplateQuestions(shopId: string | undefined, template: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewQuestionRow[]>(
    shopId && template ? reviewKeys.questions(shopId, template) : null,
    selectFetcher(client, readReviewQuestions),
  );
}

export function useReviewTemplates(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewTemplateRow[]>(shopId ? reviewKeys.templates(shopId) : null, selectFetcher(client, readReviewTemplates));
}

export function useReviewSettings(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewSettingsValues>(shopId ? reviewKeys.settings(shopId) : null, selectFetcher(client, readReviewSettings));
}

export interface ReviewsContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

const REVIEW_CALLS = new Set([
  'vendorReviewsListReviews',
  'vendorReviewsStatisticsViewStats',
  'vendorReviewsViewCreate',
  'vendorReviewsGetTemplates',
  'vendorReviewsAdjustSettings',
  'vendorBillReviewsQuestions',
]);

async function refresh(ctx: ReviewsContext): Promise<void> {
  await ctx.mutate((key: unknown) => {
    if (!Array.isArray(key) || !REVIEW_CALLS.has(String(key[0]))) return false;
    const args: unknown = key[1];
    return isRecord(args) && isRecord(args.query) && args.query.shop === ctx.shop;
  });
}

/** POST /bill/reviews/create: a review request for a completed bill, asking the template's questions. */
export async function createReviewFromBill(
  ctx: ReviewsContext,
  draft: { billID: string; appFlavor: string; template: string },
): Promise<ApiResult<ReviewSubjectRow | null>> {
  const result = await ctx.client.call('billReviewsCreate', {
    body: { shop: ctx.shop, billID: draft.billID, ...(draft.appFlavor ? { appFlavor: draft.appFlavor } : {}), template: draft.template },
  });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx);
  return { data: readReviewSubject(result.data), error: null };
}

/** What a review entered by hand carries (POST /vendor/reviews/create-review). */
export interface ManualReviewDraft {
  billID: string;
  customerFullName: string;
  customerPhone: string;
  template: string;
  appFlavor: string;
}

/**
 * POST /vendor/reviews/create-review: a review request entered by hand, for a customer the shop
 * served by phone or at the counter (a bill number, a name and a phone, without an order here).
 */
export async function createReviewByHand(ctx: ReviewsContext, draft: ManualReviewDraft): Promise<ApiResult<ReviewSubjectRow | null>> {
  const result = await ctx.client.call('vendorReviewsCreateReview', {
    body: {
      shop: ctx.shop,
      billID: draft.billID.trim(),
      customerFullName: draft.customerFullName.trim(),
      customerPhone: draft.customerPhone.trim(),
      ...(draft.template ? { template: draft.template } : {}),
      ...(draft.appFlavor ? { appFlavor: draft.appFlavor } : {}),
    },
  });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx);
  return { data: readReviewSubject(result.data), error: null };
}

/** What the customer's text said, when one was sent. */
export interface ReviewInvitation {
  to: string;
  text: string;
}

function readInvitation(value: unknown): ReviewInvitation | null {
  if (!isRecord(value)) return null;
  const to = own(value, 'to');
  const text = own(value, 'text');
  return typeof to === 'string' && typeof text === 'string' ? { to, text } : null;
}

/** POST /shop-reviews/review-subject/publish: published in a language, with the optional SMS to the customer. */
export async function publishReview(
  ctx: ReviewsContext,
  id: string,
  options: { language: ReviewLanguage; sms: boolean },
): Promise<ApiResult<{ sms: ReviewInvitation | null }>> {
  const result = await ctx.client.call('shopReviewsReviewSubjectPublish', {
    body: { shop: ctx.shop, id, language: options.language, sms: options.sms },
  });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx);
  return { data: { sms: isRecord(result.data) ? readInvitation(own(result.data, 'sms')) : null }, error: null };
}

/** POST /shop-reviews/review-subject/send: the invitation to the customer again (a published review). */
export async function sendReview(ctx: ReviewsContext, id: string): Promise<ApiResult<ReviewInvitation | null>> {
  const result = await ctx.client.call('shopReviewsReviewSubjectSend', { body: { shop: ctx.shop, id } });
  if (result.error) return { data: null, error: result.error };
  return { data: readInvitation(result.data), error: null };
}

/** DELETE /shop-reviews/review-subject/delete. */
export async function deleteReview(ctx: ReviewsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('shopReviewsReviewSubjectDelete', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}

export interface ReviewTemplateDraft {
  title: string;
  questions: { text: string; text_ar: string }[];
}

/** POST /shop-reviews/review-questions/create-template. */
export async function createReviewTemplate(ctx: ReviewsContext, draft: ReviewTemplateDraft): Promise<ApiResult<ReviewTemplateRow | null>> {
  const result = await ctx.client.call('shopReviewsReviewQuestionsCreateTemplate', {
    body: {
      shop: ctx.shop,
      title: draft.title.trim(),
      templateQuestions: draft.questions.map((q) => ({ text: q.text.trim(), ...(q.text_ar.trim() ? { text_ar: q.text_ar.trim() } : {}) })),
    },
  });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx);
  return { data: readReviewTemplate(result.data), error: null };
}

/** DELETE /shop-reviews/review-questions/delete-template: reviews stop asking its questions. */
export async function deleteReviewTemplate(ctx: ReviewsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('shopReviewsReviewQuestionsDeleteTemplate', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}

/** /vendor/shop-reviews/review-subject/change-settings (PUT, decision 0062). */
export async function saveReviewSettings(
  ctx: ReviewsContext,
  values: ReviewSettingsValues,
): Promise<ApiResult<ReviewSettingsValues | null>> {
  const result = await ctx.client.call('vendorShopReviewsReviewSubjectChangeSettings', {
    body: {
      shop: ctx.shop,
      enMsgTemplate: values.enMsgTemplate.trim(),
      arMsgTemplate: values.arMsgTemplate.trim(),
      promoSmsEnabled: values.promoSmsEnabled,
    },
  });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx);
  return { data: readReviewSettings(result.data), error: null };
}

// One review request: its details, products, questions and the customer's answer.

export const reviewSubjectKeys = {
  detail: (shop: string, id: string) => apiKey('vendorReviewsReviewDetails', { params: { id }, query: { shop } }),
  products: (shop: string, id: string) => apiKey('vendorReviewsGetProducts', { params: { id }, query: { shop } }),
  questions: (shop: string, id: string) => apiKey('vendorReviewsManageQuestion', { params: { id }, query: { shop } }),
  answer: (shop: string, id: string) => apiKey('vendorReviewsFinalReviews', { params: { id }, query: { shop } }),
};

function readOneSubject(data: unknown): ReviewSubjectRow {
  const subject = readReviewSubject(isRecord(data) && isRecord(own(data, 'review')) ? own(data, 'review') : data);
  if (!subject) throw invalidAnswer();
  return subject;
}

export interface ReviewQuestionChoiceData {
  selected: ReviewQuestionRow[];
  available: ReviewQuestionRow[];
}

function readQuestionChoice(data: unknown): ReviewQuestionChoiceData {
  if (!isRecord(data)) throw invalidAnswer();
  const list = (field: string) => {
    const value = own(data, field);
    return Array.isArray(value) ? readReviewQuestions(value) : [];
  };
  return { selected: list('selected'), available: list('available') };
}

/** What the customer answered (GET final-reviews): stars and comment, null until answered. */
export interface ReviewAnswer {
  rating: number | null;
  comment: string | null;
}

function readAnswer(data: unknown): ReviewAnswer {
  if (!isRecord(data)) throw invalidAnswer();
  const rating = own(data, 'rating');
  const comment = own(data, 'comment');
  return {
    rating: typeof rating === 'number' && rating >= 1 && rating <= 5 ? rating : null,
    comment: typeof comment === 'string' && comment !== '' ? comment : null,
  };
}

export function useReviewSubject(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewSubjectRow>(shopId && id ? reviewSubjectKeys.detail(shopId, id) : null, selectFetcher(client, readOneSubject));
}

export function useReviewSubjectProducts(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewProductRow[]>(
    shopId && id ? reviewSubjectKeys.products(shopId, id) : null,
    selectFetcher(client, readReviewProducts),
  );
}

export function useReviewSubjectQuestions(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewQuestionChoiceData>(
    shopId && id ? reviewSubjectKeys.questions(shopId, id) : null,
    selectFetcher(client, readQuestionChoice),
  );
}

export function useReviewAnswer(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<ReviewAnswer>(shopId && id ? reviewSubjectKeys.answer(shopId, id) : null, selectFetcher(client, readAnswer));
}

async function refreshSubject(ctx: ReviewsContext, id: string): Promise<void> {
  await Promise.all([
    refresh(ctx),
    ctx.mutate(reviewSubjectKeys.detail(ctx.shop, id)),
    ctx.mutate(reviewSubjectKeys.products(ctx.shop, id)),
    ctx.mutate(reviewSubjectKeys.questions(ctx.shop, id)),
    ctx.mutate(reviewSubjectKeys.answer(ctx.shop, id)),
  ]);
}

export interface ReviewDetailsDraft {
  billID: string;
  customerFullName: string;
  /** As typed or international (`+971501234567`); the server keeps the national number. */
  customerPhone: string;
  appFlavor: string;
}

/** PUT /shop-reviews/review-subject/edit-details. */
export async function editReviewDetails(
  ctx: ReviewsContext,
  id: string,
  draft: ReviewDetailsDraft,
): Promise<ApiResult<ReviewSubjectRow | null>> {
  const result = await ctx.client.call('shopReviewsReviewSubjectEditDetails', {
    body: {
      shop: ctx.shop,
      id,
      billID: draft.billID.trim(),
      customerFullName: draft.customerFullName.trim(),
      customerPhone: draft.customerPhone.trim(),
      appFlavor: draft.appFlavor,
    },
  });
  if (result.error) return { data: null, error: result.error };
  await refreshSubject(ctx, id);
  return { data: readReviewSubject(result.data), error: null };
}

/** POST /shop-reviews/review-subject/add-product. */
export async function addReviewProduct(ctx: ReviewsContext, id: string, product: string): Promise<ApiError | null> {
  const result = await ctx.client.call('shopReviewsReviewSubjectAddProduct', { body: { shop: ctx.shop, id, product } });
  if (result.error) return result.error;
  await refreshSubject(ctx, id);
  return null;
}

/** DELETE /shop-reviews/review-subject/delete-product. */
export async function removeReviewProduct(ctx: ReviewsContext, id: string, product: string): Promise<ApiError | null> {
  const result = await ctx.client.call('shopReviewsReviewSubjectDeleteProduct', { body: { shop: ctx.shop, id, product } });
  if (result.error) return result.error;
  await refreshSubject(ctx, id);
  return null;
}

/** POST /shop-reviews/review-subject/manage-questions: the questions the review asks, in order. */
export async function setReviewQuestions(ctx: ReviewsContext, id: string, questions: readonly string[]): Promise<ApiError | null> {
  const result = await ctx.client.call('shopReviewsReviewSubjectManageQuestions', {
    body: { shop: ctx.shop, id, questions: [...questions] },
  });
  if (result.error) return result.error;
  await refreshSubject(ctx, id);
  return null;
}
