import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Blog, Slide, Slider, SocialCard } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { OTHER_SHOP, SHOP, call, resetTestDb, startServer, tokenFor, uploadForm } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const slider = () => tables.sliders.find((s) => s.shop === SHOP);
const jpeg = { name: 'slide.jpg', type: 'image/jpeg' };
const mp4 = { name: 'clip.mp4', type: 'video/mp4' };

describe('header slider', () => {
  it('answers 422 image required when a slide comes without an image file', async () => {
    for (const request of [{ body: { title: 'No picture' } }, { form: uploadForm({ title: 'No picture' }) }]) {
      const res = await call('managementShopHeaderSettingsAddSlider', { token, ...request });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ message: 'image required', code: 'image_required' });
    }
    expect(slider()?.slides).toHaveLength(4);
  });

  it('adds a slide from an upload, edits and deletes it', async () => {
    const added = await call<Slide>('managementShopHeaderSettingsAddSlider', {
      token,
      form: uploadForm({ title: 'Mango season', title_ar: 'موسم المانجو', showOverlay: false }, jpeg),
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Mango season', title_ar: 'موسم المانجو', showOverlay: false });
    expect(added.body.data?.image).toMatch(/^data:image\/jpeg;base64,/);
    const id = added.body.data?.id ?? '';
    expect(
      (await call('managementShopHeaderSettingsEditSlider', { token, body: { id, description: 'Alphonso and Kent' } })).body.data,
    ).toMatchObject({ description: 'Alphonso and Kent' });
    expect((await call('managementShopHeaderSettingsDeleteSlide', { token, body: { id } })).status).toBe(200);
    expect(slider()?.slides.some((s) => s.id === id)).toBe(false);
  });

  it('needs the options part with the image file', async () => {
    const res = await call('managementShopHeaderSettingsAddSlider', { token, form: uploadForm(undefined, jpeg) });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Upload Request Invalid Data');
  });

  it('uploads, refuses and deletes a slide video', async () => {
    const id = slider()?.slides[0]?.id ?? '';
    const missing = await call('managementShopHeaderSettingsVideoUpload', { token, form: uploadForm({ id }) });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ message: 'video not found', code: 'video_not_found' });
    expect((await call('managementShopHeaderSettingsVideoUpload', { token, body: { id } })).body.error?.code).toBe('video_not_found');
    const uploaded = await call<Slide>('managementShopHeaderSettingsVideoUpload', { token, form: uploadForm({ id }, mp4) });
    expect(uploaded.body.data?.video).toMatch(/clip\.mp4$/);
    expect((await call('managementShopHeaderSettingsVideoUpload', { token, form: uploadForm({ id }, jpeg) })).status).toBe(422);
    const removed = await call<Slide>('managementShopHeaderSettingsVideoUpload', { token, form: uploadForm({ id, delete: true }) });
    expect(removed.status).toBe(200);
    expect(removed.body.data).not.toHaveProperty('video');
  });

  it('replaces a slide image and refuses an upload without a file', async () => {
    const id = slider()?.slides[1]?.id ?? '';
    expect((await call('managementShopHeaderSettingsImagesUpload', { token, form: uploadForm({ id }) })).body.error?.code).toBe(
      'image_required',
    );
    const res = await call<Slide>('managementShopHeaderSettingsImagesUpload', { token, form: uploadForm({ id }, jpeg) });
    expect(res.body.data?.image).toBe(`data:image/jpeg;base64,${btoa('slide.jpg')}`);
  });

  it('sets the display type and a call-to-action to a real category', async () => {
    expect((await call<Slider>('managementShopMangeHeader', { token, body: { displayType: 'video' } })).body.data?.displayType).toBe(
      'video',
    );
    const cta = await call('managementShopHeaderSettingsManageCtaBtn', {
      token,
      body: { actionType: 'category', selectedId: 'cat-fruits', title_btn: 'Shop fruits', title_btn_ar: 'تسوّق', enable: true },
    });
    expect(cta.body.data).toMatchObject({ actionType: 'category', selectedId: 'cat-fruits', enable: true });
    expect(
      (
        await call('managementShopHeaderSettingsManageCtaBtn', {
          token,
          body: { actionType: 'category', selectedId: 'cat-nope', title_btn: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('managementShopHeaderSettingsManageCtaBtn', {
          token,
          body: { actionType: 'url', selectedId: 'ftp://x', title_btn: 'x' },
        })
      ).status,
    ).toBe(422);
    const info = await call<{ slider: Slider; categories: unknown[] }>('managementShopHeaderSettingsInfoForSetting', { token });
    expect(info.body.data?.slider.cta.selectedId).toBe('cat-fruits');
    expect(info.body.data?.categories.length).toBeGreaterThan(5);
  });
});

describe('social cards', () => {
  it('creates a card with an image file and updates it by id', async () => {
    const created = await call<SocialCard>('shopSocialCards', {
      token,
      params: { shop: SHOP },
      form: uploadForm({ title: 'Weekend offers', description: 'Up to 30% off' }, { ...jpeg, field: 'imageFile' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data?.image).toMatch(/^data:image\/jpeg;base64,/);
    const updated = await call<SocialCard>('shopSocialCards', {
      token,
      params: { shop: SHOP },
      body: { id: created.body.data?.id, twitterCard: 'summary', twitterSite: '@dukkan' },
    });
    expect(updated.body.data).toMatchObject({ title: 'Weekend offers', twitterCard: 'summary', twitterSite: '@dukkan' });
    const cards = await call<SocialCard[]>('vendorShopSocialMediaGetMetaCards', { token, params: { shop: SHOP } });
    expect(cards.body.data).toHaveLength(4);
    expect((await call('vendorShopSocialMediaGetMetaCards', { token, params: { shop: OTHER_SHOP } })).status).toBe(404);
  });
});

describe('blogs', () => {
  it('creates, fills, publishes and deletes a post', async () => {
    const created = await call<Blog>('blogsCreate', {
      token,
      form: uploadForm({ title: 'Date season', title_ar: 'موسم التمور', person: 'Khalid' }, jpeg),
    });
    expect(created.status).toBe(201);
    const id = created.body.data?.id ?? '';
    expect((await call('blogsPublish', { token, params: { id }, body: { state: true } })).body.error?.code).toBe('blog_empty');
    const blocks = [
      { type: 'heading', text: 'Khalas or Sukkari?' },
      { type: 'list', items: ['Khalas', 'Sukkari'] },
    ];
    expect(
      (await call('blogsContent', { token, params: { id }, body: { blocks, blocks_ar: [{ type: 'paragraph', text: 'خلاص أم سكري؟' }] } }))
        .status,
    ).toBe(200);
    expect((await call<Blog>('blogsPublish', { token, params: { id }, body: { state: 'published' } })).body.data?.published).toBe(true);
    const listed = await call<Blog[]>('blogsList', { token });
    expect(listed.body.data?.some((b) => b.id === id)).toBe(true);
    expect(listed.body.data?.every((b) => b.shop === SHOP)).toBe(true);
    const image = created.body.data?.image ?? '';
    expect((await call('blogsDeleteImage', { token, body: { blog: id, image } })).status).toBe(200);
    expect((await call('blogsDelete', { token, params: { id } })).status).toBe(200);
    expect(tables.blogs.some((b) => b.id === id)).toBe(false);
  });

  it("keeps link blocks with an http, https or mailto target and the blocks' optional fields", async () => {
    const id = tables.blogs.find((b) => b.shop === SHOP)?.id ?? '';
    const blocks = [
      { type: 'link', text: 'Our farm', url: 'https://example.com/farm' },
      { type: 'link', text: 'Write to us', url: 'mailto:hello@example.com' },
      { type: 'list', items: ['One', 'Two'], ordered: true },
      { type: 'quote', text: 'Dates first.', cite: 'Grandmother' },
      { type: 'image', url: '/mock-assets/products/dates.svg', alt: 'A bowl of dates' },
    ];
    const res = await call<Blog>('blogsContent', { token, params: { id }, body: { blocks, blocks_ar: [] } });
    expect(res.status).toBe(200);
    expect(res.body.data?.blocks).toEqual(blocks);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'java\tscript:alert(1)', '/relative', 'ftp://example.com/'])(
    'refuses a link block to %s',
    async (url) => {
      const id = tables.blogs.find((b) => b.shop === SHOP)?.id ?? '';
      const res = await call('blogsContent', {
        token,
        params: { id },
        body: { blocks: [{ type: 'link', text: 'x', url }], blocks_ar: [] },
      });
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe('invalid_url');
    },
  );

  it.each(['//evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'])(
    'refuses an image block from %s, which the storefront would not show',
    async (url) => {
      const id = tables.blogs.find((b) => b.shop === SHOP)?.id ?? '';
      const res = await call('blogsContent', {
        token,
        params: { id },
        body: { blocks: [{ type: 'image', url, alt: 'x' }], blocks_ar: [] },
      });
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe('invalid_url');
    },
  );

  it('rejects malformed content blocks', async () => {
    const id = tables.blogs.find((b) => b.shop === SHOP)?.id ?? '';
    const res = await call('blogsContent', { token, params: { id }, body: { blocks: [{ type: 'video', url: 'x' }], blocks_ar: [] } });
    expect(res.status).toBe(422);
  });
});
