/**
 * Information pages (issue #16, decision 0037): a visitor reaches /contactus from the footer
 * and copies the shop's phone, which sends the phoneCopy pixel event (customer spec §1, §7)
 * once the clipboard took it; /about and /resturant read in Arabic (the English project
 * switches language first); a shop with no contact details says so instead of an empty page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { shopPhone } from '../../../packages/core/src/shop/info.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { exactly, SHOP_ID } from './support.ts';

interface WireShop {
  name: string;
  name_ar?: string;
  info?: string;
  info_ar?: string;
  phone?: string;
  address_ar?: string;
  mainCategories: { id: string; name: string; name_ar?: string }[];
}

const PIXEL_ID = '1234567890';
const lightShop = `${apps.mockApi}/api/v1/shop/${SHOP_ID}/light`;

/** The marketing pixel switched on in the runtime config, its script replaced by nothing: events stay in the fbq stub's queue. */
async function enablePixel(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { features: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, features: { ...config.features, marketingPixel: true, pixelId: PIXEL_ID } } });
  });
  await page.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

async function seededShop(request: APIRequestContext): Promise<WireShop> {
  return ((await (await request.get(lightShop)).json()) as { data: { shop: WireShop } }).data.shop;
}

/** The English project switches with the header's language button; the Arabic one is there already. */
async function switchToArabic(page: Page, locale: 'en' | 'ar') {
  if (locale === 'en') await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

const pixelQueue = (page: Page) => page.evaluate(() => (window as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []);

test.describe('storefront information pages', () => {
  test('a visitor opens Contact us from the footer and copies the phone, which sends phoneCopy', async ({
    page,
    context,
    request,
    locale,
    expectAccessible,
  }) => {
    const shop = await seededShop(request);
    const phone = shopPhone(shop.phone);
    if (!phone) throw new Error('The seeded shop has no phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: apps.storefront });
    await enablePixel(page);
    // The pixel script loads 10 s after start (§7): the page's clock is run past it below.
    await page.clock.install();
    await page.goto(apps.storefront);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg(locale, 'storefront.info.footer.contact') })
      .click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'storefront.info.contact.title'));
    const call = page.getByRole('link', { name: phone.display });
    await expect(call).toHaveAttribute('href', `tel:${phone.tel}`);
    await expect(call.locator('bdi')).toHaveAttribute('dir', 'ltr');
    await expectAccessible(page);

    await page.getByRole('button', { name: msg(locale, 'storefront.info.contact.copyLabel') }).click();
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'storefront.info.contact.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phone.tel);
    await page.clock.fastForward(11_000);
    await expect.poll(() => pixelQueue(page)).toContainEqual(['trackCustom', 'PhoneCopy', {}]);
    expect((await pixelQueue(page)).filter((call) => call[1] === 'PhoneCopy')).toHaveLength(1);
  });

  test('a refused clipboard copies nothing and sends no phoneCopy', async ({ page, locale }) => {
    await enablePixel(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await page.clock.install();
    await page.goto(`${apps.storefront}/contactus`);
    await page.getByRole('button', { name: msg(locale, 'storefront.info.contact.copyLabel') }).click();
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'storefront.info.contact.copyFailed') })).toBeVisible();
    await page.clock.fastForward(11_000);
    // The pixel did load (init is queued), and no phone copy went with it.
    await expect.poll(() => pixelQueue(page)).toContainEqual(['init', PIXEL_ID]);
    expect((await pixelQueue(page)).some((call) => call[1] === 'PhoneCopy')).toBe(false);
  });

  test('a visitor reads About in Arabic', async ({ page, request, locale, expectAccessible }) => {
    const shop = await seededShop(request);
    await page.goto(`${apps.storefront}/about`);
    await switchToArabic(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ar', 'storefront.info.about.title'));
    await expect(page.getByRole('heading', { level: 2, name: shop.name_ar ?? shop.name })).toBeVisible();
    await expect(page.getByText(shop.info_ar ?? shop.info ?? '', { exact: true })).toBeVisible();
    await expect(page.getByText(shop.address_ar ?? '', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a visitor opens the restaurant page from the footer in Arabic and goes on to a category', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const shop = await seededShop(request);
    await page.goto(`${apps.storefront}/about`);
    await switchToArabic(page, locale);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg('ar', 'storefront.info.footer.restaurant') })
      .click();
    await expect(page).toHaveURL(/\/resturant$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name_ar ?? shop.name);
    // Open or closed depends on the hour in Dubai; either way it is said in Arabic.
    const status = new RegExp(`^(${msg('ar', 'storefront.info.restaurant.open')}|${msg('ar', 'storefront.info.restaurant.closed')})$`);
    await expect(page.getByText(status).first()).toBeVisible();
    const methods = page.getByRole('group', { name: msg('ar', 'storefront.info.restaurant.methods') });
    await expect(methods.getByText(msg('ar', 'storefront.info.restaurant.method.dineIn'))).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: msg('ar', 'storefront.info.restaurant.deliveryTime') })).toBeVisible();
    const menu = page.getByRole('region', { name: msg('ar', 'storefront.info.restaurant.menu.title') });
    await expect(menu.getByRole('heading', { level: 3 })).toHaveCount(shop.mainCategories.length);
    await expectAccessible(page);

    const first = shop.mainCategories[0];
    if (!first) throw new Error('The seeded shop has no categories');
    await menu.getByRole('link', { name: exactly(first.name_ar ?? first.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name_ar ?? first.name })).toBeVisible();
  });

  test('a shop with no contact details says they are not set up yet', async ({ page, request, locale }) => {
    const shop = await seededShop(request);
    await page.route('**/api/v1/shop/*/light*', (route) =>
      route.fulfill({
        json: { data: { shop: { ...shop, phone: undefined, address: undefined, address_ar: undefined, socialMedia: {} } } },
      }),
    );
    await page.goto(`${apps.storefront}/contactus`);
    await expect(page.getByRole('heading', { name: msg(locale, 'storefront.info.contact.notSetUp.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: msg(locale, 'storefront.info.backToShop') })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: t(locale, 'Phone', 'الهاتف'), exact: true })).toHaveCount(0);
  });
});
