/**
 * The header slider's data layer against the mock API (msw/node): the seeded slider read,
 * a new slide without a picture refused with "image required" before any call, a save that
 * adds, edits, reorders and removes slides and sets the button, and the storefront's shop
 * answer carrying the saved order.
 */
import { type ScopedMutator } from 'swr';
import { initCache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { type ApiClient, type Slider } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { marketingKeys } from './keys.ts';
import { saveSlider, uploadSlideVideo, type SlideDraft, type SliderDraft } from './mutations.ts';
import { readSlider, readSliderSettings } from './read.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';

const server = useMockServer();

function newMutate(): { mutate: ScopedMutator; revalidated: unknown[] } {
  const [, mutate] = initCache(new Map()) as unknown as [unknown, ScopedMutator];
  const revalidated: unknown[] = [];
  return {
    revalidated,
    mutate: ((key: unknown, ...rest: unknown[]) => {
      revalidated.push(key);
      return (mutate as (...args: unknown[]) => Promise<unknown>)(key, ...rest);
    }) as ScopedMutator,
  };
}

const settings = (client: ApiClient, shop: string) => selectFetcher(client, readSliderSettings)(marketingKeys.slider(shop));

const draftOf = (slider: Slider): SliderDraft => ({
  displayType: slider.displayType,
  slides: slider.slides.map((s) => ({
    id: s.id,
    title: s.title,
    title_ar: s.title_ar ?? '',
    description: s.description ?? '',
    description_ar: s.description_ar ?? '',
    showOverlay: s.showOverlay,
  })),
  cta: { ...slider.cta, title_btn_ar: slider.cta.title_btn_ar ?? '' },
});

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'mango.png', { type: 'image/png' });

function countRequests(match: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(match)) count += 1;
  });
  return () => count;
}

describe('the header slider against the mock API', () => {
  it("reads the shop's slider in order with the categories a button can open", async () => {
    const { client, shop } = await signedInOwner();
    const { slider, categories } = await settings(client, shop);
    expect(slider.slides.map((s) => s.title)).toEqual([
      'Fresh dates from Al Ain',
      'Butchery: fresh local lamb',
      'Weekend bakery',
      'Free delivery over AED 100',
    ]);
    expect(slider.cta).toMatchObject({ actionType: 'category', selectedId: 'cat-fruits', enable: true });
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]?.subCategories.length).toBeGreaterThan(0);
  });

  it('refuses a new slide without a picture with "image required" and sends nothing (§5)', async () => {
    const { client, shop } = await signedInOwner();
    const { slider } = await settings(client, shop);
    const sent = countRequests('/header-settings/');
    const mangeHeader = countRequests('/mange-header');
    const draft = draftOf(slider);
    draft.slides[0] = { ...draft.slides[0]!, title: 'Changed' };
    draft.slides.push({ title: 'No picture', title_ar: '', description: '', description_ar: '', showOverlay: true });
    const { mutate } = newMutate();
    const result = await saveSlider({ client, shop, mutate }, slider, draft);
    expect(result).toMatchObject({ step: 'add', slideIndex: 4, error: { message: 'image required', code: 'image_required' } });
    expect(sent() + mangeHeader()).toBe(0);
    expect((await settings(client, shop)).slider.slides[0]?.title).toBe('Fresh dates from Al Ain');
  });

  it('adds, edits, reorders and removes slides and sets the button in one save', async () => {
    const { client, shop } = await signedInOwner();
    const { slider, categories } = await settings(client, shop);
    const draft = draftOf(slider);
    const [dates, lamb, bakery] = draft.slides as [SlideDraft, SlideDraft, SlideDraft, SlideDraft];
    const mango: SlideDraft = {
      title: 'Mango season',
      title_ar: 'موسم المانجو',
      description: '',
      description_ar: '',
      showOverlay: false,
      imageFile: picture(),
    };
    const category = categories[1]!;
    const sub = category.subCategories[0]!;
    // The fourth slide goes, the new one is second, the bakery first, and the lamb gets new Arabic.
    draft.slides = [bakery, mango, { ...lamb, title_ar: 'لحم غنم طازج كل صباح' }, dates];
    draft.displayType = 'image';
    draft.cta = {
      actionType: 'category',
      selectedId: category.id,
      subCatId: sub.id,
      title_btn: 'See more',
      title_btn_ar: 'المزيد',
      enable: true,
    };
    const { mutate, revalidated } = newMutate();
    expect(await saveSlider({ client, shop, mutate }, slider, draft)).toEqual({ error: null });
    expect(revalidated).toEqual([marketingKeys.slider(shop)]);

    const after = (await settings(client, shop)).slider;
    expect(after.displayType).toBe('image');
    expect(after.slides.map((s) => s.title)).toEqual([
      'Weekend bakery',
      'Mango season',
      'Butchery: fresh local lamb',
      'Fresh dates from Al Ain',
    ]);
    expect(after.slides[1]).toMatchObject({ title_ar: 'موسم المانجو', showOverlay: false });
    expect(after.slides[1]?.image).toMatch(/^data:image\/png;base64,/);
    expect(after.slides[2]?.title_ar).toBe('لحم غنم طازج كل صباح');
    expect(after.cta).toMatchObject({ actionType: 'category', selectedId: category.id, subCatId: sub.id, title_btn_ar: 'المزيد' });

    // The storefront's shop answer carries the slider as saved.
    const light = await client.call('shopLight', { params: { id: shop } });
    const storefront = readSlider((light.data as { shop: { slider?: unknown } }).shop.slider);
    expect(storefront.slides.map((s) => s.id)).toEqual(after.slides.map((s) => s.id));
  });

  it('sends nothing when nothing changed', async () => {
    const { client, shop } = await signedInOwner();
    const { slider } = await settings(client, shop);
    const sent = countRequests('/management/shop/');
    expect(await saveSlider({ client, shop, mutate: newMutate().mutate }, slider, draftOf(slider))).toEqual({ error: null });
    expect(sent()).toBe(0);
  });

  it('stops at a refusal, says which step failed, and reads the slider again', async () => {
    const { client, shop } = await signedInOwner();
    const { slider } = await settings(client, shop);
    const draft = draftOf(slider);
    draft.slides[2] = { ...draft.slides[2]!, title: 'x'.repeat(121) };
    const { mutate, revalidated } = newMutate();
    const result = await saveSlider({ client, shop, mutate }, slider, draft);
    expect(result).toMatchObject({ step: 'edit', slideIndex: 2 });
    expect(result.error?.status).toBe(422);
    expect(revalidated).toHaveLength(1);
  });

  it('uploads a video without a file only to remove one; otherwise "video not found" and no call (§5)', async () => {
    const { client, shop } = await signedInOwner();
    const { slider } = await settings(client, shop);
    const id = slider.slides[0]!.id;
    const sent = countRequests('/video/upload');
    const missing = await uploadSlideVideo({ client, shop }, id, {});
    expect(missing.error).toMatchObject({ message: 'video not found', code: 'video_not_found' });
    expect(sent()).toBe(0);
    const uploaded = await uploadSlideVideo({ client, shop }, id, {
      file: new File([new Uint8Array([0, 0, 0, 24])], 'c.mp4', { type: 'video/mp4' }),
    });
    expect(uploaded.error).toBeNull();
    expect((await settings(client, shop)).slider.slides[0]?.video).toBeTruthy();
    expect((await uploadSlideVideo({ client, shop }, id, { remove: true })).error).toBeNull();
    expect((await settings(client, shop)).slider.slides[0]?.video).toBeUndefined();
    expect(sent()).toBe(2);
  });
});
