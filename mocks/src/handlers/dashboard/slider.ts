/**
 * The storefront header slider (vendor spec §3 "Slider", §7 "Slider"): display type,
 * slides with an image or video, and the call-to-action button. Spec rules: a slide image
 * without a file is "image required" (§5, §8); a video upload without a file is "video not
 * found" unless the delete flag is set, which removes the video.
 */
import type { CtaButton, EndpointName, Slide, Slider } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { ownShopRecord } from './shop.ts';
import {
  checkedFile,
  conflict,
  domainScenarios,
  findOr404,
  invalid,
  notFound,
  optionalBoolean,
  optionalId,
  optionalText,
  readEnum,
  readId,
  readText,
  readUrl,
  removeRow,
  staffRoute,
  uploadUrl,
  withoutShop,
  type Fields,
} from './support/index.ts';

const names = [
  'managementShopMangeHeader',
  'managementShopHeaderSettingsAddSlider',
  'managementShopHeaderSettingsEditSlider',
  'managementShopHeaderSettingsManageCtaBtn',
  'managementShopHeaderSettingsDeleteSlide',
  'managementShopHeaderSettingsInfoForSetting',
  'managementShopHeaderSettingsImagesUpload',
  'managementShopHeaderSettingsVideoUpload',
] as const satisfies readonly EndpointName[];

const MAX_SLIDES = 10;

type SliderRow = Slider & { shop: string };

/** The shop's slider (a shop has one), created empty on first use; `slider`, when sent, must be its id. */
function sliderOf(shop: string, f: Fields): SliderRow {
  const { tables } = db();
  const requested = optionalId(f, 'slider');
  let row = tables.sliders.find((s) => s.shop === shop);
  if (requested && row?.id !== requested) throw notFound('Slider');
  if (!row) {
    row = {
      shop,
      id: db().nextId('slider'),
      displayType: 'carousel',
      slides: [],
      cta: { actionType: 'none', title_btn: '', enable: false },
    };
    tables.sliders.push(row);
  }
  return row;
}

function imageRequired(): never {
  throw invalid('image required', 'image_required');
}

function slideText(f: Fields): Partial<Slide> {
  const fields: Partial<Slide> = {};
  for (const key of ['title', 'title_ar', 'description', 'description_ar'] as const) {
    const value = optionalText(f, key, key.startsWith('title') ? 120 : 300);
    if (value !== undefined) fields[key] = value;
  }
  const overlay = optionalBoolean(f, 'showOverlay');
  if (overlay !== undefined) fields.showOverlay = overlay;
  return fields;
}

/**
 * The spec has no reorder call (§7 Slider). The header call carries the slides' order as
 * `order`, every slide id once (decision 0052); without it the order stays.
 */
function reordered(slider: SliderRow, order: unknown): Slide[] {
  if (!Array.isArray(order)) throw invalid('order must be a list of slide ids.', 'invalid_field');
  const ids = order.map(String);
  if (ids.length !== slider.slides.length || new Set(ids).size !== ids.length) {
    throw invalid('order must name every slide once.', 'invalid_field');
  }
  return ids.map((id) => findOr404(slider.slides, id, 'Slide'));
}

const mangeHeader = staffRoute('managementShopMangeHeader', ({ shop, f }) => {
  const slider = sliderOf(shop, f);
  const displayType = readEnum(f, 'displayType', ['image', 'video', 'carousel'] as const);
  const slides = f.order === undefined ? slider.slides : reordered(slider, f.order);
  slider.displayType = displayType;
  slider.slides = slides;
  db().touch();
  return ok(withoutShop(slider));
});

const addSlider = staffRoute('managementShopHeaderSettingsAddSlider', ({ ctx, shop, f }) => {
  const file = checkedFile(ctx, 'image');
  if (!file) imageRequired();
  const slider = sliderOf(shop, f);
  if (slider.slides.length >= MAX_SLIDES) throw conflict(`A slider holds at most ${MAX_SLIDES} slides.`, 'too_many_slides');
  const slide: Slide = { id: db().nextId('slide'), title: '', showOverlay: true, ...slideText(f), image: uploadUrl(shop, file) };
  slider.slides.push(slide);
  db().touch();
  return ok(slide, { status: 201 });
});

function slideOf(slider: SliderRow, f: Fields): Slide {
  return findOr404(slider.slides, readId(f), 'Slide');
}

