import { describe, expect, it } from 'vitest';
import { ApiRequestError, createFetcher } from './fetcher.ts';
import { retryDelayMs, shouldRetry } from './config.ts';

const httpError = (status: number) => new ApiRequestError({ kind: 'http', status, message: `HTTP ${status}` });

describe('SWR error policy', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) expect(shouldRetry(httpError(status), 1)).toBe(false);
  });

  it('retries server and network errors at most 5 times', () => {
    expect(shouldRetry(httpError(503), 1)).toBe(true);
    expect(shouldRetry(new ApiRequestError({ kind: 'network', status: 0, message: 'offline' }), 5)).toBe(true);
    expect(shouldRetry(httpError(500), 6)).toBe(false);
  });

  it('backs off exponentially up to 16 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 16000]);
  });
});

describe('fetcher', () => {
  it('returns data and throws the client error unchanged', async () => {
    const ok = createFetcher({ call: async () => ({ data: { id: 'shop-1001' }, error: null }) });
    await expect(ok(['shopLight', { params: { id: 'shop-1001' } }])).resolves.toEqual({ id: 'shop-1001' });
    const failing = createFetcher({ call: async () => ({ data: null, error: { kind: 'http', status: 404, message: 'Shop not found' } }) });
    await expect(failing(['shopLight', { params: { id: 'x' } }])).rejects.toMatchObject({ status: 404, message: 'Shop not found' });
  });
});
