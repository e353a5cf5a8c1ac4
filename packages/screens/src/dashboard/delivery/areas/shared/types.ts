import type { Fils, Id } from '@dukkan/core';

export type DeliveryPricing = 'fixed' | 'distance';

/** The shop's delivery settings for one area (vendor spec §3 "Delivery area"), money in fils. */
export interface DeliveryAreaSettings {
  id: Id;
  minOrderFils: Fils;
  deliveryFeeFils: Fils;
  type: DeliveryPricing;
  /** Minutes. */
  deliveryTime: number;
  /** Minutes: the latest promise shown to customers. */
  thresholdTime: number;
  /** Weekdays served, 0 (Sunday) to 6. */
  days: number[];
}

/** A platform area, where it lies, and the shop's settings when the shop delivers there. */
export interface DeliveryAreaItem {
  id: Id;
  name: string;
  name_ar?: string;
  city: string;
  city_ar?: string;
  center?: { lat: number; lng: number };
  radiusKm?: number;
  settings?: DeliveryAreaSettings;
}

/** What the area dialog sends. */
export interface DeliveryAreaValues {
  area: Id;
  minOrderFils: Fils;
  deliveryFeeFils: Fils;
  type: DeliveryPricing;
  deliveryTime: number;
  thresholdTime: number;
  days: number[];
}

export interface DeliverySection<T> {
  data: T | undefined;
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
}
