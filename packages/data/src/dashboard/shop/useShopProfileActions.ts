import { useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { ApiError, ApiResult, ImageRef } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { shopKeys } from '../../shop/keys.ts';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import { ledShopsKey } from '../shared/useLedShops.ts';
import { shopProfileKeys } from './keys.ts';
import {
  deleteShopImage,
  deleteShopVideo,
  saveShopProfile,
  saveShopVideoLinks,
  setPrimaryShopImage,
  uploadShopImage,
  uploadShopVideo,
  type ShopProfileChanges,
  type ShopProfileSaveResult,
  type VideoSide,
  type VideoSideChoice,
} from './mutations.ts';
import type { ShopDetails } from './readShopDetails.ts';

export interface ShopProfileActions {
  save(changes: ShopProfileChanges): Promise<ShopProfileSaveResult>;
  uploadImage(file: Blob): Promise<ApiResult<ImageRef>>;
  /** Shown at once, put back when refused; resolves with the error or null. */
  deleteImage(image: string): Promise<ApiError | null>;
  setPrimaryImage(image: string): Promise<ApiError | null>;
  saveVideoLinks(sides: Record<VideoSide, VideoSideChoice>): Promise<ApiError | null>;
  uploadVideo(file: Blob | null | undefined, side: VideoSide): Promise<ApiResult<unknown>>;
  deleteVideo(): Promise<ApiError | null>;
}

/** The details with other pictures; nothing cached yet stays nothing (the call still runs). */
function withImages(details: ShopDetails | undefined, images: ImageRef[]): ShopDetails {
  return (details ? { ...details, shop: { ...details.shop, images } } : details) as ShopDetails;
}

/**
 * The profile's changes for one shop, with the caches they touch kept right: the details are
 * fetched again after every change; the shop's public record and a lead's shop list too when
 * its names may have changed (the frame shows them).
 */
export function useShopProfileActions(shopId: string | undefined): ShopProfileActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const id = shopId ?? '';
    const detailsKey = unstable_serialize(shopProfileKeys.details(id));
    const refresh = () => mutate(detailsKey);
    const afterResult = async <T>(result: ApiResult<T>) => {
      if (!result.error) await refresh();
      return result;
    };
    return {
      async save(changes) {
        const result = await saveShopProfile(client, id, changes);
        if (result.saved.length > 0) {
          await Promise.all([refresh(), mutate(unstable_serialize(shopKeys.light(id))), mutate(unstable_serialize(ledShopsKey()))]);
        }
        return result;
      },
      uploadImage: async (file) => afterResult(await uploadShopImage(client, id, file)),
      deleteImage: (image) =>
        optimisticUpdate<ShopDetails>({
          mutate,
          key: detailsKey,
          optimistic: (current) => {
            const images = (current?.shop.images ?? []).filter((i) => i.id !== image);
            // The server makes the first picture left the primary one when the primary goes.
            const hadPrimary = images.some((i) => i.primary);
            return withImages(current, hadPrimary ? images : images.map((i, n) => ({ ...i, primary: n === 0 })));
          },
          send: () => deleteShopImage(client, id, image),
        }),
      setPrimaryImage: (image) =>
        optimisticUpdate<ShopDetails>({
          mutate,
          key: detailsKey,
          optimistic: (current) =>
            withImages(
              current,
              (current?.shop.images ?? []).map((i) => ({ ...i, primary: i.id === image })),
            ),
          send: () => setPrimaryShopImage(client, id, image),
        }),
      async saveVideoLinks(sides) {
        const result = await afterResult(await saveShopVideoLinks(client, id, sides));
        return result.error;
      },
      uploadVideo: async (file, side) => afterResult(await uploadShopVideo(client, id, { file, side })),
      async deleteVideo() {
        const result = await afterResult(await deleteShopVideo(client, id));
        return result.error;
      },
    };
  }, [client, mutate, shopId]);
}
