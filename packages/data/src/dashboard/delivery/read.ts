/**
 * Readers of the delivery-area answers (vendor spec §3 "Delivery area"; GET /area/list). Money
 * arrives in AED decimals and leaves in integer fils (core toFils, never a float). A row whose
 * settings cannot be read makes the whole answer invalid (an SWR error with retry) rather than
 * a wrong minimum order on screen.
 */
import { isRecord, own, toFils, type Fils, type Id } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export const DELIVERY_PRICING = ['fixed', 'distance'] as const;
export type DeliveryPricing = (typeof DELIVERY_PRICING)[number];

/** The shop's delivery settings for one area. */
export interface DeliveryAreaSettings {
  /** The delivery-area row (what edit and remove name). */
  id: Id;
  minOrderFils: Fils;
  deliveryFeeFils: Fils;
  type: DeliveryPricing;
  /** Minutes. */
  deliveryTime: number;
  /** Minutes: the latest promise shown to customers. */
  thresholdTime: number;
  /** Weekdays served, 0 (Sunday) to 6, sorted. */
  days: number[];
}

/** A platform area, with where it lies and the shop's settings when the shop delivers there. */
export interface DeliveryAreaRow {
  /** The platform area. */
  id: Id;
  name: string;
  name_ar?: string;
  city: string;
  city_ar?: string;
  /** Centre of the area's circle, when the answer gives it. */
  center?: { lat: number; lng: number };
  radiusKm?: number;
  settings?: DeliveryAreaSettings;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const id = (value: unknown): Id | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
const minutes = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

function readSettings(value: unknown): DeliveryAreaSettings {
  if (!isRecord(value)) throw invalidAnswer();
  const rowId = id(own(value, 'id'));
  const minOrderFils = toFils(own(value, 'minOrder') as number);
  const deliveryFeeFils = toFils(own(value, 'deliveryFee') as number);
  const type = own(value, 'type');
  const deliveryTime = minutes(own(value, 'deliveryTime'));
  const thresholdTime = minutes(own(value, 'thresholdTime'));
  const days = own(value, 'days');
  if (
    !rowId ||
    minOrderFils === null ||
    deliveryFeeFils === null ||
    !(DELIVERY_PRICING as readonly unknown[]).includes(type) ||
    deliveryTime === undefined ||
    thresholdTime === undefined ||
    !Array.isArray(days) ||
    !days.every((d) => Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6)
  ) {
    throw invalidAnswer();
  }
  return {
    id: rowId,
    minOrderFils,
    deliveryFeeFils,
    type: type as DeliveryPricing,
    deliveryTime,
    thresholdTime,
    days: [...new Set(days as number[])].sort((a, b) => a - b),
  };
}

function readCenter(value: unknown): { lat: number; lng: number } | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [lat, lng] = value as unknown[];
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return { lat, lng };
}

function readRow(value: unknown): DeliveryAreaRow {
  if (!isRecord(value)) throw invalidAnswer();
  const rowId = id(own(value, 'id'));
  const name = text(own(value, 'name'));
  if (!rowId || !name) throw invalidAnswer();
  const center = readCenter(own(value, 'polygonCenter'));
  const radiusKm = own(value, 'radiusKm');
  const nameAr = text(own(value, 'name_ar'));
  const cityAr = text(own(value, 'city_ar'));
  const settings = own(value, 'deliveryArea');
  return {
    id: rowId,
    name,
    ...(nameAr ? { name_ar: nameAr } : {}),
    city: text(own(value, 'city')) ?? '',
    ...(cityAr ? { city_ar: cityAr } : {}),
    ...(center ? { center } : {}),
    ...(typeof radiusKm === 'number' && radiusKm > 0 ? { radiusKm } : {}),
    ...(settings !== undefined && settings !== null ? { settings: readSettings(settings) } : {}),
  };
}

/** GET /area/list: the areas, served ones first, each group by name. */
export function readDeliveryAreas(data: unknown): DeliveryAreaRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  const rows = data.map(readRow);
  return rows.sort((a, b) => Number(Boolean(b.settings)) - Number(Boolean(a.settings)) || a.name.localeCompare(b.name, 'en'));
}
