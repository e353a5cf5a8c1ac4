import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { choose, exactly, local, logInByOtp, SHOP_ID, type WireShopProduct } from './support.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('settings', () => {
  test('switching the language on /settings keeps the path and survives a reload', async ({ page, context, locale, expectAccessible }) => {
    const other = locale === 'ar' ? 'en' : 'ar';
    await page.goto(`${apps.storefront}/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'storefront.settings.title'));
    await expectAccessible(page);

    await choose(page.getByRole('radio', { name: other === 'ar' ? 'العربية' : 'English' }));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(other, 'storefront.settings.title'));
    // §1: no locale prefix; the page stays where it is.
    await expect(page).toHaveURL(`${apps.storefront}/settings`);
    const cookie = (await context.cookies(apps.storefront)).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe(other);
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 120);

    // Delivery or pickup is the cart's own option, kept on this device.
    await choose(page.getByRole('radio', { name: new RegExp(`^${msg(other, 'storefront.settings.orders.pickup')}`) }));

    await page.reload();
    await expect(page).toHaveURL(`${apps.storefront}/settings`);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('radio', { name: other === 'ar' ? 'العربية' : 'English' })).toBeChecked();
    await expect(page.getByRole('radio', { name: new RegExp(`^${msg(other, 'storefront.settings.orders.pickup')}`) })).toBeChecked();
    await expectAccessible(page);
  });

  test('a guest turns on notifications on /settings, and the token goes to the shop after the code', async ({
    page,
    context,
    locale,
    expectAccessible,
  }) => {
    // The browser's part is real (permission, service worker registration); only the push
    // service is stood in for: headless Chromium here has no connection to one.
    await context.grantPermissions(['notifications'], { origin: apps.storefront });
    await page.addInitScript(() => {
      const subscription = {
        endpoint: 'https://push.example/send/e2e-device',
        toJSON: () => ({ endpoint: 'https://push.example/send/e2e-device', keys: { p256dh: 'BPe2e', auth: 'e2e' } }),
        unsubscribe: async () => true,
      };
      let subscribed = false;
      PushManager.prototype.subscribe = async function () {
        subscribed = true;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (subscribed ? subscription : null) as unknown as PushSubscription | null;
      };
    });
    await page.goto(`${apps.storefront}/settings`);
    const section = page.getByRole('region', { name: msg(locale, 'storefront.settings.notifications.title') });
    await section.getByRole('button', { name: msg(locale, 'storefront.settings.notifications.enable') }).click();
    await expect(section).toContainText(msg(locale, 'storefront.settings.notifications.onNote'));
    await expect(section).toContainText(msg(locale, 'storefront.settings.notifications.signInNote'));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/push-sw.js'))?.active?.scriptURL)).toMatch(
      /\/push-sw\.js$/,
    );
    await expectAccessible(page);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/account/token') && request.method() === 'POST');
    await page.goto(`${apps.storefront}/login`);
    await logInByOtp(page, locale);
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({
      token: JSON.stringify({ endpoint: 'https://push.example/send/e2e-device', keys: { p256dh: 'BPe2e', auth: 'e2e' } }),
    });
    // Still on after a reload, and now linked to the signed-in customer.
    await page.goto(`${apps.storefront}/settings`);
    await expect(section).toContainText(msg(locale, 'storefront.settings.notifications.onNote'));
    await expect(section).not.toContainText(msg(locale, 'storefront.settings.notifications.signInNote'));
  });

  test('counts one visit per browser session, not one per page', async ({ page }) => {
    const counted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/increment-visit-count')) counted.push(request.url());
    });
    await page.goto(apps.storefront);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => counted.length).toBe(1);
    expect(counted[0]).toContain(`/site/${SHOP_ID}/increment-visit-count`);
    await page.goto(`${apps.storefront}/settings`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(counted).toHaveLength(1);
  });
});

test.describe('product search', () => {
  test('a customer finds a product by typing its Arabic name with a different alef form and adds it from the results', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const answer = (await (await request.get(`${apps.mockApi}/api/v1/shop/${SHOP_ID}/products`)).json()) as {
      data: { categories: { gproducts: WireShopProduct[] }[] };
    };
    // A product sold by the piece or kg with no add-ons, whose Arabic name starts with a hamza alef.
    const product = answer.data.categories
      .flatMap((c) => c.gproducts)
      .find((p) => p.isAvailable && p.addons.length === 0 && /^[أإآ]/.test(p.product.name_ar ?? ''));
    if (!product?.product.name_ar) throw new Error('The seed has no product whose Arabic name starts with أ, إ or آ');
    // Typed as many people type it: bare alef, and haa for taa marbuta.
    const typed = product.product.name_ar.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
    expect(typed).not.toBe(product.product.name_ar);

    await page.goto(apps.storefront);
    const box = page.getByRole('searchbox', { name: msg(locale, 'storefront.search.label') });
    await box.fill(typed);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(typed);

    const name = local(locale, product.product);
    const results = page.getByRole('main');
    await expect(results.getByRole('link', { name: exactly(name) })).toBeVisible();
    await expectAccessible(page);

    await results.getByRole('button', { name: exactly(msg(locale, 'storefront.catalogue.card.addNamed', { name })) }).click();
    const cartLink = page.getByRole('link', { name: new RegExp(`^${msg(locale, 'storefront.layout.cart')}`) });
    await expect(cartLink).toContainText('1');

    // The query lives in the URL: a reload shows the same results, with the cart kept.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: msg(locale, 'storefront.search.label') })).toHaveValue(typed);
    await expect(results.getByRole('link', { name: exactly(name) })).toBeVisible();
    await cartLink.click();
    await expect(page).toHaveURL(`${apps.storefront}/cart`);
    await expect(page.getByRole('main').getByText(exactly(name)).first()).toBeVisible();
  });

  test('typing on the search page narrows the results at once, and nonsense says so', async ({ page, locale }) => {
    await page.goto(`${apps.storefront}/search`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'storefront.search.titleEmpty'));
    const box = page.getByRole('searchbox', { name: msg(locale, 'storefront.search.label') });
    await box.pressSequentially('CHICKEN');
    await expect(page).toHaveURL(/\/search\?q=CHICKEN$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t(locale, /^\d+ products found$/, /^وجدنا \S+ (منتجات|منتجًا|منتج)$/),
    );
    await box.fill('zzqx');
    await expect(
      page.getByRole('heading', { level: 2, name: msg(locale, 'storefront.search.none.title', { query: 'zzqx' }) }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/search/);
  });
});
