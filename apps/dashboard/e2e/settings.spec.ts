import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { cashier, owner, signIn } from './session.ts';

/**
 * Settings (issue #10): the owner marks the shop busy for an hour and the storefront's restaurant
 * page says so at once (one mock backend for both apps); a cashier has no Settings link and gets
 * the "No access" page at /settings. The mock server is put back to its seed around each journey,
 * so a busy shop never leaks into the storefront's own journeys.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

test.describe('shop settings', () => {
  test('the owner marks the shop busy for an hour and the storefront shows it', async ({ page, locale, expectAccessible }) => {
    // Two apps and the restaurant page's whole menu: more than one journey's usual time.
    test.slow();
    await page.goto(`${apps.storefront}/resturant`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(msg(locale, 'storefront.info.restaurant.busyNote'))).toHaveCount(0);

    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.settings') })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/settings`);
    // The area's code loads with the route (a lazy chunk), then the shop's settings.
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.settings.title') })).toBeVisible({ timeout: 30_000 });

    const busy = page.getByRole('region', { name: msg(locale, 'dashboard.settings.busy.title'), exact: true });
    // The switch itself, not its label text: the label shows first while the switch's code loads
    // (a lazy input type). React Aria keeps the input visually hidden under its label: use the keyboard.
    const busySwitch = busy.getByRole('switch', { name: msg(locale, 'dashboard.settings.busy.busy'), exact: true });
    await busySwitch.focus();
    await busySwitch.press('Space');
    await expect(busySwitch).toBeChecked();
    await busy.getByText(msg(locale, 'dashboard.settings.busy.duration.1h'), { exact: true }).click();
    await busy.getByRole('button', { name: msg(locale, 'dashboard.settings.save'), exact: true }).click();
    await expect(busy.getByRole('status')).toHaveText(msg(locale, 'dashboard.settings.busy.saved'));
    // The badge now says until when, on the shop's clock.
    await expect(busy.getByText(new RegExp(msg(locale, 'dashboard.settings.busy.state.until', { time: '' }).trim()))).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${apps.storefront}/resturant`);
    await expect(page.getByText(msg(locale, 'storefront.info.restaurant.busyNote'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(msg(locale, 'storefront.info.restaurant.busy'), { exact: true })).toBeVisible();
  });

  test('a cashier has no Settings link, and /settings says there is no access', async ({ page, locale }) => {
    await signIn(page, locale, cashier);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: msg(locale, 'dashboard.nav.settings') })).toHaveCount(0);
    await page.goto(`${apps.dashboard}/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.forbidden.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ar' ? 'لا يمكنك فتح هذه الصفحة' : 'No access to this page',
    );
    await expect(page.getByRole('region', { name: msg(locale, 'dashboard.settings.busy.title'), exact: true })).toHaveCount(0);
  });
});
