import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { saveReviewSettings, useReviewSettings } from '@dukkan/data';
import { ReviewSettingsView, type ReviewSettingsFormValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP } from './useReviewActions.tsx';

/**
 * /marketing/reviews/settings (vendor spec §3 "Review settings"): adjust-settings reads,
 * change-settings writes (PUT, decision 0062). The form page announces saved or not saved.
 */
export function ReviewSettingsRoute() {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('marketing:update');
  const crumbs = useCrumbs();
  const settings = useReviewSettings(shopId);

  async function save(values: ReviewSettingsFormValues): Promise<ApiError | null> {
    if (!shopId) return NO_SHOP;
    return (await saveReviewSettings({ client, mutate, shop: shopId }, values)).error;
  }

  return (
    <ReviewSettingsView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      settings={settings.data}
      status={settings.error && !settings.data ? 'error' : settings.data ? 'ready' : 'loading'}
      onRetry={() => void settings.mutate()}
      canEdit={canEdit}
      onSubmit={save}
    />
  );
}
