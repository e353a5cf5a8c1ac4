/**
 * The shop's own drivers (vendor spec §3 "Driver"; §7 vendor delivery-services driver: add,
 * update, delete, account, account/change-password, available-drivers). Read: a driver whose id,
 * name or position cannot be read makes the answer invalid (an SWR error with retry). Write:
 * checked before sending (codes the screen translates), one call at a time per driver, so a
 * double click sends once; then the list reloads.
 */
import type { ScopedMutator } from 'swr';
import { apiError, failure, isRecord, own, success, type ApiClient, type ApiResult, type Id } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';
import { deliveryKeys } from './keys.ts';

export interface DeliveryDriver {
  id: Id;
  name: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** On duty. */
  available: boolean;
  /** A delivery in progress. */
  busy: boolean;
  /** The driver-app login name, once the account is set. */
  accountName?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function readDriver(value: unknown): DeliveryDriver {
  if (!isRecord(value)) throw invalidAnswer();
  const rawId = own(value, 'id');
  const id = typeof rawId === 'string' && rawId !== '' ? rawId : typeof rawId === 'number' ? String(rawId) : undefined;
  const name = text(own(value, 'name'));
  const latitude = finite(own(value, 'latitude'));
  const longitude = finite(own(value, 'longitude'));
  if (!id || name === undefined || latitude === undefined || longitude === undefined) throw invalidAnswer();
  const account = own(value, 'account');
  const accountName = isRecord(account) ? text(own(account, 'name')) : undefined;
  return {
    id,
    name,
    phone: text(own(value, 'phone')) ?? '',
    latitude,
    longitude,
    available: own(value, 'available') === true,
    busy: own(value, 'busy') === true,
    ...(accountName ? { accountName } : {}),
  };
}

/** The drivers, by name. */
export function readDrivers(data: unknown): DeliveryDriver[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.map(readDriver).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export interface DriversContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  shop: string;
}

export interface DriverDraft {
  name: string;
  /** National digits or E.164; the server stores the national number. */
  phone: string;
  latitude: number;
  longitude: number;
  available: boolean;
}

export type DriverProblem = 'name_required' | 'phone_required' | 'position_invalid' | 'login_invalid' | 'password_short';

export const DRIVER_PASSWORD_MIN = 8;
const LOGIN = /^[a-z0-9._-]{3,60}$/;

export function driverProblem(draft: DriverDraft): DriverProblem | null {
  if (draft.name.trim().length < 2) return 'name_required';
  if (draft.phone.replace(/\D/g, '').length < 7) return 'phone_required';
  const inUae = draft.latitude >= 22.5 && draft.latitude <= 26.5 && draft.longitude >= 51 && draft.longitude <= 56.5;
  if (!Number.isFinite(draft.latitude) || !Number.isFinite(draft.longitude) || !inUae) return 'position_invalid';
  return null;
}

export function accountProblem(login: string | null, password: string): DriverProblem | null {
  if (login !== null && !LOGIN.test(login.trim().toLowerCase())) return 'login_invalid';
  if (password.length < DRIVER_PASSWORD_MIN) return 'password_short';
  return null;
}

const inFlight = new Set<string>();

async function once<T>(
  { client, mutate, shop }: DriversContext,
  lock: string,
  send: (client: Pick<ApiClient, 'call'>) => Promise<ApiResult<unknown>>,
  pick: (data: unknown) => T,
): Promise<ApiResult<T>> {
  const key = `${shop}:${lock}`;
  if (inFlight.has(key)) return failure(apiError('client', 409, 'Already being sent.', 'in_flight'));
  inFlight.add(key);
  try {
    const result = await send(client);
    if (result.error) return failure(result.error);
    await mutate(deliveryKeys.drivers(shop));
    return success(pick(result.data));
  } finally {
    inFlight.delete(key);
  }
}

function driverBody(draft: DriverDraft) {
  return {
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    latitude: draft.latitude,
    longitude: draft.longitude,
    available: draft.available,
  };
}

/** Adds a driver (driver/add); resolves with the new driver. */
export async function addDriver(ctx: DriversContext, draft: DriverDraft): Promise<ApiResult<DeliveryDriver>> {
  const problem = driverProblem(draft);
  if (problem) return failure(apiError('client', 422, problem, problem));
  return once(
    ctx,
    'add',
    (client) => client.call('vendorDeliveryServicesDriverAdd', { body: { shop: ctx.shop, ...driverBody(draft) } }),
    readDriver,
  );
}

/** Updates a driver (driver/update). */
export async function updateDriver(ctx: DriversContext, id: Id, draft: DriverDraft): Promise<ApiResult<DeliveryDriver>> {
  const problem = driverProblem(draft);
  if (problem) return failure(apiError('client', 422, problem, problem));
  return once(
    ctx,
    `driver:${id}`,
    (client) => client.call('vendorDeliveryServicesDriverUpdate', { body: { shop: ctx.shop, id, ...driverBody(draft) } }),
    readDriver,
  );
}

/** Deletes a driver (driver/delete); a driver with a delivery in progress is refused (`driver_busy`). */
export async function deleteDriver(ctx: DriversContext, id: Id): Promise<ApiResult<null>> {
  return once(
    ctx,
    `driver:${id}`,
    (client) => client.call('vendorDeliveryServicesDriverDelete', { body: { shop: ctx.shop, id } }),
    () => null,
  );
}

/** Sets the driver-app account (driver/account): a login name and a password. */
export async function setDriverAccount(ctx: DriversContext, id: Id, login: string, password: string): Promise<ApiResult<DeliveryDriver>> {
  const problem = accountProblem(login, password);
  if (problem) return failure(apiError('client', 422, problem, problem));
  return once(
    ctx,
    `driver:${id}`,
    (client) =>
      client.call('vendorDeliveryServicesDriverAccount', { body: { shop: ctx.shop, id, name: login.trim().toLowerCase(), password } }),
    readDriver,
  );
}

/** Changes the driver-app password (driver/account/change-password). */
export async function changeDriverPassword(ctx: DriversContext, id: Id, password: string): Promise<ApiResult<DeliveryDriver>> {
  const problem = accountProblem(null, password);
  if (problem) return failure(apiError('client', 422, problem, problem));
  return once(
    ctx,
    `driver:${id}`,
    (client) => client.call('vendorDeliveryServicesDriverAccountChangePassword', { body: { shop: ctx.shop, id, password } }),
    readDriver,
  );
}
