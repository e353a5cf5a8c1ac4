/**
 * The shop profile (vendor spec §3 "Shop", §7 "Shop"): names, headline and info in both
 * languages, images, location, video and social links. Edits land on the shared `shops`
 * table, so the storefront shows them at once.
 */
import { TEXT_LIMITS, textLength, type EndpointName, type ImageRef, type Shop, type ShopVideo, type SocialMedia } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import {
  assertOwnShop,
  checkedFile,
  domainScenarios,
  internationalNumber,
  invalid,
  notFound,
  optionalEnum,
  optionalText,
  optionalUrl,
  readText,
  removeRow,
  requireUpload,
  staffRoute,
  uploadUrl,
  withoutShop,
  type Fields,
} from './support/index.ts';

const names = [
  'shopGet',
  'shopADetails',
  'shopAddress',
  'shopSetVideo',
  'shopSetInfo',
  'shopImage',
  'shopDeleteImage',
  'shopPrimaryImage',
  'shopSocialMedia',
] as const satisfies readonly EndpointName[];

export function ownShopRecord(shop: string): Shop {
  const record = db().tables.shops.find((s) => s.id === shop);
  if (!record) throw notFound('Shop');
  return record;
}

function summary(shop: Shop) {
  const { id, name, name_ar, headline, headline_ar, images } = shop;
  // The platform does not model banned or inactive shops yet: every seeded shop is live.
  return { id, name, name_ar, headline, headline_ar, images, isActive: true, isBanned: false };
}

const shopGet = staffRoute('shopGet', ({ user, shop, f }) => {
  const isActive = f.isActive === undefined ? undefined : read.boolean(f, 'isActive');
  const isBanned = f.isBanned === undefined ? undefined : read.boolean(f, 'isBanned');
  // Vendor spec §6: the lead flag widens which shops are listed.
  const shops = user.isLead ? db().tables.shops : [ownShopRecord(shop)];
  const rows = shops
    .map(summary)
    .filter((s) => (isActive === undefined || s.isActive === isActive) && (isBanned === undefined || s.isBanned === isBanned));
  return ok(rows);
});

const shopADetails = staffRoute('shopADetails', ({ shop, f }) => {
  assertOwnShop(shop, f.id);
  const { shopSettings, shopVideos, socialMedia, hours } = db().tables;
  const settings = shopSettings.find((s) => s.shop === shop);
  const video = shopVideos.find((v) => v.shop === shop);
  const social = socialMedia.find((s) => s.shop === shop);
  return ok({
    shop: ownShopRecord(shop),
    settings: settings ? withoutShop(settings) : null,
    video: video ? withoutShop(video) : null,
    socialMedia: social ? withoutShop(social) : {},
    hours: hours.filter((h) => h.shop === shop).sort((a, b) => a.day - b.day),
  });
});

const shopAddress = staffRoute('shopAddress', ({ ctx, shop, f }) => {
  assertOwnShop(shop, ctx.params.id);
  // The platform serves the UAE: a pin outside it is a mistyped coordinate.
  const lat = read.number(f, 'lat', { min: 22.5, max: 26.5 });
  const lng = read.number(f, 'lng', { min: 51, max: 56.5 });
  // The street address as the shop writes it, in both languages (decision 0041): only what is
  // sent changes, and everything is read before anything is written.
  const texts = (['address', 'address_ar'] as const).map((key) => [key, optionalText(f, key, 300)] as const);
  const record = ownShopRecord(shop);
  record.latlng = [lat, lng];
  for (const [key, text] of texts) {
    if (text === undefined) continue;
    if (text) record[key] = text;
    else delete record[key];
  }
  db().touch();
  return ok(record);
});

const VIDEO_HOSTS: Record<'youtube' | 'vimeo', RegExp> = {
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  vimeo: /(^|\.)vimeo\.com$/,
};

type VideoSide = Pick<ShopVideo, 'desktopProvider' | 'desktopUrl' | 'phoneProvider' | 'phoneUrl'>;

/** A side sent with an empty provider and URL (`''` or null) is cleared: "No video" on that screen (decision 0041). */
function clearsSide(f: Fields, side: 'desktop' | 'phone'): boolean {
  const blank = (key: string) => key in f && (f[key] === '' || f[key] === null);
  return blank(`${side}Provider`) && blank(`${side}Url`);
}

function videoSide(f: Fields, side: 'desktop' | 'phone'): VideoSide {
  const provider = optionalEnum(f, `${side}Provider`, ['youtube', 'vimeo', 'upload'] as const);
  const url = optionalUrl(f, `${side}Url`);
  if (!provider && !url) return {};
  if (!provider || !url) throw invalid('video not found', 'video_not_found');
  if (provider !== 'upload' && !VIDEO_HOSTS[provider].test(new URL(url).hostname)) {
    throw invalid(`${side}Url is not a ${provider} link.`, 'invalid_url');
  }
  return side === 'desktop' ? { desktopProvider: provider, desktopUrl: url } : { phoneProvider: provider, phoneUrl: url };
}

