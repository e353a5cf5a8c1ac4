import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { saveSlider, useSliderSettings, useVendorProducts, type SliderDraft } from '@dukkan/data';
import { SliderEditor, type SliderSaveOutcome, type SliderSaveProblem } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

/** What the editor says about a refusal: the spec's two codes (§5), the server's slide limit, else by kind. */
function problemOf(error: ApiError): SliderSaveProblem {
  if (error.code === 'image_required') return 'image_required';
  if (error.code === 'video_not_found') return 'video_not_found';
  if (error.code === 'too_many_slides') return 'too_many_slides';
  if (error.kind === 'network') return 'network';
  if (error.status === 404) return 'not_found';
  if (error.kind === 'invalid_response' || error.status >= 500) return 'server';
  return 'invalid';
}

const NO_FILTERS = {};

/**
 * /marketing/slider (issue #14 item 1, decision 0052): the working shop's header slider from
 * `info-for-setting`, the shop's products for the button's searchable list, and one Save that
 * sends the changed parts. Leaving with unsaved changes asks first.
 */
export function SliderRoute() {
  const intl = useIntl();
  const { client, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const settings = useSliderSettings(shopId);
  const products = useVendorProducts({
    shopId,
    q: '',
    filters: NO_FILTERS,
    sort: 'name',
    locale: intl.locale.startsWith('ar') ? 'ar' : 'en',
  });
  const productOptions = useMemo(() => products.rows.map((p) => ({ id: p.id, name: p.name, name_ar: p.nameAr })), [products.rows]);
  const [dirty, setDirty] = useState(false);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    void dialogs
      .confirm({ title: 'dashboard.marketing.slider.leave.title', message: 'dashboard.marketing.slider.leave.message' })
      .then((leave) => {
        if (!current) return;
        if (leave) blocker.proceed();
        else blocker.reset();
      });
    return () => {
      current = false;
    };
  }, [blocker, dialogs]);

  const save = async (draft: SliderDraft): Promise<SliderSaveOutcome> => {
    const before = settings.data?.slider;
    if (!before || !shopId) return { error: 'server' };
    const result = await saveSlider({ client, mutate, shop: shopId }, before, draft);
    if (result.error === null) return { error: null };
    return {
      error: problemOf(result.error),
      created: result.created,
      ...(result.slideIndex === undefined ? {} : { slideIndex: result.slideIndex }),
    };
  };

  return (
    <SliderEditor
      // A lead who picks another shop gets that shop's slider, never the last one's edits.
      key={shopId ?? 'none'}
      status={settings.data ? 'ready' : settings.error ? 'error' : 'loading'}
      slider={settings.data?.slider}
      categories={settings.data?.categories ?? []}
      products={productOptions}
      canEdit={can('marketing:update')}
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      onRetry={() => void settings.mutate()}
      onSave={save}
      onDirtyChange={setDirty}
    />
  );
}
