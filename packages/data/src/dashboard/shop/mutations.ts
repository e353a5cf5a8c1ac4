/**
 * The calls of the shop profile (vendor spec §7 Shop), each for the working shop. The text
 * parts of the form (names and texts, address, social links) go out each in its own call, so
 * one refused part never loses the others; pictures and the video act at once.
 */
import { apiError, failure, type ApiClient, type ApiError, type ApiResult, type ImageRef, type ShopVideo } from '@dukkan/core';
import { SOCIAL_MEDIA_KEYS, type SocialMediaKey } from './readShopDetails.ts';

/** POST /shop/set-info. */
export interface ShopInfoChange {
  name: string;
  name_ar: string;
  headline: string;
  headline_ar: string;
  info: string;
  info_ar: string;
}

/** PUT /shop/{id}/address: the pin, and the street address as the shop writes it (decision 0041). */
export interface ShopAddressChange {
  lat: number;
  lng: number;
  address: string;
  address_ar: string;
}

/** PUT /api/shop/{id}/social-media: every network, '' for none (a WhatsApp number may stand for its link). */
export type ShopSocialChange = Record<SocialMediaKey, string>;

/** Only the parts that changed are present. */
export interface ShopProfileChanges {
  texts?: ShopInfoChange;
  address?: ShopAddressChange;
  social?: ShopSocialChange;
}

export type ShopProfilePart = keyof ShopProfileChanges;
export const SHOP_PROFILE_PARTS: readonly ShopProfilePart[] = ['texts', 'address', 'social'];

export interface ShopProfileSaveResult {
  saved: ShopProfilePart[];
  failed: { part: ShopProfilePart; error: ApiError }[];
}

type Caller = Pick<ApiClient, 'call'>;

function sendPart(client: Caller, shopId: string, part: ShopProfilePart, changes: ShopProfileChanges): Promise<ApiResult<unknown>> {
  if (part === 'texts') return client.call('shopSetInfo', { body: { shop: shopId, ...changes.texts } });
  if (part === 'address') return client.call('shopAddress', { params: { id: shopId }, body: { ...changes.address } });
  const social = changes.social as ShopSocialChange;
  // Every network is sent, '' for none, so a link removed on the screen is removed on the server.
  return client.call('shopSocialMedia', {
    params: { id: shopId },
    body: Object.fromEntries(SOCIAL_MEDIA_KEYS.map((key) => [key, social[key] ?? ''])),
  });
}

/** Sends every changed part at once; each succeeds or fails on its own. */
export async function saveShopProfile(client: Caller, shopId: string, changes: ShopProfileChanges): Promise<ShopProfileSaveResult> {
  const parts = SHOP_PROFILE_PARTS.filter((part) => changes[part] !== undefined);
  const results = await Promise.all(parts.map((part) => sendPart(client, shopId, part, changes)));
  const result: ShopProfileSaveResult = { saved: [], failed: [] };
  parts.forEach((part, i) => {
    const error = results[i]?.error;
    if (error) result.failed.push({ part, error });
    else result.saved.push(part);
  });
  return result;
}

/** POST /shop/image: a multipart upload (vendor spec §7 "Uploads"); the client refuses one without a file. */
export async function uploadShopImage(
  client: Pick<ApiClient, 'upload'>,
  shopId: string,
  file: Blob | null | undefined,
): Promise<ApiResult<ImageRef>> {
  return (await client.upload('shopImage', { options: { shop: shopId }, file })) as ApiResult<ImageRef>;
}

export function deleteShopImage(client: Caller, shopId: string, image: string): Promise<ApiResult<unknown>> {
  return client.call('shopDeleteImage', { body: { shop: shopId, image } });
}

export function setPrimaryShopImage(client: Caller, shopId: string, image: string): Promise<ApiResult<unknown>> {
  return client.call('shopPrimaryImage', { body: { shop: shopId, image } });
}

export type VideoSide = 'desktop' | 'phone';

/** What one side of the video becomes on "Save": a link, nothing, or the uploaded file it has (left as it is). */
export type VideoSideChoice = { provider: 'youtube' | 'vimeo'; url: string } | { provider: 'none' } | { provider: 'upload' };

/** Text of vendor spec §5/§8: a video call with neither a file nor the delete flag. */
export const VIDEO_NOT_FOUND_MESSAGE = 'video not found';

function videoNotFound<T>(): ApiResult<T> {
  return failure(apiError('client', 400, VIDEO_NOT_FOUND_MESSAGE, 'video_not_found'));
}

/** PUT /shop/set/video with the delete flag: sent without a file (vendor spec §5), it removes both sides. */
export function deleteShopVideo(client: Caller, shopId: string): Promise<ApiResult<unknown>> {
  return client.call('shopSetVideo', { body: { shop: shopId, delete: true } });
}

/**
 * PUT /shop/set/video with links: each side a provider and its URL, or both empty for "No video"
 * (decision 0041); an uploaded side is not sent, so it stays. No side left: the delete flag.
 */
export function saveShopVideoLinks(client: Caller, shopId: string, sides: Record<VideoSide, VideoSideChoice>): Promise<ApiResult<unknown>> {
  const choices = Object.values(sides);
  if (choices.every((choice) => choice.provider === 'none')) return deleteShopVideo(client, shopId);
  const body: Record<string, unknown> = { shop: shopId };
  for (const side of ['desktop', 'phone'] as const) {
    const choice = sides[side];
    if (choice.provider === 'upload') continue;
    body[`${side}Provider`] = choice.provider === 'none' ? '' : choice.provider;
    body[`${side}Url`] = choice.provider === 'none' ? '' : choice.url.trim();
  }
  // Every side is an uploaded file: there is nothing to set (vendor spec §5).
  if (Object.keys(body).length === 1) return Promise.resolve(videoNotFound());
  return client.call('shopSetVideo', { body });
}

/**
 * PUT /shop/set/video with a file for one side. Vendor spec §5: without the delete flag and
 * without a file the answer is "video not found", and nothing is sent.
 */
export async function uploadShopVideo(
  client: Pick<ApiClient, 'upload'>,
  shopId: string,
  { file, side }: { file: Blob | null | undefined; side: VideoSide },
): Promise<ApiResult<ShopVideo>> {
  if (!file) return videoNotFound();
  return (await client.upload('shopSetVideo', { options: { shop: shopId, target: side }, file })) as ApiResult<ShopVideo>;
}
