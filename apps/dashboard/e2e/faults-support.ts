/**
 * What the dashboard's fault journeys share (issue #18 item 1): the mock server's knobs, kept
 * and put back around each journey; an owner's own API client, to count from the server what a
 * journey wrote; and the ways a connection fails, injected through Playwright.
 */
import type { Page, Route } from '@playwright/test';
import { createApiClient, createMemoryStorage, createTokenManager, type ApiClient } from '../../../packages/core/src/index.ts';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps } from '../../../scripts/e2e/fixtures.ts';

export type Locale = 'en' | 'ar';

export { readKnobs, restartMock, setKnobs, type Knobs } from '../../../scripts/e2e/knobs.ts';

/** The owner, signed in through the API: what the server holds, read without the page. */
export async function ownerApi(): Promise<{ client: ApiClient; shop: string }> {
  const client = createApiClient({
    baseUrl: apps.mockApi,
    appId: 'dukkan-dashboard',
    tokens: createTokenManager({ storage: createMemoryStorage() }),
    retryDelayMs: 0,
  });
  const login = await client.api.entranceLogin({
    body: { method: 'userName', userName: demoAccounts.seller.userName, password: demoAccounts.seller.password, rememberMe: false },
  });
  if (login.error) throw new Error(`The owner could not sign in: ${login.error.message}`);
  client.tokens.startSession({ token: login.data.token, refreshToken: login.data.refreshToken });
  return { client, shop: String(login.data.user.shop) };
}

/** The writes (not GET) the page sends to paths matching `path`, counted as they leave the browser. */
export function countWrites(page: Page, path: RegExp): { readonly count: number } {
  const seen = { count: 0 };
  page.context().on('request', (request) => {
    if (request.method() !== 'GET' && path.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

/** A 503 from the server, with the API's error envelope. */
export const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ data: null, error: { status: 503, message: 'Service Unavailable', code: 'unavailable' } }),
  });

/** The connection drops before the request reaches the server. */
export const dropped = (route: Route) => route.abort('connectionreset');

/** The request reaches the server and is carried out, then the connection drops before the answer. */
export async function answerLost(route: Route): Promise<void> {
  await route.fetch();
  await route.abort('connectionreset');
}

/** The first call to `pattern` fails as `fault` does; the calls after it go through. */
export async function failOnce(page: Page, pattern: string, fault: (route: Route) => Promise<void>): Promise<void> {
  await page.route(pattern, fault, { times: 1 });
}

/** Money as shown ("AED 1,234.50", "‏1,234.50 د.إ.‏") to integer fils. */
export function filsOf(text: string): number {
  const plain = text
    .replace(/د\.إ\./g, '')
    .replace(/\u2212/g, '-')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/٫/g, '.')
    .replace(/[^\d.-]/g, '');
  return Math.round(Number(plain) * 100);
}