const editSlider = staffRoute('managementShopHeaderSettingsEditSlider', ({ shop, f }) => {
  const slide = slideOf(sliderOf(shop, f), f);
  Object.assign(slide, slideText(f));
  db().touch();
  return ok(slide);
});

function ctaTarget(shop: string, f: Fields, actionType: CtaButton['actionType']): Pick<CtaButton, 'selectedId' | 'subCatId'> {
  if (actionType === 'none') return {};
  if (actionType === 'url') return { selectedId: readUrl(f, 'selectedId') };
  const selectedId = readId(f, 'selectedId');
  if (actionType === 'product') {
    if (!db().tables.shopProducts.some((sp) => sp.shop === shop && sp.id === selectedId)) throw notFound('Product');
    return { selectedId };
  }
  const category = ownShopRecord(shop).mainCategories.find((c) => c.id === selectedId);
  if (!category) throw notFound('Category');
  const subCatId = optionalId(f, 'subCatId');
  if (subCatId && !category.subCategories.some((s) => s.id === subCatId)) throw notFound('Sub-category');
  return subCatId ? { selectedId, subCatId } : { selectedId };
}

const manageCta = staffRoute('managementShopHeaderSettingsManageCtaBtn', ({ shop, f }) => {
  const slider = sliderOf(shop, f);
  const actionType = readEnum(f, 'actionType', ['category', 'product', 'url', 'none'] as const);
  const enable = actionType !== 'none' && read.boolean(f, 'enable', true);
  const title_btn = enable ? readText(f, 'title_btn', 40) : (optionalText(f, 'title_btn', 40) ?? '');
  const title_btn_ar = optionalText(f, 'title_btn_ar', 40);
  slider.cta = { actionType, ...ctaTarget(shop, f, actionType), title_btn, ...(title_btn_ar ? { title_btn_ar } : {}), enable };
  db().touch();
  return ok(slider.cta);
});

const deleteSlide = staffRoute('managementShopHeaderSettingsDeleteSlide', ({ shop, f }) => {
  const slider = sliderOf(shop, f);
  const slide = slideOf(slider, f);
  removeRow(slider.slides, slide);
  db().touch();
  return ok(withoutShop(slider));
});

const infoForSetting = staffRoute('managementShopHeaderSettingsInfoForSetting', ({ shop, f }) => {
  const slider = sliderOf(shop, { slider: f.id });
  const categories = ownShopRecord(shop).mainCategories.map(({ id, name, name_ar, subCategories }) => ({
    id,
    name,
    name_ar,
    subCategories,
  }));
  return ok({ slider: withoutShop(slider), categories });
});

const imagesUpload = staffRoute('managementShopHeaderSettingsImagesUpload', ({ ctx, shop, f }) => {
  const file = checkedFile(ctx, 'image');
  if (!file) imageRequired();
  const url = uploadUrl(shop, file);
  // With a slide id the picture replaces that slide's; without, the URL is returned for a new slide.
  if (f.id === undefined) return ok({ url });
  const slide = slideOf(sliderOf(shop, f), f);
  slide.image = url;
  db().touch();
  return ok(slide);
});

const videoUpload = staffRoute('managementShopHeaderSettingsVideoUpload', ({ ctx, shop, f }) => {
  const remove = read.boolean(f, 'delete');
  const file = remove ? undefined : checkedFile(ctx, 'video');
  if (!remove && !file) throw invalid('video not found', 'video_not_found');
  const slide = slideOf(sliderOf(shop, f), f);
  if (file) slide.video = uploadUrl(shop, file);
  else delete slide.video;
  db().touch();
  return ok(slide);
});

export const sliderScenarios = domainScenarios({
  names,
  handlers: [mangeHeader, addSlider, editSlider, manageCta, deleteSlide, infoForSetting, imagesUpload, videoUpload],
  empty: [
    staffRoute('managementShopHeaderSettingsInfoForSetting', ({ shop, f }) => {
      const slider = sliderOf(shop, { slider: f.id });
      return ok({ slider: { ...withoutShop(slider), slides: [] }, categories: [] });
    }),
  ],
  cases: {
    // The spec's own error answers are default behaviour; named here for stories.
    imageRequired: [staffRoute('managementShopHeaderSettingsAddSlider', () => imageRequired())],
    videoNotFound: [
      staffRoute('managementShopHeaderSettingsVideoUpload', () => {
        throw invalid('video not found', 'video_not_found');
      }),
    ],
  },
});
