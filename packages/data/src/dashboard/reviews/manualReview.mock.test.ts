/**
 * A review entered by hand (POST /vendor/reviews/create-review) against the mock API: created
 * with the customer's name and phone, listed as a draft, and the server's refusals passed on.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { readReviewCreateData, readReviewSubjects } from './read.ts';
import { createReviewByHand, reviewKeys, type ReviewsContext } from './reviews.ts';

useMockServer();

async function context(): Promise<ReviewsContext> {
  const { client, shop } = await signedInOwner();
  const { mutate } = swrTestCache();
  return { client, shop, mutate };
}

describe('a review entered by hand', () => {
  it('is created with the customer, the template and the app, and listed as a draft', async () => {
    const ctx = await context();
    const offer = await selectFetcher(ctx.client, readReviewCreateData)(reviewKeys.viewCreate(ctx.shop));
    const template = offer.templates[0]!;
    const created = await createReviewByHand(ctx, {
      billID: ' SHOP-7781 ',
      customerFullName: 'Mariam Al Suwaidi',
      customerPhone: '050 123 9876',
      template: template.id,
      appFlavor: 'pos',
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ billID: 'SHOP-7781', customerFullName: 'Mariam Al Suwaidi', appFlavor: 'pos', published: false });
    expect(created.data!.questionCount).toBe(template.questions.length);

    const drafts = await selectFetcher(ctx.client, readReviewSubjects)(reviewKeys.list(ctx.shop, 'draft'));
    expect(drafts.map((s) => s.billID)).toContain('SHOP-7781');

    const again = await createReviewByHand(ctx, {
      billID: 'SHOP-7781',
      customerFullName: 'Someone else',
      customerPhone: '0501239876',
      template: '',
      appFlavor: '',
    });
    expect(again.error?.code).toBe('review_exists');
  });

  it('passes on a phone number the server refuses and a missing name', async () => {
    const ctx = await context();
    const badPhone = await createReviewByHand(ctx, {
      billID: 'SHOP-1',
      customerFullName: 'Ali',
      customerPhone: '12',
      template: '',
      appFlavor: '',
    });
    expect(badPhone.error?.code).toBe('invalid_phone');
    const noName = await createReviewByHand(ctx, {
      billID: 'SHOP-2',
      customerFullName: '  ',
      customerPhone: '0501234567',
      template: '',
      appFlavor: '',
    });
    expect(noName.error?.code).toBe('missing_field');
  });
});
