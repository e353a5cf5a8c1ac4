/**
 * The area dialog's draft and its checks, outside React so they are plain to test: money typed
 * in Latin or Arabic-Indic digits read exactly to fils, whole minutes, at least one weekday.
 */
import { toFils, type Fils } from '@dukkan/core';
import type { DeliveryAreaItem, DeliveryAreaValues, DeliveryPricing } from '../shared/types.ts';

export type AreaField = 'area' | 'minOrder' | 'deliveryFee' | 'deliveryTime' | 'thresholdTime' | 'days';
export type AreaErrors = Partial<Record<AreaField, string>>;

export interface AreaDraft {
  area: string;
  minOrder: string;
  deliveryFee: string;
  type: DeliveryPricing;
  deliveryTime: string;
  thresholdTime: string;
  days: string[];
}

/** The server's limits (vendor spec §3; the mock's validation). */
export const MAX_MIN_ORDER_FILS = 1_000_000;
export const MAX_FEE_FILS = 100_000;
export const MIN_MINUTES = 5;
export const MAX_MINUTES = 24 * 60;

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN = /[\u06f0-\u06f9]/g;
const MONEY = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

function latin(typed: string): string {
  return typed
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\s\u200e\u200f\u061c]/g, '');
}

/** Typed AED to fils, exactly (never through a float), or why not. */
export function readAed(typed: string, max: Fils): { fils: Fils } | { problem: 'required' | 'invalid' | 'tooLarge' } {
  const text = latin(typed);
  if (text === '') return { problem: 'required' };
  if (!MONEY.test(text)) return { problem: 'invalid' };
  const fils = toFils(text.replace(/,/g, ''));
  if (fils === null) return { problem: 'invalid' };
  if (fils > max) return { problem: 'tooLarge' };
  return { fils };
}

/** Fils as a field's starting text: "12.50", "45". */
export function aedText(fils: Fils): string {
  const whole = Math.trunc(fils / 100);
  const cents = fils % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

function readMinutes(typed: string): number | 'required' | 'invalid' {
  const text = latin(typed);
  if (text === '') return 'required';
  if (!/^\d{1,4}$/.test(text)) return 'invalid';
  const n = Number(text);
  return n >= MIN_MINUTES && n <= MAX_MINUTES ? n : 'invalid';
}

export function draftOf(area: DeliveryAreaItem | null): AreaDraft {
  const s = area?.settings;
  return {
    area: area?.settings ? area.id : '',
    minOrder: s ? aedText(s.minOrderFils) : '',
    deliveryFee: s ? aedText(s.deliveryFeeFils) : '',
    type: s?.type ?? 'fixed',
    deliveryTime: s ? String(s.deliveryTime) : '',
    thresholdTime: s ? String(s.thresholdTime) : '',
    days: (s?.days ?? [0, 1, 2, 3, 4, 5, 6]).map(String),
  };
}

/** The message id of each problem (static ids, for the i18n check). */
const MESSAGES = {
  areaRequired: 'dashboard.delivery.areas.form.area.required',
  minOrder: {
    required: 'dashboard.delivery.areas.form.minOrder.required',
    invalid: 'dashboard.delivery.areas.form.minOrder.invalid',
    tooLarge: 'dashboard.delivery.areas.form.minOrder.tooLarge',
  },
  fee: {
    required: 'dashboard.delivery.areas.form.fee.required',
    invalid: 'dashboard.delivery.areas.form.fee.invalid',
    tooLarge: 'dashboard.delivery.areas.form.fee.tooLarge',
  },
  minutes: {
    required: 'dashboard.delivery.areas.form.minutes.required',
    invalid: 'dashboard.delivery.areas.form.minutes.invalid',
  },
  belowTime: 'dashboard.delivery.areas.form.threshold.belowTime',
  daysRequired: 'dashboard.delivery.areas.form.days.required',
} as const;

/** The values to send, or each field's problem as a message id. */
export function checkDraft(draft: AreaDraft): { values: DeliveryAreaValues | null; errors: AreaErrors } {
  const errors: AreaErrors = {};
  if (draft.area === '') errors.area = MESSAGES.areaRequired;
  const minOrder = readAed(draft.minOrder, MAX_MIN_ORDER_FILS);
  if ('problem' in minOrder) errors.minOrder = MESSAGES.minOrder[minOrder.problem];
  const fee = readAed(draft.deliveryFee, MAX_FEE_FILS);
  if ('problem' in fee) errors.deliveryFee = MESSAGES.fee[fee.problem];
  const time = readMinutes(draft.deliveryTime);
  if (typeof time !== 'number') errors.deliveryTime = MESSAGES.minutes[time];
  const threshold = readMinutes(draft.thresholdTime);
  if (typeof threshold !== 'number') errors.thresholdTime = MESSAGES.minutes[threshold];
  else if (typeof time === 'number' && threshold < time) errors.thresholdTime = MESSAGES.belowTime;
  const days = [...new Set(draft.days.map(Number).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
  if (days.length === 0) errors.days = MESSAGES.daysRequired;
  if (
    Object.keys(errors).length > 0 ||
    'problem' in minOrder ||
    'problem' in fee ||
    typeof time !== 'number' ||
    typeof threshold !== 'number'
  )
    return { values: null, errors };
  return {
    values: {
      area: draft.area,
      minOrderFils: minOrder.fils,
      deliveryFeeFils: fee.fils,
      type: draft.type,
      deliveryTime: time,
      thresholdTime: threshold,
      days,
    },
    errors,
  };
}
