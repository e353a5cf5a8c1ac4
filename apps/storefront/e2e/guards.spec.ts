import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { logInByOtp } from './support.ts';

/** Route guards and redirects of customer spec §2 and §4, and the 500 page, in both languages. */
test.describe('storefront guards and error pages', () => {
  test('login-only pages send a guest to /login and back after logging in', async ({ page, locale }) => {
    await page.goto(`${apps.storefront}/orders`);
    await expect(page).toHaveURL(`${apps.storefront}/login`);
    await logInByOtp(page, locale);
    await expect(page).toHaveURL(`${apps.storefront}/orders`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storefront.orders.list.title') })).toBeVisible();
    // A logged-in customer is sent on from the login pages.
    await page.goto(`${apps.storefront}/login`);
    await expect(page).toHaveURL(`${apps.storefront}/`);
    // Signing out on a login-only page goes home, and the page is closed to them again.
    await page.goto(`${apps.storefront}/addresses`);
    await page.getByRole('button', { name: msg(locale, 'storefront.accountMenu.label') }).click();
    await page.getByRole('menuitem', { name: msg(locale, 'storefront.layout.signOut') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await page.goto(`${apps.storefront}/addresses`);
    await expect(page).toHaveURL(`${apps.storefront}/login`);
  });

  test('a page left before its start-up refresh answered keeps the customer signed in (0103)', async ({ page, request, locale }) => {
    await page.goto(`${apps.storefront}/orders`);
    await logInByOtp(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storefront.orders.list.title') })).toBeVisible();
    // The next load's refresh reaches the server and rotates the token, but its answer never
    // reaches the page (the customer left it, the connection dropped).
    let lost = 0;
    await page.route(
      '**/auth/refresh',
      async (route) => {
        await route.fetch();
        lost += 1;
        await route.abort();
      },
      { times: 1 },
    );
    await page.reload();
    await expect.poll(() => lost).toBe(1);
    // The next page presents the rotated token again: the same holder retrying, not a thief.
    await page.goto(`${apps.storefront}/addresses`);
    await expect(page).toHaveURL(`${apps.storefront}/addresses`);
    await expect(page.getByRole('button', { name: msg(locale, 'storefront.accountMenu.label') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storefront.account.addresses.title') })).toBeVisible();
    // The login is alive on the server: the refresh token the page keeps is still honoured.
    const kept = await page.evaluate(() => localStorage.getItem('rft'));
    const { refreshToken } = JSON.parse(kept ?? '{}') as { refreshToken?: string };
    expect(typeof refreshToken).toBe('string');
    const answer = await request.post(`${apps.mockApi}/api/v1/auth/refresh`, { data: { refreshToken } });
    expect(answer.status()).toBe(200);
  });

  test('the code step needs an awaited code and the phone query', async ({ page }) => {
    await page.goto(`${apps.storefront}/login/verify-otp?phone=501234567`);
    await expect(page).toHaveURL(`${apps.storefront}/login`);
    await page.goto(`${apps.storefront}/login/details`);
    await expect(page).toHaveURL(`${apps.storefront}/login`);
  });

  test('a start-up failure shows the 500 page, translated', async ({ page, locale, expectAccessible }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(apps.storefront);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'core.error.internal'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page);
  });
});
