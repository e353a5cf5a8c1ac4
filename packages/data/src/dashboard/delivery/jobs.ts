/**
 * Delivery jobs and carriers (vendor spec §3 "Delivery job", §4 Delivery job, §7 Delivery: /cc/job
 * cancel, free-job, pickup, assign-carrier, get-rates; /vendor/cc/job; /vendor/job/manual-assign-job;
 * /cc/shop/{shop}/ccs; /cc/carriers; /delivery-services/manage; /cc/job/create and /cc/job/get
 * from an order's page, decision 0067).
 * Read: an answer whose rows cannot be read is invalid (an SWR error with retry). Write: checked
 * before sending (codes the screen translates), one call at a time per job, so a double click
 * sends once; then the jobs and the drivers (who is busy) reload. Money leaves in AED decimals
 * made exactly from fils (core toWireAed) and arrives as fils (core toFils).
 */
import type { ScopedMutator } from 'swr';
import {
  apiError,
  failure,
  isRecord,
  MONEY_LIMITS,
  own,
  success,
  toFils,
  toWireAed,
  type ApiClient,
  type ApiResult,
  type Fils,
  type Id,
} from '@dukkan/core';
import type { ApiKey } from '../../swr/keys.ts';
import { invalidAnswer } from '../../swr/select.ts';
import { readDriver, type DeliveryDriver } from './drivers.ts';
import { deliveryKeys } from './keys.ts';

export const JOB_STATUSES = ['created', 'assigned', 'picked_up', 'delivered', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface DeliveryJobRow {
  id: Id;
  status: JobStatus;
  /** A job without an order (a phone order, a parcel). */
  free: boolean;
  /** The order, for a job made from one. */
  cart?: Id;
  name: string;
  phone: string;
  /** To collect on delivery (cash) or already paid (card). */
  amountFils: Fils;
  paymentType: 'cash' | 'card';
  lat?: number;
  lng?: number;
  building: string;
  floor: string;
  flat: string;
  notes: string;
  driver?: Id;
  carrier?: Id;
  weightKg?: number;
  createdAt: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const idOf = (value: unknown): Id | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export function readJob(value: unknown): DeliveryJobRow {
  if (!isRecord(value)) throw invalidAnswer();
  const id = idOf(own(value, 'id'));
  const status = own(value, 'status');
  const amount = own(value, 'amount');
  const amountFils = amount === undefined || amount === null ? 0 : toFils(amount as number);
  if (!id || !(JOB_STATUSES as readonly unknown[]).includes(status) || amountFils === null) throw invalidAnswer();
  const weight = finite(own(value, 'weight'));
  const lat = finite(own(value, 'lat'));
  const lng = finite(own(value, 'lng'));
  const cart = idOf(own(value, 'cart'));
  const driver = idOf(own(value, 'driver'));
  const carrier = idOf(own(value, 'carrier'));
  return {
    id,
    status: status as JobStatus,
    free: own(value, 'free') === true,
    ...(cart ? { cart } : {}),
    name: text(own(value, 'name')),
    phone: text(own(value, 'phone')),
    amountFils,
    paymentType: own(value, 'paymentType') === 'cash' ? 'cash' : 'card',
    ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
    building: text(own(value, 'building')),
    floor: text(own(value, 'floor')),
    flat: text(own(value, 'flat')),
    notes: text(own(value, 'notes')),
    ...(driver ? { driver } : {}),
    ...(carrier ? { carrier } : {}),
    ...(weight !== undefined ? { weightKg: own(value, 'weightUnit') === 'g' ? weight / 1000 : weight } : {}),
    createdAt: text(own(value, 'createdAt')),
  };
}

/** GET /vendor/cc/job: newest first. */
export function readJobs(data: unknown): DeliveryJobRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.map(readJob).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A free driver with the distance to the job's address (available-drivers, lat and lng). */
export type FreeDriver = DeliveryDriver & { distanceKm?: number };

/** Free drivers, nearest first (the server's order). */
export function readFreeDrivers(data: unknown): FreeDriver[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.map((value) => {
    const distanceKm = isRecord(value) ? finite(own(value, 'distanceKm')) : undefined;
    return { ...readDriver(value), ...(distanceKm !== undefined ? { distanceKm } : {}) };
  });
}

/** A platform carrier and whether the shop hands jobs to it (GET /cc/carriers). */
export interface CarrierRow {
  id: Id;
  name: string;
  name_ar?: string;
  enabled: boolean;
}

function readNamed(value: unknown): { id: Id; name: string; name_ar?: string } {
  if (!isRecord(value)) throw invalidAnswer();
  const id = idOf(own(value, 'id'));
  const name = text(own(value, 'name'));
  if (!id || !name) throw invalidAnswer();
  const nameAr = text(own(value, 'name_ar'));
  return { id, name, ...(nameAr ? { name_ar: nameAr } : {}) };
}

export function readCarriers(data: unknown): CarrierRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.map((value) => ({ ...readNamed(value), enabled: isRecord(value) && own(value, 'enabled') === true }));
}

/** The shop's delivery services (GET /cc/shop/{shop}/ccs): its own fleet, then the carriers it enabled. */
export interface DeliveryServiceRow {
  id: Id;
  kind: 'fleet' | 'carrier';
  name: string;
  name_ar?: string;
  /** Own fleet only. */
  drivers?: number;
  available?: number;
}

export function readServices(data: unknown): DeliveryServiceRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.map((value) => {
    const named = readNamed(value);
    const row = value as Record<string, unknown>;
    const drivers = finite(own(row, 'drivers'));
    const available = finite(own(row, 'available'));
    return {
      ...named,
      kind: own(row, 'kind') === 'fleet' ? 'fleet' : 'carrier',
      ...(drivers !== undefined ? { drivers } : {}),
      ...(available !== undefined ? { available } : {}),
    };
  });
}

