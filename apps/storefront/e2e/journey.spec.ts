import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import {
  addKgFromCategory,
  addWithAddons,
  checkoutTotal,
  choose,
  containing,
  DELIVERED_POINT,
  DEMO_SELLER_PHONE,
  exactly,
  isCheckout,
  local,
  logInByOtp,
  money,
  openCart,
  pickProducts,
  totalShown,
} from './support.ts';

type Locale = 'en' | 'ar';

/** The cart's lines are still there (a reload, a login round trip). */
async function expectLines(page: Page, names: string[]) {
  for (const name of names) await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
}

async function placeOrder(page: Page, locale: Locale) {
  await page.getByRole('button', { name: msg(locale, 'storefront.cart.place.button') }).click();
}

async function choosePayment(page: Page, locale: Locale, type: 'cash' | 'card') {
  await choose(
    page.getByRole('radio', { name: msg(locale, type === 'cash' ? 'storefront.cart.payment.cash' : 'storefront.cart.payment.card') }),
  );
}

test.describe('storefront customer journey', () => {
  test('browse, fill the cart, promo codes, log in from the cart, add an address on the map, order for delivery', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const { kg, withAddons } = await pickProducts(request);
    const names = [local(locale, kg.product.product), local(locale, withAddons.product.product)];

    // Browse and fill the cart: a kg item from its card, an item with add-ons from its page.
    await addKgFromCategory(page, locale, kg);
    await expectAccessible(page);
    await addWithAddons(page, locale, withAddons);
    await expectAccessible(page);

    // The cart shows the server's total.
    const priced = await openCart(page, locale);
    await expect(totalShown(page, locale)).toHaveText(money(locale, await checkoutTotal(priced)));
    await expectLines(page, names);
    await expectAccessible(page);

    // A reload keeps the cart.
    await page.reload();
    await expectLines(page, names);

    // An invalid promo code, then a valid one (§4, §5, §8).
    await page.getByRole('button', { name: msg(locale, 'storefront.cart.promo.open') }).click();
    const promo = page.getByRole('dialog', { name: msg(locale, 'storefront.cart.promo.title') });
    await promo.getByRole('textbox', { name: msg(locale, 'storefront.cart.promo.code') }).fill('NOT-A-CODE');
    await promo.getByRole('button', { name: msg(locale, 'storefront.cart.promo.apply') }).click();
    const alert = page.getByRole('alertdialog', { name: msg(locale, 'use_cart_alert_error') });
    await expect(alert).toContainText(msg(locale, 'use_cart_alert_invalid_promo'));
    await alert.getByRole('button', { name: msg(locale, 'ui.alertDialog.ok') }).click();
    await promo.getByRole('textbox', { name: msg(locale, 'storefront.cart.promo.code') }).fill('WELCOME10');
    const repriced = page.waitForResponse((r) => isCheckout(r) && r.url().includes('promotion='));
    await promo.getByRole('button', { name: msg(locale, 'storefront.cart.promo.apply') }).click();
    await expect(page.getByText(msg(locale, 'storefront.cart.promo.applied', { code: 'WELCOME10' }))).toBeVisible();
    await expect(totalShown(page, locale)).toHaveText(money(locale, await checkoutTotal(await repriced)));

    // Ordering needs login: the prompt, then the OTP steps, then back to /cart.
    await choosePayment(page, locale, 'cash');
    await placeOrder(page, locale);
    const prompt = page.getByRole('alertdialog', { name: msg(locale, 'use_cart_alert_required_login') });
    await expect(prompt).toContainText(msg(locale, 'use_cart_alert_login_order'));
    await prompt.getByRole('button', { name: msg(locale, 'ui.confirmDialog.confirm') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/login`);
    await expectAccessible(page);
    await logInByOtp(page, locale);
    await expect(page).toHaveURL(`${apps.storefront}/cart`);
    await expectLines(page, names);
    await page.reload();
    await expectLines(page, names);

    // Add an address on the map (typed coordinates are the map's keyboard-free way).
    await page.getByRole('link', { name: msg(locale, 'storefront.cart.address.add') }).click();
    const form = page.getByRole('dialog', { name: msg(locale, 'storefront.account.addressForm.dialogTitle') });
    await form.getByRole('textbox', { name: exactly(msg(locale, 'ui.mapPicker.latitude')) }).fill(DELIVERED_POINT.lat);
    await form.getByRole('textbox', { name: exactly(msg(locale, 'ui.mapPicker.longitude')) }).fill(DELIVERED_POINT.lng);
    await form.getByRole('textbox', { name: exactly(msg(locale, 'ui.mapPicker.longitude')) }).press('Tab');
    await expect(
      form.getByText(
        msg(locale, 'storefront.account.addressForm.area.delivers', {
          area: locale === 'ar' ? 'دبي مارينا' : 'Dubai Marina',
          city: locale === 'ar' ? 'دبي' : 'Dubai',
        }),
      ),
    ).toBeVisible();
    const title = locale === 'ar' ? 'شقة المارينا' : 'Marina flat';
    await form.getByRole('textbox', { name: containing(msg(locale, 'storefront.account.addressForm.title')) }).fill(title);
    await form.getByRole('textbox', { name: containing(msg(locale, 'storefront.account.addressForm.building')) }).fill('Marina Gate 1');
    await form.getByRole('textbox', { name: containing(msg(locale, 'storefront.account.addressForm.floor')) }).fill('12');
    await form.getByRole('textbox', { name: containing(msg(locale, 'storefront.account.addressForm.flat')) }).fill('1204');
    await expectAccessible(page);
    await form.getByRole('button', { name: msg(locale, 'storefront.account.addressForm.save') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/cart`);
    await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeChecked();

    // Order for delivery: the order page, and an empty cart.
    await choosePayment(page, locale, 'cash');
    await placeOrder(page, locale);
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
    await expect(page.getByText(msg(locale, 'storefront.orders.justPlaced.title'))).toBeVisible();
    await expect(page.getByRole('main')).toContainText(title);
    await expect(page.getByRole('main')).toContainText(names[0] ?? '');
    await expectAccessible(page);
    await page.getByRole('button', { name: msg(locale, 'storefront.accountMenu.label') }).click();
    await page.getByRole('menuitem', { name: msg(locale, 'storefront.layout.orders') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/orders`);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });

  test('a pickup order paid by card through the sandbox payment provider', async ({ page, request, locale }) => {
    const { kg } = await pickProducts(request);
    await page.goto(`${apps.storefront}/login`);
    await logInByOtp(page, locale);
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await addKgFromCategory(page, locale, kg);
    await openCart(page, locale);
    await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup') }));
    await expect(page.getByText(msg(locale, 'storefront.cart.delivery.pickupNote'))).toBeVisible();
    await choosePayment(page, locale, 'card');
    // The whole order goes on the card: the seed gives this customer a wallet balance, which the
    // cart uses first when it is on (it is only spent already when the journey above ran first).
    const wallet = page.getByRole('switch', { name: msg(locale, 'storefront.cart.wallet.use') });
    if ((await wallet.isVisible()) && (await wallet.isChecked())) {
      await wallet.focus();
      await wallet.press('Space');
      await expect(wallet).not.toBeChecked();
    }
    const placed = page.waitForResponse((r) => r.url().includes('/api/v2/grocery/cart/store'));
    await placeOrder(page, locale);
    expect((await placed).status()).toBe(201);
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
    const pay = page.getByRole('dialog', { name: msg(locale, 'storefront.payment.dialog.title') });
    await expect(pay).toBeVisible();
    await pay.getByRole('textbox', { name: containing(msg(locale, 'storefront.payment.field.number')) }).fill('4242 4242 4242 4242');
    await pay.getByRole('textbox', { name: containing(msg(locale, 'storefront.payment.field.expiry')) }).fill('12/34');
    await pay.getByRole('textbox', { name: containing(msg(locale, 'storefront.payment.field.cvc')) }).fill('123');
    const paid = page.waitForResponse((r) => r.url().includes('/api/v1/payment/pay'));
    await pay.getByRole('button', { name: new RegExp(`^${msg(locale, 'storefront.payment.dialog.pay', { amount: '' }).trim()}`) }).click();
    expect((await paid).status()).toBe(200);
    await expect(pay).toBeHidden();
    await expect(page.getByRole('main')).toContainText(msg(locale, 'storefront.orders.pickup.fromShop'));
  });

  test('a seller number is rejected as Invalid user', async ({ page, locale }) => {
    await page.goto(`${apps.storefront}/login`);
    await logInByOtp(page, locale, DEMO_SELLER_PHONE, { refused: true });
    await expect(page.getByRole('alert')).toContainText(msg(locale, 'core.error.invalidUser'));
    await expect(page).toHaveURL(/\/login\/verify-otp/);
  });

  test('an API failure when placing the order shows a translated error and loses nothing', async ({ page, request, locale }) => {
    const { kg } = await pickProducts(request);
    await page.goto(`${apps.storefront}/login`);
    await logInByOtp(page, locale);
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await addKgFromCategory(page, locale, kg);
    await openCart(page, locale);
    await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup') }));
    await choosePayment(page, locale, 'cash');
    let attempts = 0;
    await page.route('**/api/v2/grocery/cart/store', async (route) => {
      attempts += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 500, message: 'Internal Server Error', code: 'internal' } }),
      });
    });
    await placeOrder(page, locale);
    await expect(page.getByText(msg(locale, 'storefront.cart.place.error.generic'))).toBeVisible();
    expect(attempts).toBe(1);
    await expect(page).toHaveURL(`${apps.storefront}/cart`);
    await page.reload();
    await expectLines(page, [local(locale, kg.product.product)]);
    await expect(page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup') })).toBeChecked();
    // The server is back: the same order goes through, once.
    await page.unroute('**/api/v2/grocery/cart/store');
    await choosePayment(page, locale, 'cash');
    await placeOrder(page, locale);
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
  });
});
