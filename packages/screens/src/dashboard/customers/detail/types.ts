import type { Fils } from '@dukkan/core';
import type { CustomerListRow } from '../list/types.ts';

export interface CustomerNote {
  id: string;
  text: string;
  createdAt: string;
}

/** GET /customer/{id}: the profile with notes and order totals. */
export interface CustomerDetailData extends CustomerListRow {
  birthDate?: string;
  groupId?: string;
  notes: readonly CustomerNote[];
  orderCount: number;
  totalSpent: Fils;
}

/** What the address form hands over (POST /customer/address/store). */
export interface CustomerAddressDraft {
  title: string;
  building_name: string;
  floor: string;
  flat: string;
  notes: string;
  type: 'home' | 'work' | 'other';
  lat: number;
  lng: number;
}

export const CUSTOMER_DETAIL_TABS = ['profile', 'addresses', 'notes', 'reminders', 'orders'] as const;
export type CustomerDetailTab = (typeof CUSTOMER_DETAIL_TABS)[number];

export type PartStatus = 'loading' | 'error' | 'ready';
