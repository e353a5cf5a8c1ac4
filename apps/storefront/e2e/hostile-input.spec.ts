/**
 * Hostile input on the storefront (issue #18 item 3, decision 0085), against the production
 * build and the mock API, in English and in Arabic: every return / after-login destination a
 * link or a stored value can carry lands on the site, and the customer's fields take exactly
 * their limit (saved and shown back) and refuse one more on the field, with digits typed in
 * Arabic-Indic (٠١٢…) and Eastern Persian (۰۱۲…) as well as Latin.
 */
import type { Page } from '@playwright/test';
import { TEXT_LIMITS } from '../../../packages/core/src/limits/limits.ts';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { DEMO_CUSTOMER, logInByOtp } from './support.ts';

type Locale = 'en' | 'ar';

/** The same digits in the three systems a UAE customer's keyboard can type. */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inDigits = (latin: string, digits: string) => latin.replace(/\d/g, (d) => digits[Number(d)] as string);

/** Each way a crafted destination tries to leave the site (raw: as it stands in the query). */
const HOSTILE_RETURNS = [
  encodeURIComponent('//evil.example/x'),
  encodeURIComponent('/\\evil.example/x'),
  encodeURIComponent('https://evil.example/x'),
  encodeURIComponent('javascript:alert(1)'),
  '%2F%2Fevil.example%2Fx',
  '/%2Fevil.example',
];

function expectOnSite(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.origin).toBe(apps.storefront);
  expect(url.pathname).toBe(path);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

test('return and after-login destinations never leave the site', async ({ page, locale }) => {
  test.slow();
  const l = locale as Locale;
  let left = false;
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) left = true;
  });
  // A destination planted in the stored user state (another tab, an old build, a script) is dropped.
  await page.goto(`${apps.storefront}/login`);
  await page.evaluate(() => {
    // The store's versioned envelope ({"v":1,"state":…}, packages/data/src/persist).
    const key = Object.keys(localStorage).find((k) => k.endsWith('userStore')) ?? 'userStore';
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { v: number; state: Record<string, unknown> } | null;
    const state = stored?.state ?? { user: null, isWaitingForOTP: false, skipRoute: null };
    localStorage.setItem(key, JSON.stringify({ v: stored?.v ?? 1, state: { ...state, destRoute: '//evil.example/x' } }));
  });
  await page.reload();
  await logInByOtp(page, l);
  await expect(page).toHaveURL(`${apps.storefront}/`);
  expectOnSite(page, '/');

  // The address form's `return` (opened from the cart): a path of the site is followed…
  await page.goto(`${apps.storefront}/addresses?add=1&return=%2Fcart`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${apps.storefront}/cart`);
  // …and every other form stays on the addresses page.
  for (const raw of HOSTILE_RETURNS) {
    await page.goto(`${apps.storefront}/addresses?add=1&return=${raw}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expectOnSite(page, '/addresses');
  }
  expect(left).toBe(false);
});

test('the phone takes Arabic-Indic and Persian digits, and refuses one digit too many', async ({ page, locale }) => {
  const l = locale as Locale;
  const phoneField = () => page.getByRole('textbox', { name: msg(l, 'storefront.auth.login.phone') });
  for (const digits of [ARABIC_INDIC, PERSIAN]) {
    await page.goto(`${apps.storefront}/login`);
    // One digit past a UAE mobile number: refused on the field, before any call, and kept.
    const tooLong = inDigits(`${DEMO_CUSTOMER.phone}8`, digits);
    await phoneField().fill(tooLong);
    await page.getByRole('button', { name: msg(l, 'storefront.auth.login.submit') }).click();
    await expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField()).toHaveAccessibleDescription(new RegExp(escape(msg(l, 'storefront.auth.login.phoneInvalid'))));
    await expect(page).toHaveURL(`${apps.storefront}/login`);
    // Exactly a mobile number, in the other digits: the code is sent to the Latin number.
    await phoneField().fill(inDigits(DEMO_CUSTOMER.phone, digits));
    await page.getByRole('button', { name: msg(l, 'storefront.auth.login.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/login/verify-otp\\?(.*&)?phone=[^&]*${DEMO_CUSTOMER.phone}`));
  }
});

test('the profile name takes exactly its limit, digits of both systems included, and refuses one more', async ({ page, locale }) => {
  test.slow();
  const l = locale as Locale;
  await page.goto(`${apps.storefront}/login`);
  await logInByOtp(page, l);
  await page.goto(`${apps.storefront}/account/profile`);
  const name = page.getByRole('textbox', { name: msg(l, 'storefront.profile.name') });
  await expect(name).not.toHaveValue('');
  const save = page.getByRole('button', { name: msg(l, 'storefront.profile.save') });

  // One letter past the limit (wide letters count once): refused on the field, the text kept.
  const past = `${'مريم '.repeat(16)}𝒜`;
  expect([...past].length).toBe(TEXT_LIMITS.fullName + 1);
  await name.fill(past);
  await save.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(new RegExp(String(TEXT_LIMITS.fullName)));
  await expect(name).toHaveValue(past);

  // Exactly the limit, with digits in both systems: saved and shown back after a reload.
  const exact = `${'مريم '.repeat(12)}${ARABIC_INDIC}${PERSIAN}`;
  expect([...exact].length).toBe(TEXT_LIMITS.fullName);
  await name.fill(exact);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: msg(l, 'storefront.profile.saved') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: msg(l, 'storefront.profile.name') })).toHaveValue(exact);
});
