/**
 * Reviews against the mock API (msw/node): a review requested from a completed bill, published
 * in Arabic with the SMS and sent again, the statistics that count it, templates and settings,
 * refusals passed on, and malformed answers read without a crash.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import {
  readReviewCreateData,
  readReviewProducts,
  readReviewStats,
  readReviewSubjects,
  readReviewTemplates,
  readReviewSettings,
} from './read.ts';
import {
  createReviewFromBill,
  createReviewTemplate,
  deleteReview,
  deleteReviewTemplate,
  addReviewProduct,
  editReviewDetails,
  publishReview,
  removeReviewProduct,
  reviewSubjectKeys,
  setReviewQuestions,
  reviewKeys,
  saveReviewSettings,
  sendReview,
  type ReviewsContext,
} from './reviews.ts';

useMockServer();

async function context(): Promise<ReviewsContext> {
  const { client, shop } = await signedInOwner();
  const { mutate } = swrTestCache();
  return { client, shop, mutate };
}

describe('review requests', () => {
  it('creates one from a completed bill, publishes it in Arabic with the SMS, and the statistics count it', async () => {
    const ctx = await context();
    const offer = await selectFetcher(ctx.client, readReviewCreateData)(reviewKeys.viewCreate(ctx.shop));
    expect(offer.bills.length).toBeGreaterThan(0);
    expect(offer.templates.length).toBeGreaterThan(0);
    const before = await selectFetcher(ctx.client, readReviewStats)(reviewKeys.stats(ctx.shop));

    const bill = offer.bills[0]!;
    const created = await createReviewFromBill(ctx, { billID: bill.billID, appFlavor: 'ios', template: offer.templates[0]!.id });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ billID: bill.billID, appFlavor: 'ios', published: false });
    expect(created.data!.questionCount).toBe(offer.templates[0]!.questions.length);

    const again = await createReviewFromBill(ctx, { billID: bill.billID, appFlavor: '', template: offer.templates[0]!.id });
    expect(again.error?.code).toBe('review_exists');

    const unsent = await sendReview(ctx, created.data!.id);
    expect(unsent.error?.code).toBe('not_published');

    const published = await publishReview(ctx, created.data!.id, { language: 'ar', sms: true });
    expect(published.error).toBeNull();
    expect(published.data!.sms?.text).toContain('شكراً');

    const sent = await sendReview(ctx, created.data!.id);
    expect(sent.data?.to).toMatch(/^\+971\d+$/);

    const after = await selectFetcher(ctx.client, readReviewStats)(reviewKeys.stats(ctx.shop));
    expect(after.total).toBe(before.total + 1);
    expect(after.published).toBe(before.published + 1);
    expect(after.byLanguage.find((s) => s.label === 'ar')!.value).toBe(before.byLanguage.find((s) => s.label === 'ar')!.value + 1);

    const drafts = await selectFetcher(ctx.client, readReviewSubjects)(reviewKeys.list(ctx.shop, 'draft'));
    expect(drafts.every((s) => !s.published)).toBe(true);
    expect(drafts.some((s) => s.id === created.data!.id)).toBe(false);

    expect(await deleteReview(ctx, created.data!.id)).toBeNull();
    const all = await selectFetcher(ctx.client, readReviewSubjects)(reviewKeys.list(ctx.shop));
    expect(all.some((s) => s.id === created.data!.id)).toBe(false);
  });

  it('publishes without a text when the SMS is off', async () => {
    const ctx = await context();
    const drafts = await selectFetcher(ctx.client, readReviewSubjects)(reviewKeys.list(ctx.shop, 'draft'));
    const result = await publishReview(ctx, drafts[0]!.id, { language: 'en', sms: false });
    expect(result.error).toBeNull();
    expect(result.data!.sms).toBeNull();
  });
});

describe('one review request', () => {
  it('edits its details, adds and removes a product from its bill, and changes its questions', async () => {
    const ctx = await context();
    const offer = await selectFetcher(ctx.client, readReviewCreateData)(reviewKeys.viewCreate(ctx.shop));
    const bill = offer.bills[1]!.billID;
    const created = await createReviewFromBill(ctx, { billID: bill, appFlavor: '', template: offer.templates[0]!.id });
    const id = created.data!.id;

    const edited = await editReviewDetails(ctx, id, {
      billID: bill,
      customerFullName: 'Huda Saleh',
      customerPhone: '+971 50 123 4567',
      appFlavor: 'pos',
    });
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({ customerFullName: 'Huda Saleh', customerPhone: '501234567', appFlavor: 'pos' });
    const taken = await editReviewDetails(ctx, id, {
      billID: 'DK-40100',
      customerFullName: 'x y',
      customerPhone: '0501234567',
      appFlavor: 'pos',
    });
    expect(taken.error?.code).toBe('review_exists');

    const products = await selectFetcher(ctx.client, readReviewProducts)(reviewKeys.billProducts(ctx.shop, bill));
    const first = products[0]!.id;
    expect(await removeReviewProduct(ctx, id, first)).toBeNull();
    let asked = await selectFetcher(ctx.client, readReviewProducts)(reviewSubjectKeys.products(ctx.shop, id));
    expect(asked.some((p) => p.id === first)).toBe(false);
    expect(await addReviewProduct(ctx, id, first)).toBeNull();
    asked = await selectFetcher(ctx.client, readReviewProducts)(reviewSubjectKeys.products(ctx.shop, id));
    expect(asked.some((p) => p.id === first)).toBe(true);

    const question = offer.templates[1]!.questions[0]!.id;
    expect(await setReviewQuestions(ctx, id, [question])).toBeNull();
    const detail = await selectFetcher(ctx.client, readReviewSubjects)(reviewKeys.list(ctx.shop, 'draft'));
    expect(detail.find((s) => s.id === id)?.questionCount).toBe(1);
    expect((await setReviewQuestions(ctx, id, ['rq-nope']))?.status).toBe(404);
  });
});

describe('templates and settings', () => {
  it('creates a template with bilingual questions and deletes it', async () => {
    const ctx = await context();
    const created = await createReviewTemplate(ctx, {
      title: 'Bakery',
      questions: [
        { text: 'Was the bread fresh?', text_ar: 'هل كان الخبز طازجاً؟' },
        { text: 'Anything else?', text_ar: ' ' },
      ],
    });
    expect(created.error).toBeNull();
    expect(created.data!.questions).toHaveLength(2);
    expect(created.data!.questions[0]).toMatchObject({ text: 'Was the bread fresh?', text_ar: 'هل كان الخبز طازجاً؟' });
    expect(created.data!.questions[1]!.text_ar).toBeUndefined();
    expect(await deleteReviewTemplate(ctx, created.data!.id)).toBeNull();
    const list = await selectFetcher(ctx.client, readReviewTemplates)(reviewKeys.templates(ctx.shop));
    expect(list.some((t) => t.id === created.data!.id)).toBe(false);
  });

  it('saves the messages and the promo switch, and refuses a message without {link}', async () => {
    const ctx = await context();
    const saved = await saveReviewSettings(ctx, {
      enMsgTemplate: 'Rate us, {name}: {link}',
      arMsgTemplate: 'قيّمنا يا {name}: {link}',
      promoSmsEnabled: false,
    });
    expect(saved.error).toBeNull();
    const read = await selectFetcher(ctx.client, readReviewSettings)(reviewKeys.settings(ctx.shop));
    expect(read).toEqual({ enMsgTemplate: 'Rate us, {name}: {link}', arMsgTemplate: 'قيّمنا يا {name}: {link}', promoSmsEnabled: false });
    const refused = await saveReviewSettings(ctx, { ...read, enMsgTemplate: 'No link here' });
    expect(refused.error?.code).toBe('missing_link');
  });
});

describe('readers', () => {
  it('drop rows without an id and refuse answers of the wrong shape', () => {
    expect(readReviewSubjects([{ billID: 'x' }, { id: 'r1', published: true, language: 'fr', rating: 9 }])).toEqual([
      expect.objectContaining({ id: 'r1', published: true, productCount: 0 }),
    ]);
    expect(readReviewSubjects([{ id: 'r1', language: 'fr', rating: 9 }])[0]).not.toHaveProperty('language');
    expect(() => readReviewSubjects('nope')).toThrow();
    expect(() => readReviewStats(null)).toThrow();
    expect(readReviewStats({ total: -1, averageRating: 'x', distribution: [{ label: '5', value: 2 }, {}] })).toEqual({
      total: 0,
      published: 0,
      answered: 0,
      averageRating: null,
      distribution: [{ label: '5', value: 2 }],
      byLanguage: [],
    });
  });
});
