import type { ApiError, Fils, Id } from '@dukkan/core';

export type JobStatus = 'created' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled';

/** A delivery job (vendor spec §3 "Delivery job"), money in fils, with who it is assigned to already named. */
export interface DeliveryJobItem {
  id: Id;
  status: JobStatus;
  /** A job without an order. */
  free: boolean;
  /** The order, for a job made from one. */
  cart?: Id;
  name: string;
  phone: string;
  amountFils: Fils;
  paymentType: 'cash' | 'card';
  lat?: number;
  lng?: number;
  building: string;
  floor: string;
  flat: string;
  notes: string;
  /** The driver or carrier it is assigned to, named for the reader; absent while unassigned. */
  assignee?: { kind: 'driver' | 'carrier'; name: string; name_ar?: string };
  createdAt: string;
}

/** What the free-job form sends (POST /cc/job/free-job). */
export interface FreeJobValues {
  name: string;
  phone: string;
  amountFils: Fils;
  paymentType: 'cash' | 'card';
  lat: number;
  lng: number;
  building: string;
  floor: string;
  flat: string;
  notes: string;
  isAutoAssign: boolean;
}

/** A free driver the job can go to, with the distance to its address. */
export interface JobDriverOption {
  id: Id;
  name: string;
  phone: string;
  latitude: number;
  longitude: number;
  distanceKm?: number;
}

/** An enabled carrier's price for the job (GET /cc/job/get-rates). */
export interface CarrierRateItem {
  carrier: Id;
  name: string;
  name_ar?: string;
  amountFils: Fils;
  etaHours: number;
}

/** The choice made in the assign dialog. */
export type JobAssignee = { kind: 'driver'; id: Id } | { kind: 'carrier'; id: Id };

/** A platform carrier and whether the shop hands jobs to it. */
export interface CarrierItem {
  id: Id;
  name: string;
  name_ar?: string;
  enabled: boolean;
}

/** The shop's own fleet, as /cc/shop/{shop}/ccs tells it. */
export interface OwnFleetItem {
  drivers: number;
  available: number;
}

/** Says why a job call was refused (a message id). */
export function jobRefusalId(error: ApiError | null | undefined): string {
  switch (error?.code) {
    case 'job_closed':
      return 'dashboard.delivery.jobs.refused.closed';
    case 'job_not_assigned':
      return 'dashboard.delivery.jobs.refused.notAssigned';
    case 'driver_unavailable':
      return 'dashboard.delivery.jobs.refused.driverUnavailable';
    case 'carrier_disabled':
      return 'dashboard.delivery.jobs.refused.carrierDisabled';
    case 'not_found':
      return 'dashboard.delivery.jobs.refused.notFound';
    default:
      if (error?.kind === 'network') return 'dashboard.delivery.areas.refused.network';
      if (error?.status === 403) return 'dashboard.delivery.jobs.refused.forbidden';
      return 'dashboard.delivery.areas.refused.other';
  }
}
