/**
 * Saving the header slider (vendor spec §7 Slider). The editor hands over the whole slider as
 * the owner left it; `saveSlider` works out the calls: removed slides (`delete-slide`), new ones
 * (`add-slider`, a multipart upload with the picture), changed texts (`edit-slider`), new pictures
 * and videos (`images/upload`, `video/upload`), the display type and the order (`mange-header`,
 * whose `order` is our answer to the spec's missing reorder call, decision 0052) and the button
 * (`manage-cta-btn`). Then the slider is read again, whatever happened.
 *
 * §5: a new slide without a picture is "image required" and makes no call, and a video upload
 * without a file is "video not found" unless the video is being removed.
 */
import type { ScopedMutator } from 'swr';
import { apiError, type ApiClient, type ApiError, type ApiResult, type CtaButton, type Slide, type Slider } from '@dukkan/core';
import { marketingKeys } from './keys.ts';

/** Text of vendor spec §5/§8. */
export const IMAGE_REQUIRED_MESSAGE = 'image required';
const VIDEO_NOT_FOUND_MESSAGE = 'video not found';

export interface SlideDraft {
  /** Absent for a slide added in the editor and not saved yet. */
  id?: string;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  showOverlay: boolean;
  /** A picture chosen in the editor, to upload. */
  imageFile?: Blob;
  /** A video chosen in the editor, to upload. */
  videoFile?: Blob;
  /** The slide's video is to be removed (the delete flag of `video/upload`). */
  removeVideo?: boolean;
}

export interface CtaDraft {
  actionType: CtaButton['actionType'];
  selectedId?: string;
  subCatId?: string;
  title_btn: string;
  title_btn_ar: string;
  enable: boolean;
}

export interface SliderDraft {
  displayType: Slider['displayType'];
  /** In the order the storefront shows them. */
  slides: SlideDraft[];
  cta: CtaDraft;
}

export type SliderStep = 'delete' | 'add' | 'edit' | 'image' | 'video' | 'order' | 'cta';

export type SliderSaveResult =
  | { error: null }
  | {
      error: ApiError;
      step: SliderStep;
      slideIndex?: number;
      /** Slides added before the refusal (their place in the draft and new id): a second save must not add them again. */
      created: { slideIndex: number; id: string }[];
    };

