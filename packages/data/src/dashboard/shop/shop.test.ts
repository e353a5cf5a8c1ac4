/**
 * The shop profile's calls against the mock API (msw/node): what each sends, that a refused part
 * leaves the others saved, and the client-side refusals of vendor spec §5/§8 that send nothing.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, endpoint, type ApiClient } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { db, demoStaffSession } from '../../../../../mocks/src/index.ts';
import { DEMO_SHOP_ID } from '../../../../../mocks/src/config.ts';
import { branchShopId } from '../../../../../mocks/src/seed/shop.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import { selectFetcher } from '../../swr/select.ts';
import { shopProfileKeys } from './keys.ts';
import { deleteShopVideo, saveShopProfile, saveShopVideoLinks, uploadShopImage, uploadShopVideo } from './mutations.ts';
import { readShopDetails } from './readShopDetails.ts';
import { readShopAreas } from './useShopDetails.ts';

const server = useMockServer();
afterEach(() => server.events.removeAllListeners());

function signedIn(): ApiClient {
  const tokens = createTokenManager({ storage: createMemoryStorage() });
  tokens.startSession(demoStaffSession('seller'));
  return createApiClient({ baseUrl: 'http://api.test', appId: 'dukkan-dashboard', tokens, retryDelayMs: 0 });
}

/** Every request the client sends, by path. */
function recordRequests(): { path: string; method: string; type: string | null; body: Promise<string> }[] {
  const seen: { path: string; method: string; type: string | null; body: Promise<string> }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      method: request.method,
      type: request.headers.get('content-type'),
      body: request.clone().text(),
    });
  });
  return seen;
}

const shopRecord = (id = DEMO_SHOP_ID) => db().tables.shops.find((s) => s.id === id);
const fullSocial = {
  facebook: '',
  telegram: '',
  instagram: 'https://instagram.com/alwaha',
  whatsapp: '050 111 2233',
  youtube: '',
  tiktok: '',
  snapchat: '',
};
const texts = {
  name: 'Al Waha Market',
  name_ar: 'سوق الواحة',
  headline: 'Fresh every morning',
  headline_ar: 'طازج كل صباح',
  info: 'Since 2009.',
  info_ar: 'منذ ٢٠٠٩.',
};

describe('the shop details', () => {
  it('reads the shop, its video and its links from GET /shop/a/details (id)', async () => {
    const details = await selectFetcher(signedIn(), readShopDetails)(shopProfileKeys.details(DEMO_SHOP_ID));
    expect(details.shop).toMatchObject({ id: DEMO_SHOP_ID, name: 'Al Waha Fresh Market' });
    expect(details.shop.images.filter((i) => i.primary)).toHaveLength(1);
    expect(details.video?.desktopProvider).toBe('youtube');
    expect(
      Object.keys(details.socialMedia).every((k) =>
        ['facebook', 'telegram', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'snapchat'].includes(k),
      ),
    ).toBe(true);
  });

  it('turns a malformed answer into an error, and drops malformed rows', async () => {
    expect(() => readShopDetails({ shop: { name: 'x' } })).toThrow(ApiRequestError);
    const details = readShopDetails({
      shop: { id: 7, name: 'x', images: [{ id: 1, url: '/a.png' }, { url: 3 }] },
      video: { desktopProvider: 'flash', desktopUrl: 'x' },
      socialMedia: { facebook: 3, tiktok: 'https://tiktok.com/@a', evil: 'x' },
    });
    expect(details).toEqual({
      shop: { id: '7', name: 'x', images: [{ id: '1', url: '/a.png' }] },
      video: null,
      socialMedia: { tiktok: 'https://tiktok.com/@a' },
    });
  });

  it('lists the areas with the shop delivery settings marked', async () => {
    const areas = await selectFetcher(signedIn(), readShopAreas)(shopProfileKeys.areas());
    expect(areas.length).toBeGreaterThan(3);
    expect(areas.some((a) => a.shopDelivers)).toBe(true);
  });
});

