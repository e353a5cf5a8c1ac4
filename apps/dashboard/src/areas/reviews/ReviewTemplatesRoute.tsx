import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { createReviewTemplate, deleteReviewTemplate, useReviewTemplates, type ReviewsContext } from '@dukkan/data';
import { ReviewTemplateDialog, ReviewTemplatesView, type ReviewTemplateItem, type ReviewTemplateValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP } from './useReviewActions.tsx';

/**
 * /marketing/reviews/templates (vendor spec §7 Reviews): get-templates, create-template (the
 * dialog's open state is `dialog=add` in the URL), delete-template after asking.
 */
export function ReviewTemplatesRoute() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('marketing:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const templates = useReviewTemplates(shopId);
  const ctx: ReviewsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const close = () => update({ dialog: null }, { replace: true });

  async function create(values: ReviewTemplateValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await createReviewTemplate(ctx, values);
    if (result.error) return result.error;
    close();
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.reviews.templates.created" /> });
    return null;
  }

  async function remove(template: ReviewTemplateItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.reviews.templates.delete.title',
      message: 'dashboard.reviews.templates.delete.message',
      values: { title: template.title },
    });
    if (!sure) return;
    const error = await deleteReviewTemplate(ctx, template.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.reviews.delete.failed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.reviews.templates.deleted" /> },
    );
  }

  return (
    <>
      <ReviewTemplatesView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        templates={templates.data ?? []}
        status={templates.error && !templates.data ? 'error' : templates.data ? 'ready' : 'loading'}
        onRetry={() => void templates.mutate()}
        canEdit={canEdit}
        onAdd={() => update({ dialog: 'add' })}
        onDelete={(template) => void remove(template)}
      />
      <ReviewTemplateDialog isOpen={canEdit && state.dialog === 'add'} onOpenChange={(open) => !open && close()} onSubmit={create} />
    </>
  );
}
