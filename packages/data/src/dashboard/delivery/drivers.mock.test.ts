/**
 * The drivers data layer against the mock API (msw/node): every driver with where each is,
 * adding, editing, setting the account and changing its password, deleting, a double click that
 * sends once, a busy driver that cannot be deleted, and drafts refused before sending.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';
import {
  accountProblem,
  addDriver,
  changeDriverPassword,
  deleteDriver,
  driverProblem,
  readDrivers,
  setDriverAccount,
  updateDriver,
  type DriverDraft,
} from './drivers.ts';
import { deliveryKeys } from './keys.ts';

const server = useMockServer();

const draft = (patch: Partial<DriverDraft> = {}): DriverDraft => ({
  name: 'Sami Haddad',
  phone: '0559876543',
  latitude: 25.0772,
  longitude: 55.1406,
  available: true,
  ...patch,
});

async function setup() {
  const { client, shop } = await signedInOwner();
  const reloaded: unknown[] = [];
  const mutate = (async (key: unknown) => {
    reloaded.push(key);
    return undefined;
  }) as never;
  const read = () => selectFetcher(client, readDrivers)(deliveryKeys.drivers(shop));
  return { shop, reloaded, read, ctx: { client, mutate, shop } };
}

describe('the drivers against the mock API', () => {
  it('lists every driver with a position, on duty or not, busy or not', async () => {
    const { read } = await setup();
    const drivers = await read();
    expect(drivers.length).toBe(8);
    expect(drivers.some((d) => !d.available)).toBe(true);
    expect(drivers.some((d) => d.busy)).toBe(true);
    expect(drivers.every((d) => d.latitude > 24 && d.longitude > 54)).toBe(true);
    expect(drivers.filter((d) => d.accountName).length).toBeGreaterThan(0);
  });

  it('adds, edits, sets the account, changes its password and deletes a driver', async () => {
    const { read, ctx, reloaded, shop } = await setup();
    const added = await addDriver(ctx, draft());
    expect(added.error).toBeNull();
    const id = added.data?.id as string;
    expect((await read()).find((d) => d.id === id)).toMatchObject({ name: 'Sami Haddad', latitude: 25.0772, available: true, busy: false });

    expect((await updateDriver(ctx, id, draft({ name: 'Sami H.', available: false, latitude: 25.2 }))).error).toBeNull();
    expect((await read()).find((d) => d.id === id)).toMatchObject({ name: 'Sami H.', available: false, latitude: 25.2 });

    expect((await changeDriverPassword(ctx, id, 'NewPass#2026')).error?.code).toBe('no_account');
    expect((await setDriverAccount(ctx, id, 'Sami.H', 'Driver#2026')).error).toBeNull();
    expect((await read()).find((d) => d.id === id)?.accountName).toBe('sami.h');
    expect((await changeDriverPassword(ctx, id, 'NewPass#2026')).error).toBeNull();

    expect((await deleteDriver(ctx, id)).error).toBeNull();
    expect((await read()).find((d) => d.id === id)).toBeUndefined();
    expect(reloaded.every((key) => JSON.stringify(key) === JSON.stringify(deliveryKeys.drivers(shop)))).toBe(true);
    expect(reloaded).toHaveLength(5);
  });

  it('refuses to delete a driver with a delivery in progress', async () => {
    const { read, ctx } = await setup();
    const busy = (await read()).find((d) => d.busy);
    expect((await deleteDriver(ctx, busy?.id as string)).error?.code).toBe('driver_busy');
  });

  it('sends one request for a double click', async () => {
    const { ctx } = await setup();
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/driver/add')) sent += 1;
    });
    const [first, second] = await Promise.all([addDriver(ctx, draft()), addDriver(ctx, draft())]);
    server.events.removeAllListeners();
    expect(first.error).toBeNull();
    expect(second.error?.code).toBe('in_flight');
    expect(sent).toBe(1);
  });

  it('refuses a draft before sending it', () => {
    expect(driverProblem(draft({ name: ' ' }))).toBe('name_required');
    expect(driverProblem(draft({ phone: '12' }))).toBe('phone_required');
    expect(driverProblem(draft({ latitude: 40 }))).toBe('position_invalid');
    expect(driverProblem(draft())).toBeNull();
    expect(accountProblem('no spaces', 'Driver#2026')).toBe('login_invalid');
    expect(accountProblem('ok.name', 'short')).toBe('password_short');
    expect(accountProblem(null, 'long enough')).toBeNull();
  });
});