/** A carrier's price for a job (GET /cc/job/get-rates), cheapest first. */
export interface CarrierRate {
  carrier: Id;
  name: string;
  name_ar?: string;
  amountFils: Fils;
  etaHours: number;
}

export function readRates(data: unknown): CarrierRate[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data
    .map((value) => {
      if (!isRecord(value)) throw invalidAnswer();
      const carrier = idOf(own(value, 'carrier'));
      const amountFils = toFils(own(value, 'amount') as number);
      const etaHours = finite(own(value, 'etaHours'));
      const name = text(own(value, 'name'));
      if (!carrier || !name || amountFils === null || etaHours === undefined) throw invalidAnswer();
      const nameAr = text(own(value, 'name_ar'));
      return { carrier, name, ...(nameAr ? { name_ar: nameAr } : {}), amountFils, etaHours };
    })
    .sort((a, b) => a.amountFils - b.amountFils);
}

export interface JobsContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  shop: string;
}

/** A free job (POST /cc/job/free-job): who receives it, where, and what to collect. */
export interface FreeJobDraft {
  name: string;
  /** National digits or E.164; the server stores the national number. */
  phone: string;
  amountFils: Fils;
  paymentType: 'cash' | 'card';
  lat: number;
  lng: number;
  building: string;
  floor: string;
  flat: string;
  notes: string;
  /** Give it to the nearest free driver. */
  isAutoAssign: boolean;
}

export type JobProblem = 'name_required' | 'phone_required' | 'amount_range' | 'position_invalid' | 'building_required' | 'notes_long';

export const FREE_JOB_LIMITS = { maxAmountFils: MONEY_LIMITS.maxAmountFils, maxNotes: 500 } as const;

export function freeJobProblem(draft: FreeJobDraft): JobProblem | null {
  if (draft.name.trim().length < 2) return 'name_required';
  if (draft.phone.replace(/\D/g, '').length < 7) return 'phone_required';
  if (!Number.isSafeInteger(draft.amountFils) || draft.amountFils < 0 || draft.amountFils > FREE_JOB_LIMITS.maxAmountFils)
    return 'amount_range';
  const inUae = draft.lat >= 22.5 && draft.lat <= 26.5 && draft.lng >= 51 && draft.lng <= 56.5;
  if (!Number.isFinite(draft.lat) || !Number.isFinite(draft.lng) || !inUae) return 'position_invalid';
  if (draft.building.trim() === '') return 'building_required';
  if (draft.notes.length > FREE_JOB_LIMITS.maxNotes) return 'notes_long';
  return null;
}

const inFlight = new Set<string>();

async function once<T>(
  { client, mutate, shop }: JobsContext,
  lock: string,
  send: (client: Pick<ApiClient, 'call'>) => Promise<ApiResult<unknown>>,
  pick: (data: unknown) => T,
  reload: readonly ApiKey[] = [deliveryKeys.jobs(shop), deliveryKeys.drivers(shop)],
): Promise<ApiResult<T>> {
  const key = `${shop}:${lock}`;
  if (inFlight.has(key)) return failure(apiError('client', 409, 'Already being sent.', 'in_flight'));
  inFlight.add(key);
  try {
    const result = await send(client);
    if (result.error) return failure(result.error);
    await Promise.all(reload.map((k) => mutate(k)));
    return success(pick(result.data));
  } finally {
    inFlight.delete(key);
  }
}

