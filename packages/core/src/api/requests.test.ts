import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, on } from '../testing/authBackend.ts';
import { createHarness, warm } from '../testing/clientHarness.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const setup = createHarness(server);

describe('API client: request shapes', () => {
  it('sends the checkout product list as one JSON string query parameter', async () => {
    const s = setup({ signedIn: false });
    let products: string | null = null;
    server.use(
      on('groceryCartCheckout', (request) => {
        products = new URL(request.url).searchParams.get('products');
        return ok({ lines: [], bill: [], walletBalance: 0, warnings: [] });
      }),
    );
    const list = [{ id: 'gp1', count: 2, addons: [{ id: 'a1', options: ['o1', 'o2'] }] }];
    await s.client.api.groceryCartCheckout({ query: { shop: 's1', pickup: false, useWallet: true, products: JSON.stringify(list) } });
    expect(JSON.parse(products ?? 'null')).toEqual(list);
  });

  it('sends the Idempotency-Key of a checkout attempt, and the same key when the order is replayed after a refresh', async () => {
    const s = setup();
    await warm(s);
    const keys: (string | null)[] = [];
    server.use(
      on('groceryCartStore', (request) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? fail(401, 'Unauthorized') : ok({ id: 'o1' });
      }),
    );
    const result = await s.client.api.groceryCartStore({
      body: { shop: 's1', products: [], useWallet: true, pickup: false, source: 'website' },
      headers: { 'Idempotency-Key': 'attempt-1' },
    });
    expect(result.error).toBeNull();
    expect(keys).toEqual(['attempt-1', 'attempt-1']);
  });

  it('uploads multipart with the request options as JSON and the file', async () => {
    const s = setup();
    await warm(s);
    let seen: { options: unknown; file: string } | null = null;
    server.use(
      on('shopImage', async (request) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = { options: JSON.parse(String(form.get('options'))), file: file instanceof Blob ? await file.text() : 'none' };
        return ok({ id: 'img1' });
      }),
    );
    const result = await s.client.upload('shopImage', {
      options: { shop: 's1' },
      file: new Blob(['PNG'], { type: 'image/png' }),
      fileName: 'a.png',
    });
    expect(result.error).toBeNull();
    expect(seen).toEqual({ options: { shop: 's1' }, file: 'PNG' });
  });

  it.each([
    ['the file', { options: { shop: 's1' }, file: null }],
    ['the options', { options: null, file: new Blob(['x']) }],
  ])('refuses an upload without %s as Upload Request Invalid Data, sending nothing', async (_, args) => {
    const s = setup({ signedIn: false });
    const result = await s.client.upload('shopImage', args);
    expect(result).toEqual({
      data: null,
      error: { kind: 'client', status: 400, message: 'Upload Request Invalid Data', code: 'invalid_upload' },
    });
    expect(s.backend.requests).toHaveLength(0);
  });
});