describe('saving the profile', () => {
  it('sends each changed part in its own call and nothing for the others', async () => {
    const seen = recordRequests();
    const result = await saveShopProfile(signedIn(), DEMO_SHOP_ID, { texts });
    expect(result).toEqual({ saved: ['texts'], failed: [] });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${endpoint('shopSetInfo').path}`]);
    expect(shopRecord()).toMatchObject(texts);
  });

  it('keeps the parts that succeeded when one part is refused', async () => {
    server.use(
      http.put(`*/api/shop/:id/social-media`, () =>
        HttpResponse.json({ error: { status: 500, message: 'Server error' } }, { status: 500 }),
      ),
    );
    const result = await saveShopProfile(signedIn(), DEMO_SHOP_ID, {
      texts,
      address: { lat: 25.2, lng: 55.27, address: 'Bay Square', address_ar: 'باي سكوير' },
      social: fullSocial,
    });
    expect(result.saved).toEqual(['texts', 'address']);
    expect(result.failed).toEqual([{ part: 'social', error: expect.objectContaining({ status: 500 }) }]);
    expect(shopRecord()).toMatchObject({ headline_ar: 'طازج كل صباح', latlng: [25.2, 55.27], address_ar: 'باي سكوير' });
  });

  it('sends every network, empty for none, to PUT /api/shop/{id}/social-media (no /v1)', async () => {
    const seen = recordRequests();
    await saveShopProfile(signedIn(), DEMO_SHOP_ID, { social: fullSocial });
    expect(seen[0]?.path).toBe(`/api/shop/${DEMO_SHOP_ID}/social-media`);
    expect(JSON.parse(await (seen[0]?.body ?? Promise.resolve('{}')))).toEqual(fullSocial);
    const stored = db().tables.socialMedia.find((s) => s.shop === DEMO_SHOP_ID);
    expect(stored).toMatchObject({ instagram: 'https://instagram.com/alwaha', whatsapp: 'https://wa.me/971501112233' });
    expect(stored).not.toHaveProperty('facebook');
  });

  it('saves to the shop a lead picked, not to their own', async () => {
    const branch = branchShopId(DEMO_SHOP_ID);
    const result = await saveShopProfile(signedIn(), branch, { texts: { ...texts, headline_ar: 'فرع مردف' } });
    expect(result.failed).toEqual([]);
    expect(shopRecord(branch)?.headline_ar).toBe('فرع مردف');
    expect(shopRecord()?.headline_ar).not.toBe('فرع مردف');
  });
});

describe('pictures', () => {
  it('uploads a picture as multipart with the options and the file', async () => {
    const seen = recordRequests();
    const result = await uploadShopImage(
      signedIn(),
      DEMO_SHOP_ID,
      new File([new Uint8Array([1, 2, 3])], 'front.png', { type: 'image/png' }),
    );
    expect(result.error).toBeNull();
    expect(result.data?.id).toBeTruthy();
    expect(seen[0]?.type).toMatch(/^multipart\/form-data/);
    expect(shopRecord()?.images.some((i) => i.id === result.data?.id)).toBe(true);
  });

  it('refuses an upload without a file as "Upload Request Invalid Data" and sends nothing (vendor spec §5, §8)', async () => {
    const seen = recordRequests();
    const result = await uploadShopImage(signedIn(), DEMO_SHOP_ID, null);
    expect(result.error).toMatchObject({ kind: 'client', message: 'Upload Request Invalid Data' });
    expect(seen).toEqual([]);
  });
});

describe('the video (vendor spec §5)', () => {
  it('answers "video not found" for an upload without a file, and sends nothing', async () => {
    const seen = recordRequests();
    const result = await uploadShopVideo(signedIn(), DEMO_SHOP_ID, { file: undefined, side: 'phone' });
    expect(result.error).toMatchObject({ kind: 'client', message: 'video not found', code: 'video_not_found' });
    expect(seen).toEqual([]);
  });

  it('sends the delete flag without a file', async () => {
    const seen = recordRequests();
    expect((await deleteShopVideo(signedIn(), DEMO_SHOP_ID)).error).toBeNull();
    expect(seen[0]?.type).toMatch(/application\/json/);
    expect(JSON.parse(await (seen[0]?.body ?? Promise.resolve('{}')))).toEqual({ shop: DEMO_SHOP_ID, delete: true });
    expect(db().tables.shopVideos.some((v) => v.shop === DEMO_SHOP_ID)).toBe(false);
  });

  it('uploads one side, then clears the other side alone with "No video"', async () => {
    const client = signedIn();
    const uploaded = await uploadShopVideo(client, DEMO_SHOP_ID, {
      file: new File(['v'], 'tour.mp4', { type: 'video/mp4' }),
      side: 'phone',
    });
    expect(uploaded.error).toBeNull();
    const saved = await saveShopVideoLinks(client, DEMO_SHOP_ID, { desktop: { provider: 'none' }, phone: { provider: 'upload' } });
    expect(saved.error).toBeNull();
    const video = db().tables.shopVideos.find((v) => v.shop === DEMO_SHOP_ID);
    expect(video).toMatchObject({ phoneProvider: 'upload' });
    expect(video).not.toHaveProperty('desktopProvider');
  });

  it('sends the delete flag when both sides are set to "No video", and nothing when every side is an upload', async () => {
    const seen = recordRequests();
    const client = signedIn();
    await saveShopVideoLinks(client, DEMO_SHOP_ID, { desktop: { provider: 'none' }, phone: { provider: 'none' } });
    expect(JSON.parse(await (seen[0]?.body ?? Promise.resolve('{}')))).toEqual({ shop: DEMO_SHOP_ID, delete: true });
    const none = await saveShopVideoLinks(client, DEMO_SHOP_ID, { desktop: { provider: 'upload' }, phone: { provider: 'upload' } });
    expect(none.error?.message).toBe('video not found');
    expect(seen).toHaveLength(1);
  });
});
