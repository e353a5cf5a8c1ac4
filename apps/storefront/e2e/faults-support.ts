/**
 * What the storefront fault journeys share (issue #18 item 1): the mock server's knobs, put back
 * after every test; a session made through the API and handed to the page the way the app keeps
 * it (no code screen to walk through in every test); the raw stored cart; and the customer's
 * order count read from the mock API.
 */
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { apps, expect } from '../../../scripts/e2e/fixtures.ts';
import { DEMO_CUSTOMER } from './support.ts';

export { readKnobs, restartMock, setKnobs, type Knobs } from '../../../scripts/e2e/knobs.ts';

interface ApiSession {
  token: string;
  refreshToken: string;
  user: Record<string, unknown>;
}

/** The demo customer's code sign-in through the API: a session family of its own. */
export async function apiSignIn(request: APIRequestContext): Promise<ApiSession> {
  const body = { phone: DEMO_CUSTOMER.phone, countryCode: '971' };
  expect((await request.post(`${apps.mockApi}/api/v1/auth/otp`, { data: { ...body, sendSMS: true } })).status()).toBe(200);
  const verified = await request.post(`${apps.mockApi}/api/v1/auth/otp/verify`, { data: { ...body, token: DEMO_CUSTOMER.otp } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { data: ApiSession }).data;
}

/**
 * Signs the page's browser context in as the demo customer, as the code step leaves storage:
 * the token pair under `rft` and the user under `userStore`. The page is left on a static file
 * of the site; the caller goes where the test starts.
 */
export async function signInPage(page: Page, request: APIRequestContext): Promise<void> {
  const session = await apiSignIn(request);
  await page.goto(`${apps.storefront}/config.json`);
  await page.evaluate((s) => {
    localStorage.setItem('rft', JSON.stringify({ v: 1, refreshToken: s.refreshToken, token: s.token }));
    localStorage.setItem(
      'userStore',
      JSON.stringify({ v: 1, state: { user: s.user, isWaitingForOTP: false, destRoute: null, skipRoute: null } }),
    );
  }, session);
}

/** The customer's orders as the API counts them (a fresh session of its own, so the page's is untouched). */
export async function orderCount(request: APIRequestContext): Promise<number> {
  const { token } = await apiSignIn(request);
  const answer = await request.get(`${apps.mockApi}/api/v1/grocery/cart/list?page=1&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** The stored cart and its options, byte for byte (packages/data: `cartStore`, `cartOptions`). */
export async function storedCart(page: Page): Promise<{ cart: string | null; options: string | null }> {
  return page.evaluate(() => ({ cart: localStorage.getItem('cartStore'), options: localStorage.getItem('cartOptions') }));
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** A JSON error envelope as the API sends one. */
export function fail(route: Route, status = 503) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ error: { status, message: 'Service Unavailable', code: 'unavailable' } }),
  });
}

/**
 * A route that fails while `failing` is on and lets calls through after: `heal()` right before
 * the customer's action, so the app's own background retries keep failing until then.
 */
export async function failUntilHealed(
  target: Page | BrowserContext,
  pattern: string | RegExp,
  how: 'http503' | 'reset' = 'http503',
): Promise<{ heal: () => void; calls: () => number }> {
  let failing = true;
  let calls = 0;
  await target.route(pattern, async (route) => {
    calls += 1;
    if (!failing) return route.fallback();
    return how === 'reset' ? route.abort('connectionreset') : fail(route);
  });
  return {
    heal: () => {
      failing = false;
    },
    calls: () => calls,
  };
}

/**
 * A route that fails until the customer presses the button named `retryLabel`: the page notes
 * the click before the app handles it, and the route reads that note. The data layer's own
 * retries (SWR backs off 1 s, 2 s, 4 s…) keep failing until then, so the test proves the button
 * itself brings the data back instead of racing a background retry.
 */
export async function failUntilRetryClicked(
  page: Page,
  pattern: string | RegExp,
  retryLabel: string,
  how: 'http503' | 'reset' = 'http503',
) {
  const noteRetryClicks = (label: string) => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent?.trim() === label) (window as { __retryClicked?: boolean }).__retryClicked = true;
      },
      true,
    );
  };
  // In every document from now on, and in the one on screen.
  await page.addInitScript(noteRetryClicks, retryLabel);
  await page.evaluate(noteRetryClicks, retryLabel);
  await page.route(pattern, async (route) => {
    const clicked = await page.evaluate(() => (window as { __retryClicked?: boolean }).__retryClicked === true).catch(() => false);
    if (clicked) return route.fallback();
    return how === 'reset' ? route.abort('connectionreset') : fail(route);
  });
}

/** "The request reached the server, the answer was lost": the server acts, the page sees a reset. */
export async function loseAnswers(
  page: Page,
  pattern: string | RegExp,
): Promise<{ heal: () => void; reached: () => number; stop: () => Promise<void> }> {
  let losing = true;
  let reached = 0;
  const handler = async (route: Route) => {
    if (!losing) return route.fallback();
    reached += 1;
    await route.fetch();
    await route.abort('connectionreset');
  };
  await page.route(pattern, handler);
  return {
    heal: () => {
      losing = false;
    },
    reached: () => reached,
    stop: () => page.unroute(pattern, handler),
  };
}