/** Creates a free job; with `isAutoAssign` the server gives it to the nearest free driver. */
export async function createFreeJob(ctx: JobsContext, draft: FreeJobDraft): Promise<ApiResult<DeliveryJobRow>> {
  const problem = freeJobProblem(draft);
  if (problem) return failure(apiError('client', 422, problem, problem));
  return once(
    ctx,
    'free-job',
    (client) =>
      client.call('ccJobFreeJob', {
        body: {
          shop: ctx.shop,
          name: draft.name.trim(),
          phone: draft.phone.trim(),
          amount: toWireAed(draft.amountFils),
          paymentType: draft.paymentType,
          lat: draft.lat,
          lng: draft.lng,
          building: draft.building.trim(),
          floor: draft.floor.trim(),
          flat: draft.flat.trim(),
          notes: draft.notes.trim(),
          isAutoAssign: draft.isAutoAssign,
        },
      }),
    readJob,
  );
}

/** The heaviest parcel a job for an order may carry, in kilograms (the server's own limit). */
export const ORDER_JOB_MAX_KG = 1000;

/**
 * A delivery job for an order (POST /cc/job/create, `cart`): the server takes the customer, the
 * address and what is left to collect from the order, and refuses a closed order
 * (`order_closed`), a pickup or dine-in order (`not_delivery`) and an order that already has an
 * active job (`job_exists`). The parcel's weight is optional. One call at a time per order.
 */
export async function createOrderJob(ctx: JobsContext, order: Id, weightKg?: number): Promise<ApiResult<DeliveryJobRow>> {
  if (weightKg !== undefined && !(Number.isFinite(weightKg) && weightKg > 0 && weightKg <= ORDER_JOB_MAX_KG))
    return failure(apiError('client', 422, 'weight_range', 'weight_range'));
  return once(
    ctx,
    `order:${order}`,
    (client) =>
      client.call('ccJobCreate', {
        body: { shop: ctx.shop, cart: order, ...(weightKg !== undefined ? { weight: weightKg, weightUnit: 'kg' } : {}) },
      }),
    readJob,
  );
}

/** Hands a job to one of the shop's free drivers (POST /vendor/job/manual-assign-job). */
export async function assignJobToDriver(ctx: JobsContext, job: Id, driver: Id): Promise<ApiResult<DeliveryJobRow>> {
  return once(ctx, `job:${job}`, (client) => client.call('vendorJobManualAssignJob', { body: { shop: ctx.shop, job, driver } }), readJob);
}

/** Hands a job to an enabled carrier (POST /cc/job/assign-carrier). */
export async function assignJobToCarrier(ctx: JobsContext, job: Id, carrier: Id): Promise<ApiResult<DeliveryJobRow>> {
  return once(ctx, `job:${job}`, (client) => client.call('ccJobAssignCarrier', { body: { shop: ctx.shop, id: job, carrier } }), readJob);
}

/** Cancels a job that is not picked up yet (POST /cc/job/cancel). */
export async function cancelJob(ctx: JobsContext, job: Id): Promise<ApiResult<DeliveryJobRow>> {
  return once(ctx, `job:${job}`, (client) => client.call('ccJobCancel', { body: { shop: ctx.shop, id: job } }), readJob);
}

/** Marks an assigned job collected by its driver or carrier (POST /cc/job/pickup). */
export async function pickupJob(ctx: JobsContext, job: Id): Promise<ApiResult<DeliveryJobRow>> {
  return once(ctx, `job:${job}`, (client) => client.call('ccJobPickup', { body: { shop: ctx.shop, id: job } }), readJob);
}

/** Chooses the carriers the shop hands jobs to (POST /delivery-services/manage); its own fleet always stays. */
export async function setShopCarriers(ctx: JobsContext, carriers: readonly Id[]): Promise<ApiResult<DeliveryServiceRow[]>> {
  return once(
    ctx,
    'carriers',
    (client) => client.call('deliveryServicesManage', { body: { shop: ctx.shop, carriers: [...new Set(carriers)] } }),
    readServices,
    [deliveryKeys.carriers(ctx.shop), deliveryKeys.services(ctx.shop)],
  );
}
