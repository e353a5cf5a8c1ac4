/**
 * Reads the answer of `info-for-setting` (vendor spec §7 Slider; the fields are the mock API's,
 * the spec shows none) into the editor's shape. Unknown or missing fields fall back to what the
 * editor can show, and a malformed answer is an error, never a crash in the screen.
 */
import { isRecord, own, type CtaButton, type Slide, type Slider } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export interface SliderSubCategory {
  id: string;
  name: string;
  name_ar?: string;
}

export interface SliderCategory extends SliderSubCategory {
  subCategories: SliderSubCategory[];
}

export interface SliderSettings {
  slider: Slider;
  categories: SliderCategory[];
}

const DISPLAY_TYPES = ['image', 'video', 'carousel'] as const;
const ACTION_TYPES = ['category', 'product', 'url', 'none'] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

function readSlide(value: unknown): Slide | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  return {
    id,
    title: text(own(value, 'title')) ?? '',
    ...optional('title_ar', text(own(value, 'title_ar'))),
    ...optional('description', text(own(value, 'description'))),
    ...optional('description_ar', text(own(value, 'description_ar'))),
    showOverlay: own(value, 'showOverlay') !== false,
    ...optional('image', text(own(value, 'image'))),
    ...optional('video', text(own(value, 'video'))),
  };
}

function readCta(value: unknown): CtaButton {
  if (!isRecord(value)) return { actionType: 'none', title_btn: '', enable: false };
  return {
    actionType: oneOf(own(value, 'actionType'), ACTION_TYPES, 'none'),
    ...optional('selectedId', text(own(value, 'selectedId'))),
    ...optional('subCatId', text(own(value, 'subCatId'))),
    title_btn: text(own(value, 'title_btn')) ?? '',
    ...optional('title_btn_ar', text(own(value, 'title_btn_ar'))),
    enable: own(value, 'enable') === true,
  };
}

/** A slider as the API gives it, in the shop's or the storefront's answer. */
export function readSlider(value: unknown): Slider {
  if (!isRecord(value)) throw invalidAnswer();
  const id = text(own(value, 'id'));
  const slides = own(value, 'slides');
  if (!id || !Array.isArray(slides)) throw invalidAnswer();
  return {
    id,
    displayType: oneOf(own(value, 'displayType'), DISPLAY_TYPES, 'carousel'),
    slides: slides.map(readSlide).filter((s): s is Slide => s !== null),
    cta: readCta(own(value, 'cta')),
  };
}

function readNamed(value: unknown): SliderSubCategory | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  const name = text(own(value, 'name'));
  if (!id || !name) return null;
  return { id, name, ...optional('name_ar', text(own(value, 'name_ar'))) };
}

/** `{ slider, categories }` of `info-for-setting`. */
export function readSliderSettings(data: unknown): SliderSettings {
  if (!isRecord(data)) throw invalidAnswer();
  const categories = own(data, 'categories');
  return {
    slider: readSlider(own(data, 'slider')),
    categories: (Array.isArray(categories) ? categories : []).flatMap((value): SliderCategory[] => {
      const named = readNamed(value);
      if (!named || !isRecord(value)) return [];
      const subs = own(value, 'subCategories');
      return [
        { ...named, subCategories: (Array.isArray(subs) ? subs : []).map(readNamed).filter((s): s is SliderSubCategory => s !== null) },
      ];
    }),
  };
}