const shopSetVideo = staffRoute('shopSetVideo', ({ ctx, shop, f }) => {
  const { tables, touch } = db();
  const existing = tables.shopVideos.find((v) => v.shop === shop);
  // Vendor spec §5: with the delete flag the call carries no file and removes the video.
  if (read.boolean(f, 'delete')) {
    if (existing) removeRow(tables.shopVideos, existing);
    touch();
    return ok(null);
  }
  let video: ShopVideo;
  if (ctx.form) {
    // Same rule as the header video upload: no file and no delete flag is "video not found".
    const file = checkedFile(ctx, 'video');
    if (!file) throw invalid('video not found', 'video_not_found');
    const url = uploadUrl(shop, file);
    const target = optionalEnum(f, 'target', ['desktop', 'phone', 'both'] as const) ?? 'both';
    video = {
      ...(existing ? withoutShop(existing) : {}),
      ...(target !== 'phone' ? { desktopProvider: 'upload' as const, desktopUrl: url } : {}),
      ...(target !== 'desktop' ? { phoneProvider: 'upload' as const, phoneUrl: url } : {}),
    };
  } else {
    const sides = { ...videoSide(f, 'desktop'), ...videoSide(f, 'phone') };
    const cleared = (['desktop', 'phone'] as const).filter((side) => clearsSide(f, side));
    if (Object.keys(sides).length === 0 && cleared.length === 0) throw invalid('video not found', 'video_not_found');
    video = { ...(existing ? withoutShop(existing) : {}), ...sides };
    for (const side of cleared) {
      delete video[`${side}Provider`];
      delete video[`${side}Url`];
    }
  }
  if (existing) removeRow(tables.shopVideos, existing);
  // Both sides cleared: no video at all, as after the delete flag.
  if (Object.keys(video).length === 0) {
    touch();
    return ok(null);
  }
  tables.shopVideos.push({ shop, ...video });
  touch();
  return ok(video);
});

/**
 * One profile text, at most `max` characters as the form counts them (code points, 0083): an
 * emoji is one character here too. Read with room for surrogate pairs, then counted.
 */
function profileText(f: Fields, key: string, max: number): string | undefined {
  const value = optionalText(f, key, max * 2);
  if (value !== undefined && textLength(value) > max) throw invalid(`${key} has at most ${max} characters.`, 'text_too_long');
  return value;
}

const shopSetInfo = staffRoute('shopSetInfo', ({ shop, f }) => {
  const record = ownShopRecord(shop);
  const MAX = TEXT_LIMITS.shop;
  const name = readText(f, 'name', MAX.name * 2);
  if (textLength(name) > MAX.name) throw invalid(`name has at most ${MAX.name} characters.`, 'text_too_long');
  const changes: Partial<Shop> = { name };
  const limits = { name_ar: MAX.name, headline: MAX.headline, headline_ar: MAX.headline, info: MAX.info, info_ar: MAX.info } as const;
  for (const [key, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
    const value = profileText(f, key, max);
    if (value !== undefined) changes[key] = value;
  }
  Object.assign(record, changes);
  db().touch();
  return ok(record);
});

function findImage(record: Shop, f: Fields): ImageRef {
  const ref = read.string(f, 'image', { max: 1000 });
  const image = record.images.find((i) => i.id === ref || i.url === ref);
  if (!image) throw notFound('Image');
  return image;
}

const shopImage = staffRoute('shopImage', ({ ctx, shop, f }) => {
  const file = requireUpload(ctx, 'image');
  const record = ownShopRecord(shop);
  const primary = record.images.length === 0 || read.boolean(f, 'primary');
  if (primary) for (const image of record.images) image.primary = false;
  const image: ImageRef = { id: db().nextId('img'), url: uploadUrl(shop, file), primary };
  record.images.push(image);
  db().touch();
  return ok(image, { status: 201 });
});

const shopDeleteImage = staffRoute('shopDeleteImage', ({ shop, f }) => {
  const record = ownShopRecord(shop);
  const image = findImage(record, f);
  removeRow(record.images, image);
  // A shop always shows a primary picture while it has any.
  const first = record.images[0];
  if (image.primary && first) first.primary = true;
  db().touch();
  return ok(record.images);
});

const shopPrimaryImage = staffRoute('shopPrimaryImage', ({ shop, f }) => {
  const record = ownShopRecord(shop);
  const image = findImage(record, f);
  for (const other of record.images) other.primary = other === image;
  db().touch();
  return ok(record.images);
});

const SOCIAL_KEYS = ['facebook', 'telegram', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'snapchat'] as const;

const shopSocialMedia = staffRoute('shopSocialMedia', ({ ctx, shop, f }) => {
  assertOwnShop(shop, ctx.params.id);
  const { tables, touch } = db();
  const existing = tables.socialMedia.find((s) => s.shop === shop);
  const row: SocialMedia & { shop: string } = { ...existing, shop };
  for (const key of SOCIAL_KEYS) {
    if (f[key] === undefined) continue;
    const raw = read.string(f, key, { required: false, max: 500 }).trim();
    // A WhatsApp number is accepted as-is and stored as its wa.me link.
    const value = !raw
      ? ''
      : key === 'whatsapp' && !/^https?:/i.test(raw)
        ? `https://wa.me/${internationalNumber(raw)}`
        : optionalUrl({ [key]: raw }, key);
    if (value) row[key] = value;
    else delete row[key];
  }
  if (existing) removeRow(tables.socialMedia, existing);
  tables.socialMedia.push(row);
  touch();
  return ok(withoutShop(row));
});

export const vendorShopScenarios = domainScenarios({
  names,
  handlers: [shopGet, shopADetails, shopAddress, shopSetVideo, shopSetInfo, shopImage, shopDeleteImage, shopPrimaryImage, shopSocialMedia],
  empty: [staffRoute('shopGet', () => ok([]))],
});
