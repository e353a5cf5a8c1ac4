import { apps, expect, t, test } from '../../../scripts/e2e/fixtures.ts';

interface ShopAnswer {
  data: { shop: { name: string; name_ar?: string; mainCategories: { id: string; name: string; name_ar?: string }[] } };
}

test.describe('storefront home', () => {
  test('shows the shop name and its main categories from the mock server through the proxy', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const answer = (await (await request.get(`${apps.mockApi}/api/v1/shop/shop-1001/light`)).json()) as ShopAnswer;
    const shop = answer.data.shop;
    await page.goto(apps.storefront);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', t(locale, 'ltr', 'rtl'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, shop.name, shop.name_ar ?? shop.name));
    const categories = page.getByRole('region', { name: t(locale, 'Shop by category', 'تسوّق حسب القسم') }).getByRole('link');
    await expect(categories).toHaveCount(shop.mainCategories.length);
    expect(shop.mainCategories.length).toBeGreaterThanOrEqual(10);
    const first = shop.mainCategories[0];
    await expect(categories.first()).toHaveText(t(locale, first?.name ?? '', first?.name_ar ?? first?.name ?? ''));
    await expectAccessible(page);
  });

  test('the first load logs no error or warning and no request fails', async ({ page }) => {
    const problems: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(apps.storefront);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Product pictures and fonts come after the heading: wait for the network to go quiet.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('keeps the chosen language across a reload', async ({ page, locale }) => {
    await page.goto(apps.storefront);
    await page.getByRole('button', { name: t(locale, /العربية/, /English/) }).click();
    const other = locale === 'ar' ? 'en' : 'ar';
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
  });

  test('shows Page Not Found for an unknown path', async ({ page, locale, expectAccessible }) => {
    await page.goto(`${apps.storefront}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Page Not Found', 'الصفحة غير موجودة'));
    await page.getByRole('link', { name: t(locale, 'Back to the home page', 'العودة إلى الصفحة الرئيسية') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await expectAccessible(page);
  });
});
