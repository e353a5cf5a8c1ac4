import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import {
  createReviewByHand,
  createReviewFromBill,
  useBillReviewProducts,
  useReviewCreateData,
  useReviewSubjects,
  useReviewTemplateQuestions,
  type ReviewListFilter,
} from '@dukkan/data';
import { CreateReviewDialog, ManualReviewDialog, PublishReviewDialog, ReviewSubjectsView, type ManualReviewValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { reviewsUrls } from './urls.ts';
import { loadable, NO_SHOP, useReviewActions } from './useReviewActions.tsx';

const CREATE = 'create';
const MANUAL = 'manual';
const PUBLISH = 'publish:';

/**
 * /marketing/reviews (vendor spec §7 Reviews; issue #14 item 5): the working shop's review
 * requests, filtered by state in the URL; "Request a review" from a completed bill
 * (view-create, the bill's products, the template's questions, POST /bill/reviews/create);
 * "Add a review by hand" for a bill kept outside Dukkan (POST /vendor/reviews/create-review);
 * publish in a language with the optional SMS, send the invitation again, delete after asking.
 */
export function ReviewsRoute() {
  const { toasts } = useDashboardServices();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('marketing:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const filter: ReviewListFilter = state.filters.status === 'draft' || state.filters.status === 'published' ? state.filters.status : 'all';
  const subjects = useReviewSubjects(shopId, filter);
  const creating = canEdit && state.dialog === CREATE;
  const enteringByHand = canEdit && state.dialog === MANUAL;
  const publishId = canEdit && state.dialog?.startsWith(PUBLISH) ? state.dialog.slice(PUBLISH.length) : undefined;
  const publishing = publishId ? (subjects.data?.find((s) => s.id === publishId && !s.published) ?? null) : null;

  const offer = useReviewCreateData(shopId, creating || enteringByHand);
  const [billID, setBillID] = useState<string | null>(null);
  const [template, setTemplate] = useState<string | null>(null);
  const products = useBillReviewProducts(shopId, creating ? (billID ?? undefined) : undefined);
  const chosenTemplate = template ?? offer.data?.templates[0]?.id;
  const questions = useReviewTemplateQuestions(shopId, creating ? chosenTemplate : undefined);
  const { ctx, publish, send, remove, sendingId } = useReviewActions();
  const close = () => {
    setBillID(null);
    setTemplate(null);
    update({ dialog: null }, { replace: true });
  };

  async function create(values: { billID: string; template: string; appFlavor: string }): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await createReviewFromBill(ctx, values);
    if (result.error) return result.error;
    close();
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="dashboard.reviews.create.done" values={{ bill: <bdi dir="ltr">{values.billID}</bdi> }} />,
    });
    return null;
  }

  async function createByHand(values: ManualReviewValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await createReviewByHand(ctx, values);
    if (result.error) return result.error;
    close();
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="dashboard.reviews.manual.done" values={{ bill: <bdi dir="ltr">{values.billID.trim()}</bdi> }} />,
    });
    return null;
  }

  return (
    <>
      <ReviewSubjectsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        subjects={subjects.data ?? []}
        status={subjects.error && !subjects.data ? 'error' : subjects.data ? 'ready' : 'loading'}
        onRetry={() => void subjects.mutate()}
        filter={filter}
        onFilterChange={(next) => update({ filters: { status: next === 'all' ? null : next }, page: 1 })}
        canEdit={canEdit}
        statisticsHref={reviewsUrls.statistics()}
        templatesHref={reviewsUrls.templates()}
        settingsHref={reviewsUrls.settings()}
        detailHref={(subject) => reviewsUrls.detail(subject.id)}
        onCreate={() => update({ dialog: CREATE })}
        onCreateByHand={() => update({ dialog: MANUAL })}
        onPublish={(subject) => update({ dialog: `${PUBLISH}${subject.id}` })}
        onSend={(subject) => void send(subject)}
        onDelete={(subject) => void remove(subject)}
        sendingId={sendingId}
      />
      <CreateReviewDialog
        isOpen={creating}
        onOpenChange={(open) => !open && close()}
        offer={loadable(offer)}
        products={loadable(products)}
        questions={loadable(questions)}
        onBillChange={setBillID}
        onTemplateChange={setTemplate}
        onSubmit={create}
      />
      <ManualReviewDialog
        isOpen={enteringByHand}
        onOpenChange={(open) => !open && close()}
        offer={loadable(offer)}
        onSubmit={createByHand}
      />
      <PublishReviewDialog
        subject={publishing}
        onClose={close}
        onSubmit={async (subject, values) => {
          const error = await publish(subject, values);
          if (!error) close();
          return error;
        }}
      />
    </>
  );
}
