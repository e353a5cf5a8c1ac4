/**
 * The answer of GET /shop/a/details as the profile reads it. The answer is checked on the way
 * in (decision 0018): a malformed one becomes an SWR error, never a crash in the screen.
 */
import { isRecord, own, type ImageRef, type Shop, type ShopVideo, type SocialMedia } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export const SOCIAL_MEDIA_KEYS = ['facebook', 'telegram', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'snapchat'] as const;
export type SocialMediaKey = (typeof SOCIAL_MEDIA_KEYS)[number];

const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'upload'] as const;

export interface ShopDetails {
  shop: Shop;
  /** Null when the shop has no video on either side. */
  video: ShopVideo | null;
  /** Only the seven networks of vendor spec §3, each a string. */
  socialMedia: SocialMedia;
}

function readImages(value: unknown): ImageRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row): ImageRef[] => {
    if (!isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number') || typeof row.url !== 'string') return [];
    return [{ id: String(row.id), url: row.url, ...(row.primary === true ? { primary: true } : {}) }];
  });
}

function readVideo(value: unknown): ShopVideo | null {
  if (!isRecord(value)) return null;
  const video: ShopVideo = {};
  for (const side of ['desktop', 'phone'] as const) {
    const provider = own(value, `${side}Provider`);
    const url = own(value, `${side}Url`);
    if (typeof url !== 'string' || !(VIDEO_PROVIDERS as readonly unknown[]).includes(provider)) continue;
    video[`${side}Provider`] = provider as (typeof VIDEO_PROVIDERS)[number];
    video[`${side}Url`] = url;
  }
  return Object.keys(video).length > 0 ? video : null;
}

function readSocialMedia(value: unknown): SocialMedia {
  const links: SocialMedia = {};
  if (!isRecord(value)) return links;
  for (const key of SOCIAL_MEDIA_KEYS) {
    const link = own(value, key);
    if (typeof link === 'string' && link.trim() !== '') links[key] = link;
  }
  return links;
}

export function readShopDetails(data: unknown): ShopDetails {
  const shop = isRecord(data) ? own(data, 'shop') : undefined;
  if (!isRecord(shop) || (typeof shop.id !== 'string' && typeof shop.id !== 'number') || typeof shop.name !== 'string')
    throw invalidAnswer();
  return {
    shop: { ...(shop as unknown as Shop), id: String(shop.id), images: readImages(shop.images) },
    video: readVideo(own(data as Record<string, unknown>, 'video')),
    socialMedia: readSocialMedia(own(data as Record<string, unknown>, 'socialMedia')),
  };
}
