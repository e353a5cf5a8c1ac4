/**
 * The shop profile (issue #10) against the production builds and the mock API server: the
 * owner's Arabic headline reaches the storefront, and a refused picture upload leaves the
 * form's other edits as they were. The mock data is reseeded around each journey.
 */
import type { Page } from '@playwright/test';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';

type Locale = 'en' | 'ar';

async function signInAsOwner(page: Page, locale: Locale) {
  await page.goto(`${apps.dashboard}/sign-in`);
  await page.getByRole('textbox', { name: t(locale, 'Phone number', 'رقم الهاتف') }).fill(demoAccounts.seller.phone);
  await page.getByLabel(t(locale, 'Password', 'كلمة المرور')).fill(demoAccounts.seller.password);
  await page.getByRole('button', { name: t(locale, 'Sign in', 'تسجيل الدخول') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demoAccounts.seller.fullName);
}

async function openShopProfile(page: Page, locale: Locale) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: msg(locale, 'dashboard.nav.shopProfile') })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/shop`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.shop.title'));
  const headline = page.getByRole('textbox', { name: t(locale, 'Headline (Arabic)', 'العنوان الرئيسي (بالعربية)') });
  await expect(headline).not.toHaveValue('');
  return headline;
}

test.describe('shop profile', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${apps.mockApi}/__mock/reset`);
  });
  test.afterEach(async ({ request }) => {
    await request.post(`${apps.mockApi}/__mock/reset`);
  });

  test('the owner changes the Arabic headline and the storefront shows it', async ({ page, context, locale, expectAccessible }) => {
    // Two apps, a save and a reload: more than one journey's usual minute on a busy machine.
    test.slow();
    await signInAsOwner(page, locale);
    const headline = await openShopProfile(page, locale);
    await expectAccessible(page);
    const text = `تمور خلاص طازجة هذا الأسبوع (${locale})`;
    await headline.fill(text);
    await expect(page.getByText(msg(locale, 'ui.formPage.unsaved'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: msg(locale, 'ui.form.submit'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'ui.formPage.saved'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t(locale, 'Headline (Arabic)', 'العنوان الرئيسي (بالعربية)') })).toHaveValue(text);

    // The storefront shows `headline_ar` to customers reading in Arabic (home page, under the shop name).
    await context.addCookies([{ name: 'locale', value: 'ar', url: apps.storefront }]);
    await page.goto(apps.storefront);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  });

  test('a picture upload the server refuses keeps the form’s other edits', async ({ page, locale }) => {
    await signInAsOwner(page, locale);
    const headline = await openShopProfile(page, locale);
    const name = page.getByRole('textbox', { name: t(locale, 'Shop name (English)', 'اسم المتجر (بالإنجليزية)') });
    await headline.fill('عنوان لم يُحفظ بعد');
    await name.fill('Al Waha Market');

    // Only the upload fails: the server answers 500 for POST /shop/image.
    let uploads = 0;
    await page.route('**/api/v1/shop/image', async (route) => {
      uploads += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 500, message: 'Internal Server Error' } }),
      });
    });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type="file"][accept*="image"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    const pictures = page.getByRole('group', { name: msg(locale, 'dashboard.shop.images.title') });
    await expect(pictures.getByText(msg(locale, 'dashboard.shop.error.server'))).toBeVisible();
    expect(uploads).toBe(1);

    await expect(headline).toHaveValue('عنوان لم يُحفظ بعد');
    await expect(name).toHaveValue('Al Waha Market');
    await expect(page.getByText(msg(locale, 'ui.formPage.unsaved'), { exact: true })).toBeVisible();

    // The edits are still there to save.
    await page.unroute('**/api/v1/shop/image');
    await page.getByRole('button', { name: msg(locale, 'ui.form.submit'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'ui.formPage.saved'), { exact: true })).toBeVisible();
    const answer = (await (await page.request.get(`${apps.mockApi}/api/v1/shop/shop-1001/light`)).json()) as {
      data: { shop: { name: string; headline_ar: string } };
    };
    expect(answer.data.shop).toMatchObject({ name: 'Al Waha Market', headline_ar: 'عنوان لم يُحفظ بعد' });
  });
});
