import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoint, UPLOAD_LIMITS, type Address } from '@dukkan/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/config.ts';
import { call, signIn } from '../src/handlers/customer/testing.ts';
import { startMockServer, type MockServer } from './app.ts';
import { DATA_FILE } from './persistence.ts';
import { SEED_VERSION } from '../src/seed/index.ts';

let dataDir: string;
let server: MockServer | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mock-api-'));
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<MockServer> {
  server = await startMockServer({ port: 0, dataDir, saveDebounceMs: 5 });
  return server;
}

const fields = [
  25.0693,
  55.1413,
  'Gym',
  'Mariam Al Suwaidi',
  'Lake Shore Tower',
  '3',
  '301',
  '',
  demoAccounts.customer.phone,
  '971',
  'other',
];

describe('the mock API server', () => {
  it('keeps a change across a restart with the same data directory', async () => {
    const first = await start();
    const { token } = await signIn(undefined, first.url);
    const stored = await call<{ address: Address }>('accountAddressStore', { base: first.url, token, body: { fields } });
    expect(stored.status).toBe(201);
    await first.close();

    const second = await start();
    const list = await call<{ addresses: Address[] }>('accountAddressList', { base: second.url, token });
    expect(list.status).toBe(200);
    expect(list.data.addresses.map((a) => a.id)).toContain(stored.data.address.id);
  });

  it('answers malformed JSON with a 400 envelope and keeps answering', async () => {
    const { url } = await start();
    const bad = await fetch(`${url}/api/v1/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { status: 400, code: 'invalid_json' } });
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('serves pictures and refuses path traversal with 404', async () => {
    const { url } = await start();
    const picture = await fetch(`${url}/mock-assets/products/dates.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    for (const path of [
      '/mock-assets/..%2f..%2fpackage.json',
      '/mock-assets/products/..%2F..%2F..%2Fpackage.json',
      '/mock-assets/%2e%2e/server/app.ts',
    ]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toContain('"name"');
    }
  });

  it('answers unknown routes with a 404 envelope and oversized bodies with 413', async () => {
    const { url } = await start();
    const unknown = await fetch(`${url}/api/v1/does/not/exist`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { status: 404, code: 'not_found' } });
    const big = await fetch(`${url}/api/v1/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
  });

  it('takes an upload of exactly the image limit over HTTP, and refuses one byte more (decision 0083)', async () => {
    const { url } = await start();
    const login = await call<{ token: string }>('entranceLogin', {
      base: url,
      body: { method: 'userName', userName: demoAccounts.seller.userName, password: demoAccounts.seller.password, rememberMe: false },
    });
    expect(login.status).toBe(200);
    const upload = (size: number) => {
      const form = new FormData();
      form.append('options', '{}');
      form.append('file', new File([new Uint8Array(size)], 'shelf.jpg', { type: 'image/jpeg' }));
      return fetch(`${url}${endpoint('shopImage').path}`, {
        method: endpoint('shopImage').method,
        headers: { authorization: `Bearer ${login.data.token}` },
        body: form,
      });
    };
    expect((await upload(UPLOAD_LIMITS.image.maxBytes)).status).toBe(201);
    const past = await upload(UPLOAD_LIMITS.image.maxBytes + 1);
    expect(past.status).toBe(413);
    expect(await past.json()).toMatchObject({ error: { code: 'file_too_large' } });
  });

  it('reseeds when the data file is stale, and on POST /__mock/reset', async () => {
    writeFileSync(join(dataDir, DATA_FILE), JSON.stringify({ meta: { version: -1, seq: 1 } }));
    const { url } = await start();
    expect(JSON.parse(readFileSync(join(dataDir, DATA_FILE), 'utf8')).meta.version).toBe(SEED_VERSION);
    const { token } = await signIn(undefined, url);
    await call('accountAddressDestroy', { base: url, token, body: { id: 'addr-2' } });
    expect((await fetch(`${url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    const list = await call<{ addresses: Address[] }>('accountAddressList', { base: url, token: (await signIn(undefined, url)).token });
    expect(list.data.addresses.map((a) => a.id)).toContain('addr-2');
  });

  it('sets the refresh token lifetime from a knob next to the access token lifetime (decision 0083)', async () => {
    const { url } = await start();
    expect(await (await fetch(`${url}/__mock/knobs`)).json()).toMatchObject({ data: { refreshTtlS: 30 * 86_400 } });
    const set = await fetch(`${url}/__mock/knobs`, { method: 'POST', body: JSON.stringify({ refreshTtlS: 1 }) });
    expect(await set.json()).toMatchObject({ data: { refreshTtlS: 1 } });
    const { refreshToken } = await signIn(undefined, url);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('authRefresh', { base: url, body: { refreshToken } })).status).toBe(401);
    const bad = await fetch(`${url}/__mock/knobs`, { method: 'POST', body: JSON.stringify({ refreshTtlS: 0 }) });
    expect(bad.status).toBe(400);
    await fetch(`${url}/__mock/knobs`, { method: 'POST', body: JSON.stringify({ refreshTtlS: 30 * 86_400 }) });
  });

  it('restarts on POST /__mock/restart: keeps what was saved, drops requests in flight, puts the knobs back', async () => {
    const { url } = await start();
    const { token } = await signIn(undefined, url);
    const stored = await call<{ address: Address }>('accountAddressStore', { base: url, token, body: { fields } });
    expect(stored.status).toBe(201);
    await fetch(`${url}/__mock/knobs`, { method: 'POST', body: JSON.stringify({ latencyMs: 400, tokenTtlS: 5 }) });
    // A write waiting in the latency when the server goes down: its connection ends, nothing is written.
    const inFlight = call('accountAddressStore', {
      base: url,
      token,
      body: { fields: [fields[0], fields[1], 'Dropped', ...fields.slice(3)] },
    }).then(
      (answer) => answer.status,
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const restarted = await fetch(`${url}/__mock/restart`, { method: 'POST' });
    expect(restarted.status).toBe(200);
    expect(await restarted.json()).toMatchObject({ data: { restarted: true, knobs: { latencyMs: 0, tokenTtlS: 15 * 60 } } });
    expect(await inFlight).toBe('dropped');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The session and the saved address are back from the data folder; the dropped write is not there.
    const list = await call<{ addresses: Address[] }>('accountAddressList', { base: url, token });
    expect(list.status).toBe(200);
    expect(list.data.addresses.map((a) => a.id)).toContain(stored.data.address.id);
    expect(list.data.addresses.filter((a) => a.title === 'Dropped')).toEqual([]);
    expect((await fetch(`${url}/__mock/knobs`)).status).toBe(200);
  });

  it('injects errors on API calls when the error rate knob is set', async () => {
    const { url } = await start();
    const knobs = await fetch(`${url}/__mock/knobs`, { method: 'POST', body: JSON.stringify({ errorRate: 1 }) });
    expect(await knobs.json()).toMatchObject({ data: { errorRate: 1 } });
    expect((await fetch(`${url}/api/v1/shops/shop-1001/blogs/list`)).status).toBe(503);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });
});
