import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useBlocker } from 'react-router';
import type { ApiError } from '@dukkan/core';
import { useAreaFind, useShopAreas, useShopDetails, useShopProfileActions } from '@dukkan/data';
import { ShopProfileView, type ShopProfileSaveOutcome } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

/**
 * What a failed call says on the page, always in our translated words: an outage, or a refusal
 * (a 4xx, or the client's own refusal of vendor spec §5/§8). The API's own text is English-only
 * and never shown (docs/decisions/0082); the form keeps what was typed.
 */
function reasonOf(intl: IntlShape, error: ApiError): string {
  if (error.kind === 'network') return intl.formatMessage({ id: 'dashboard.shop.error.network' });
  if (error.kind === 'invalid_response' || error.status >= 500) return intl.formatMessage({ id: 'dashboard.shop.error.server' });
  return intl.formatMessage({ id: 'dashboard.shop.error.refused' });
}

/**
 * `/shop` (issue #10): the working shop's profile (GET /shop/a/details), its text parts saved
 * part by part, pictures and video acting at once, the pin's area looked up as it moves.
 * Leaving with unsaved changes asks first.
 */
export function ShopProfileRoute() {
  const intl = useIntl();
  const { dialogs } = useDashboardServices();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const details = useShopDetails(shopId);
  const actions = useShopProfileActions(shopId);
  const areas = useShopAreas(Boolean(shopId));
  const [point, setPoint] = useState<[number, number] | null>(null);
  const found = useAreaFind(point);
  const [dirty, setDirty] = useState(false);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    // A render while the question is open asks again; the first answer is then ignored.
    let current = true;
    void dialogs.confirm({ title: 'dashboard.shop.leave.title', message: 'dashboard.shop.leave.message' }).then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker, dialogs]);

  const fail = (error: ApiError | null) => (error ? reasonOf(intl, error) : null);
  const shopDelivers = found.area ? areas.data?.find((a) => a.id === found.area?.id)?.shopDelivers : undefined;

  return (
    <ShopProfileView
      // A lead who picks another shop gets that shop's form, never the last one's edits.
      key={shopId}
      profile={details.data}
      status={details.data ? 'ready' : details.error ? 'error' : 'loading'}
      onRetry={() => void details.mutate()}
      canEdit={can('shop:update')}
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      onDirtyChange={setDirty}
      onSave={async (changes): Promise<ShopProfileSaveOutcome> => {
        const result = await actions.save(changes);
        return { saved: result.saved, failed: result.failed.map(({ part, error }) => ({ part, message: reasonOf(intl, error) })) };
      }}
      onUploadImage={async (file) => {
        const result = await actions.uploadImage(file);
        return result.error ? { error: reasonOf(intl, result.error) } : { url: result.data.url };
      }}
      onDeleteImage={async (image) => fail(await actions.deleteImage(image))}
      onSetPrimaryImage={async (image) => fail(await actions.setPrimaryImage(image))}
      onSaveVideoLinks={async (sides) => fail(await actions.saveVideoLinks(sides))}
      onUploadVideo={async (file, side) => {
        const result = await actions.uploadVideo(file, side);
        return result.error ? { error: reasonOf(intl, result.error) } : { url: '' };
      }}
      onDeleteVideo={async () => fail(await actions.deleteVideo())}
      area={{ status: found.status, ...(found.area ? { area: found.area } : {}), ...(shopDelivers === undefined ? {} : { shopDelivers }) }}
      onLocationChange={setPoint}
      onAreaRetry={found.retry}
    />
  );
}
