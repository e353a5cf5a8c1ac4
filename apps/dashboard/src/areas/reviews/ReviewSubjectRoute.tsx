import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '@dukkan/core';
import {
  addReviewProduct,
  editReviewDetails,
  removeReviewProduct,
  setReviewQuestions,
  useBillReviewProducts,
  useReviewAnswer,
  useReviewSubject,
  useReviewSubjectProducts,
  useReviewSubjectQuestions,
} from '@dukkan/data';
import { PublishReviewDialog, ReviewSubjectDetailView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { reviewsUrls } from './urls.ts';
import { loadable, NO_SHOP, useReviewActions } from './useReviewActions.tsx';

const APP_FLAVORS = ['website', 'ios', 'android', 'pos'];

/**
 * /marketing/reviews/:id (vendor spec §7 Reviews): one review request from review-details, its
 * products (get-products; more from its bill), its questions (manage-question), the answer
 * (final-reviews). Details, products and questions change in place; publish opens its dialog
 * (`dialog=publish` in the URL); after a delete the list shows.
 */
export function ReviewSubjectRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { toasts } = useDashboardServices();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('marketing:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const subject = useReviewSubject(shopId, id);
  const products = useReviewSubjectProducts(shopId, id);
  const questions = useReviewSubjectQuestions(shopId, id);
  const answer = useReviewAnswer(shopId, id);
  const billProducts = useBillReviewProducts(shopId, canEdit ? subject.data?.billID : undefined);
  const { ctx, publish, send, remove } = useReviewActions();
  const data = subject.data
    ? {
        ...subject.data,
        ...(answer.data?.rating ? { rating: answer.data.rating } : {}),
        ...(answer.data?.comment ? { comment: answer.data.comment } : {}),
      }
    : undefined;
  const saved = () => toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.reviews.detail.saved" /> });
  const withCtx = async (call: (c: NonNullable<typeof ctx>, reviewId: string) => Promise<ApiError | null>) => {
    if (!ctx || !id) return NO_SHOP;
    const error = await call(ctx, id);
    if (!error) saved();
    return error;
  };

  return (
    <>
      <ReviewSubjectDetailView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        subject={{ ...loadable(subject), data }}
        products={loadable(products)}
        billProducts={billProducts.data ?? []}
        questions={loadable(questions)}
        appFlavors={APP_FLAVORS}
        canEdit={canEdit}
        onSaveDetails={(values) => withCtx(async (c, reviewId) => (await editReviewDetails(c, reviewId, values)).error)}
        onAddProduct={(product) => withCtx((c, reviewId) => addReviewProduct(c, reviewId, product))}
        onRemoveProduct={(product) => withCtx((c, reviewId) => removeReviewProduct(c, reviewId, product.id))}
        onSaveQuestions={(ids) => withCtx((c, reviewId) => setReviewQuestions(c, reviewId, ids))}
        onPublish={() => update({ dialog: 'publish' })}
        onSend={() => data && void send(data)}
        onDelete={() => {
          if (data) void remove(data).then((gone) => gone && navigate(reviewsUrls.list(), { replace: true }));
        }}
      />
      <PublishReviewDialog
        subject={canEdit && state.dialog === 'publish' && data && !data.published ? data : null}
        onClose={() => update({ dialog: null }, { replace: true })}
        onSubmit={async (s, values) => {
          const error = await publish(s, values);
          if (!error) update({ dialog: null }, { replace: true });
          return error;
        }}
      />
    </>
  );
}
