import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayed, ok, route } from './http.ts';

// `/api/v1/customer/list` matches both its own path and `/api/v1/customer/{id}`.
const server = setupServer(
  delayed('customerList', 1000),
  delayed('customerById', 1000),
  route('customerList', () => ok({ items: [] })),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('delayed scenario handlers', () => {
  it('delay a request once even when two delayed paths match it', async () => {
    const started = performance.now();
    const response = await fetch('http://localhost/api/v1/customer/list');
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(950);
    // Twice would be 2 s or more; the margin absorbs a busy machine.
    expect(elapsed).toBeLessThan(1900);
  });
});
