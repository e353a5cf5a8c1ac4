import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { deleteReview, publishReview, sendReview, type ReviewsContext } from '@dukkan/data';
import type { PublishReviewValues, ReviewSubjectItem } from '@dukkan/screens';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

export const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/** An SWR answer as a screen's part that loads on its own. */
export function loadable<T>(swr: { data?: T; error?: unknown; mutate: () => unknown }) {
  return {
    data: swr.data,
    status: swr.error && !swr.data ? ('error' as const) : swr.data ? ('ready' as const) : ('loading' as const),
    retry: () => void swr.mutate(),
  };
}

/**
 * What the list and a review's page both do: publish (with the optional SMS), send the
 * invitation again, delete after asking. Each says what happened in a toast (a live region).
 */
export function useReviewActions() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const [sendingId, setSendingId] = useState<string | null>(null);
  const ctx: ReviewsContext | null = shopId ? { client, mutate, shop: shopId } : null;

  async function publish(subject: ReviewSubjectItem, values: PublishReviewValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await publishReview(ctx, subject.id, values);
    if (result.error) return result.error;
    const sms = result.data.sms;
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id={sms ? 'dashboard.reviews.publish.doneSms' : 'dashboard.reviews.publish.done'} />,
      ...(sms ? { description: <bdi dir="ltr">{sms.to}</bdi> } : {}),
    });
    return null;
  }

  async function send(subject: ReviewSubjectItem) {
    if (!ctx || sendingId) return;
    setSendingId(subject.id);
    const result = await sendReview(ctx, subject.id);
    setSendingId(null);
    toasts.add(
      result.error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.reviews.send.failed" /> }
        : {
            tone: 'success',
            title: <FormattedMessage id="dashboard.reviews.send.done" />,
            ...(result.data ? { description: <bdi dir="ltr">{result.data.to}</bdi> } : {}),
          },
    );
  }

  /** True when deleted. */
  async function remove(subject: ReviewSubjectItem): Promise<boolean> {
    if (!ctx) return false;
    const sure = await dialogs.confirm({
      title: 'dashboard.reviews.delete.title',
      message: 'dashboard.reviews.delete.message',
      values: { bill: subject.billID },
    });
    if (!sure) return false;
    const error = await deleteReview(ctx, subject.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.reviews.delete.failed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.reviews.delete.done" /> },
    );
    return error === null;
  }

  return { ctx, publish, send, remove, sendingId };
}