export interface SliderContext {
  client: Pick<ApiClient, 'call' | 'upload'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

export function imageRequired(): ApiError {
  return apiError('client', 400, IMAGE_REQUIRED_MESSAGE, 'image_required');
}

const TEXT_FIELDS = ['title', 'title_ar', 'description', 'description_ar'] as const;

function slideTexts(draft: SlideDraft) {
  const texts: Record<string, string | boolean> = { showOverlay: draft.showOverlay };
  for (const key of TEXT_FIELDS) texts[key] = draft[key].trim();
  return texts;
}

function textsChanged(before: Slide, draft: SlideDraft): boolean {
  return before.showOverlay !== draft.showOverlay || TEXT_FIELDS.some((key) => (before[key] ?? '') !== draft[key].trim());
}

function ctaBody(cta: CtaDraft): Record<string, unknown> {
  const target = cta.actionType === 'none' ? {} : { selectedId: cta.selectedId, ...(cta.subCatId ? { subCatId: cta.subCatId } : {}) };
  return {
    actionType: cta.actionType,
    ...target,
    title_btn: cta.title_btn.trim(),
    title_btn_ar: cta.title_btn_ar.trim(),
    enable: cta.actionType !== 'none' && cta.enable,
  };
}

function ctaChanged(before: CtaButton, cta: CtaDraft): boolean {
  const now = ctaBody(cta);
  const was = ctaBody({ ...before, title_btn_ar: before.title_btn_ar ?? '' });
  return JSON.stringify(now) !== JSON.stringify(was);
}

const idOf = (data: unknown): string | undefined =>
  data && typeof data === 'object' && 'id' in data && (typeof data.id === 'string' || typeof data.id === 'number')
    ? String(data.id)
    : undefined;

/**
 * PUT video/upload for one slide: the file, or the delete flag without a file. Neither is
 * "video not found" and nothing is sent (§5).
 */
export async function uploadSlideVideo(
  ctx: Pick<SliderContext, 'client' | 'shop'>,
  slideId: string,
  change: { file?: Blob; remove?: boolean },
): Promise<ApiResult<unknown>> {
  if (change.remove)
    return ctx.client.call('managementShopHeaderSettingsVideoUpload', { body: { shop: ctx.shop, id: slideId, delete: true } });
  if (!change.file) return { data: null, error: apiError('client', 400, VIDEO_NOT_FOUND_MESSAGE, 'video_not_found') };
  return ctx.client.upload('managementShopHeaderSettingsVideoUpload', { options: { shop: ctx.shop, id: slideId }, file: change.file });
}

/** POST add-slider: the picture with the slide's texts. Without a picture: "image required", no call (§5). */
export async function addSlide(
  ctx: Pick<SliderContext, 'client' | 'shop'>,
  sliderId: string,
  draft: SlideDraft,
): Promise<ApiResult<unknown>> {
  if (!draft.imageFile) return { data: null, error: imageRequired() };
  return ctx.client.upload('managementShopHeaderSettingsAddSlider', {
    options: { shop: ctx.shop, slider: sliderId, ...slideTexts(draft) },
    file: draft.imageFile,
  });
}

type Step = () => Promise<{ result: ApiResult<unknown>; step: SliderStep; slideIndex?: number } | null>;

async function runSteps(steps: Step[], created: () => { slideIndex: number; id: string }[]): Promise<SliderSaveResult> {
  for (const run of steps) {
    const outcome = await run();
    if (outcome?.result.error) {
      const { result, step, slideIndex } = outcome;
      const base = { error: result.error, step, created: created() };
      return slideIndex === undefined ? base : { ...base, slideIndex };
    }
  }
  return { error: null };
}

/** Saves the editor's slider against the one it started from; stops at the first refusal and reads the slider again. */
export async function saveSlider(ctx: SliderContext, before: Slider, draft: SliderDraft): Promise<SliderSaveResult> {
  // §5: checked before anything is sent, so a refused slide leaves the rest unsaved too.
  const missing = draft.slides.findIndex((slide) => !slide.id && !slide.imageFile);
  if (missing >= 0) return { error: imageRequired(), step: 'add', slideIndex: missing, created: [] };

  const { client, shop } = ctx;
  const kept = new Set(draft.slides.flatMap((s) => (s.id ? [s.id] : [])));
  const ids: (string | undefined)[] = draft.slides.map((s) => s.id);
  const steps: Step[] = [];

  for (const slide of before.slides.filter((s) => !kept.has(s.id))) {
    steps.push(async () => ({
      step: 'delete',
      result: await client.call('managementShopHeaderSettingsDeleteSlide', { body: { shop, slider: before.id, id: slide.id } }),
    }));
  }
  draft.slides.forEach((slide, slideIndex) => {
    const was = slide.id ? before.slides.find((s) => s.id === slide.id) : undefined;
    if (!slide.id) {
      steps.push(async () => {
        const result = await addSlide(ctx, before.id, slide);
        ids[slideIndex] = idOf(result.data);
        return { step: 'add', slideIndex, result };
      });
    } else {
      const id = slide.id;
      if (!was || textsChanged(was, slide)) {
        steps.push(async () => ({
          step: 'edit',
          slideIndex,
          result: await client.call('managementShopHeaderSettingsEditSlider', {
            body: { shop, slider: before.id, id, ...slideTexts(slide) },
          }),
        }));
      }
      if (slide.imageFile) {
        const file = slide.imageFile;
        steps.push(async () => ({
          step: 'image',
          slideIndex,
          result: await client.upload('managementShopHeaderSettingsImagesUpload', { options: { shop, slider: before.id, id }, file }),
        }));
      }
    }
    if (slide.videoFile || (slide.removeVideo && was?.video)) {
      steps.push(async () => {
        const id = ids[slideIndex];
        if (!id) return null;
        const change = slide.videoFile ? { file: slide.videoFile } : { remove: true };
        return { step: 'video', slideIndex, result: await uploadSlideVideo(ctx, id, change) };
      });
    }
  });
  steps.push(async () => {
    const order = ids.filter((id): id is string => Boolean(id));
    // Where the server has them now: the kept slides as they were, then the new ones appended.
    const added = ids.filter((id, i): id is string => Boolean(id) && !draft.slides[i]?.id);
    const current = [...before.slides.filter((s) => kept.has(s.id)).map((s) => s.id), ...added];
    if (draft.displayType === before.displayType && order.join('\n') === current.join('\n')) return null;
    return {
      step: 'order',
      result: await client.call('managementShopMangeHeader', { body: { shop, slider: before.id, displayType: draft.displayType, order } }),
    };
  });
  if (ctaChanged(before.cta, draft.cta)) {
    steps.push(async () => ({
      step: 'cta',
      result: await client.call('managementShopHeaderSettingsManageCtaBtn', { body: { shop, slider: before.id, ...ctaBody(draft.cta) } }),
    }));
  }

  const created = () =>
    draft.slides.flatMap((slide, slideIndex) => {
      const id = ids[slideIndex];
      return !slide.id && id ? [{ slideIndex, id }] : [];
    });
  const outcome = await runSteps(steps, created);
  await ctx.mutate(marketingKeys.slider(shop));
  return outcome;
}
