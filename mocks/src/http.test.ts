import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BadRequest, delayed, ok, route } from './http.ts';

// `/api/v1/customer/list` matches both its own path and `/api/v1/customer/{id}`.
const server = setupServer(
  delayed('customerList', 1000),
  delayed('customerById', 1000),
  route('customerList', () => ok({ items: [] })),
  route('shopLight', ({ params }) => {
    if (params.id === 'refused') throw new BadRequest('name must be 1 to 100 characters.', 'invalid_name');
    const secret = { password: 'hunter2' } as unknown as { items: { length: number } };
    // A handler bug: a TypeError whose message and stack name internals.
    return ok({ count: secret.items.length, hint: 'SELECT * FROM users' });
  }),
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

describe('a handler that throws (issue #18 item 7)', () => {
  it('answers a bare 500 envelope: no exception text, no stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await fetch('http://localhost/api/v1/shop/s1/light');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { status: 500, message: 'Internal Server Error', code: 'internal' } });
    expect(text).not.toMatch(/Cannot read|length|TypeError|at |\.ts|stack|hunter2/);
    // The detail goes to the mock's own console, for whoever runs it.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shopLight'), expect.stringContaining('TypeError'));
    warn.mockRestore();
  });

  it('still answers a refusal (BadRequest) with its own words, which are the API’s message', async () => {
    const response = await fetch('http://localhost/api/v1/shop/refused/light');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { status: 422, message: 'name must be 1 to 100 characters.', code: 'invalid_name' } });
  });
});
