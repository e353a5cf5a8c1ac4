/**
 * The slider editor's form values and their conversions. Slides live in a record keyed by a
 * key that never changes (`k0`, `k1` … for saved slides, `n1` … for new ones) with their order
 * as a list of keys, so a reorder changes one value and every field keeps its name.
 */
import type { CtaButton, Slide, Slider } from '@dukkan/core';

export interface MediaValue {
  /** What the slide has now (saved, or a preview of a chosen file). */
  url?: string;
  /** A file chosen in the editor and not uploaded yet. */
  file?: File;
}

export interface SlideValues {
  id?: string;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  showOverlay: boolean;
  /** Null when the slide has no picture: a new slide then is "image required" (vendor spec §5). */
  image: MediaValue | null;
  video: MediaValue | null;
}

export interface CtaValues {
  actionType: CtaButton['actionType'];
  /** `c~<category>`, `s~<category>~<sub-category>` or `p~<product>` (the searchable list's option ids). */
  target: string;
  url: string;
  title_btn: string;
  title_btn_ar: string;
  enable: boolean;
}

export interface SliderFormValues {
  displayType: Slider['displayType'];
  order: string[];
  slides: Record<string, SlideValues>;
  cta: CtaValues;
  [key: string]: unknown;
}

/** What the editor hands to `onSave`: the slider as the owner left it (data's `SliderDraft`). */
export interface SliderEditorDraft {
  displayType: Slider['displayType'];
  slides: {
    id?: string;
    title: string;
    title_ar: string;
    description: string;
    description_ar: string;
    showOverlay: boolean;
    imageFile?: Blob;
    videoFile?: Blob;
    removeVideo?: boolean;
  }[];
  cta: {
    actionType: CtaButton['actionType'];
    selectedId?: string;
    subCatId?: string;
    title_btn: string;
    title_btn_ar: string;
    enable: boolean;
  };
}

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;
export const BUTTON_MAX = 40;
export const MAX_SLIDES = 10;

export function slideValuesOf(slide: Slide): SlideValues {
  return {
    id: slide.id,
    title: slide.title,
    title_ar: slide.title_ar ?? '',
    description: slide.description ?? '',
    description_ar: slide.description_ar ?? '',
    showOverlay: slide.showOverlay,
    image: slide.image ? { url: slide.image } : null,
    video: slide.video ? { url: slide.video } : null,
  };
}

export function emptySlide(): SlideValues {
  return { title: '', title_ar: '', description: '', description_ar: '', showOverlay: true, image: null, video: null };
}

function targetOf(cta: CtaButton): string {
  if (!cta.selectedId) return '';
  if (cta.actionType === 'product') return `p~${cta.selectedId}`;
  if (cta.actionType === 'category') return cta.subCatId ? `s~${cta.selectedId}~${cta.subCatId}` : `c~${cta.selectedId}`;
  return '';
}

export function formValuesOf(slider: Slider): SliderFormValues {
  const slides: Record<string, SlideValues> = {};
  const order = slider.slides.map((slide, i) => {
    slides[`k${i}`] = slideValuesOf(slide);
    return `k${i}`;
  });
  const { cta } = slider;
  return {
    displayType: slider.displayType,
    order,
    slides,
    cta: {
      actionType: cta.actionType,
      target: targetOf(cta),
      url: cta.actionType === 'url' ? (cta.selectedId ?? '') : '',
      title_btn: cta.title_btn,
      title_btn_ar: cta.title_btn_ar ?? '',
      enable: cta.enable,
    },
  };
}

function ctaOf(cta: CtaValues): SliderEditorDraft['cta'] {
  const titles = { title_btn: cta.title_btn, title_btn_ar: cta.title_btn_ar, enable: cta.enable };
  if (cta.actionType === 'url') return { actionType: 'url', selectedId: cta.url.trim(), ...titles };
  if (cta.actionType === 'none') return { actionType: 'none', ...titles };
  const [kind, first, second] = cta.target.split('~');
  if (cta.actionType === 'product') return { actionType: 'product', ...(kind === 'p' && first ? { selectedId: first } : {}), ...titles };
  return {
    actionType: 'category',
    ...(first && (kind === 'c' || kind === 's') ? { selectedId: first } : {}),
    ...(kind === 's' && second ? { subCatId: second } : {}),
    ...titles,
  };
}

export function draftOf(values: SliderFormValues): SliderEditorDraft {
  return {
    displayType: values.displayType,
    slides: values.order.flatMap((key) => {
      const slide = values.slides[key];
      if (!slide) return [];
      const { id, title, title_ar, description, description_ar, showOverlay, image, video } = slide;
      return [
        {
          ...(id ? { id } : {}),
          title,
          title_ar,
          description,
          description_ar,
          showOverlay,
          ...(image?.file ? { imageFile: image.file } : {}),
          ...(video?.file ? { videoFile: video.file } : {}),
          ...(!video ? { removeVideo: true } : {}),
        },
      ];
    }),
    cta: ctaOf(values.cta),
  };
}

/** The slider the preview draws: the form's values as the storefront would show them. */
export function previewSliderOf(values: SliderFormValues, urlOf: (file: File) => string): Slider {
  const cta = ctaOf(values.cta);
  return {
    id: 'preview',
    displayType: values.displayType,
    slides: values.order.flatMap((key) => {
      const slide = values.slides[key];
      if (!slide) return [];
      const image = slide.image?.file ? urlOf(slide.image.file) : slide.image?.url;
      const video = slide.video?.file ? urlOf(slide.video.file) : slide.video?.url;
      return [
        {
          id: key,
          title: slide.title,
          title_ar: slide.title_ar,
          description: slide.description,
          description_ar: slide.description_ar,
          showOverlay: slide.showOverlay,
          ...(image ? { image } : {}),
          ...(video ? { video } : {}),
        },
      ];
    }),
    cta: { ...cta, title_btn_ar: cta.title_btn_ar },
  };
}
