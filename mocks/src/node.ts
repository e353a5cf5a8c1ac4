/**
 * msw/node for unit tests. `useMockServer()` in a test file: unhandled requests fail the
 * test, and every test starts with default handlers and a freshly seeded database.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { defaultHandlers, resetDb } from './index.ts';

export const server: SetupServer = setupServer(...defaultHandlers);

export function useMockServer(): SetupServer {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
  return server;
}
