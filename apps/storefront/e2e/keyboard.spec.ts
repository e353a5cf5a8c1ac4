// Why: issue #18 item 5 — a customer who cannot use a mouse must be able to finish the whole
// journey (browse, add with an add-on, promo code with an error first, sign in with a one-time
// code, pickup, place the order) with the keyboard alone, with focus where a person expects it
// after every dialog and error, and axe clean at each of those moments. No click, check, fill or
// mouse here: Tab, Shift+Tab, arrows, Enter, Space and typed text only; `locator.focus()` is never
// used, and focus is only asserted.
import type { Locator, Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { escape, focusedDescription, isFocused, settled, tabTo } from '../../../scripts/e2e/keyboard.ts';
import { containing, DEMO_CUSTOMER, exactly, local, pickProducts } from './support.ts';

/** Inside a radio group Tab stops once; the arrows move (and choose) within it. */
async function arrowTo(page: Page, radio: Locator, max = 8) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(radio)) {
      if (!(await radio.isChecked())) await page.keyboard.press('Space');
      break;
    }
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeFocused();
  await expect(radio).toBeChecked();
}

async function press(page: Page, locator: Locator, key = 'Enter') {
  await tabTo(page, locator);
  await page.keyboard.press(key);
}

test.describe('storefront by keyboard only', () => {
  test('browse, add with an add-on, a refused then an accepted promo code, sign in by code, order for pickup', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const { withAddons } = await pickProducts(request);
    const product = local(locale, withAddons.product.product);

    // Home → the product's category.
    await page.goto(apps.storefront);
    await press(page, page.getByRole('link', { name: exactly(local(locale, withAddons.category)) }).first());
    await expect(page.getByRole('heading', { level: 1, name: local(locale, withAddons.category) })).toBeVisible();

    // The category → the product's page.
    await press(page, page.getByRole('link', { name: msg(locale, 'storefront.catalogue.card.chooseOptionsFor', { name: product }) }));
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();

    // Its required add-ons (the first option of each), then add to cart.
    for (const group of withAddons.product.addons.filter((g) => g.required)) {
      const option = group.options[0];
      if (!option) continue;
      if (group.type === 'override' || group.max === 1) {
        const radio = page.getByRole('radio', { name: containing(local(locale, option)) }).first();
        await tabTo(page, page.getByRole('radiogroup').filter({ has: radio }).getByRole('radio'));
        await arrowTo(page, radio);
        if (!(await radio.isChecked())) await page.keyboard.press('Space');
        await expect(radio).toBeChecked();
      } else {
        const box = page.getByRole('checkbox', { name: containing(local(locale, option)) }).first();
        await press(page, box, 'Space');
        await expect(box).toBeChecked();
      }
    }
    await press(page, page.getByRole('button', { name: msg(locale, 'storefront.catalogue.product.addToCart') }));
    await expect(page.getByRole('status').filter({ hasText: product })).toBeVisible();

    // The cart (in the header: back up with Shift+Tab).
    await tabTo(page, page.getByRole('link', { name: new RegExp(`^${escape(msg(locale, 'storefront.layout.cart'))}`) }), 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${apps.storefront}/cart`);
    await expect(page.getByRole('main').getByText(product, { exact: true }).first()).toBeVisible();

    // A wrong promo code: the dialog takes focus, the refusal is an alert dialog with focus on OK,
    // and after OK focus is back in the promo dialog with the code still typed.
    const openPromo = page.getByRole('button', { name: msg(locale, 'storefront.cart.promo.open') });
    await press(page, openPromo);
    const promo = page.getByRole('dialog', { name: msg(locale, 'storefront.cart.promo.title') });
    await expect(promo).toBeVisible();
    const code = promo.getByRole('textbox', { name: msg(locale, 'storefront.cart.promo.code') });
    await expect(code).toBeFocused();
    await settled(page);
    await expectAccessible(page);
    await page.keyboard.type('NOT-A-CODE');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog', { name: msg(locale, 'use_cart_alert_error') });
    await expect(alert).toContainText(msg(locale, 'use_cart_alert_invalid_promo'));
    // The alert dialog takes focus (itself or its button), so a screen reader reads it out.
    await expect.poll(() => alert.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await settled(page);
    await expectAccessible(page);
    await press(page, alert.getByRole('button', { name: msg(locale, 'ui.alertDialog.ok') }));
    await expect(alert).toHaveCount(0);
    await expect(code).toHaveValue('NOT-A-CODE');
    await expect(code).toBeFocused();

    // The right one, applied with the dialog's Apply button.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('WELCOME10');
    await press(page, promo.getByRole('button', { name: msg(locale, 'storefront.cart.promo.apply') }));
    await expect(page.getByText(msg(locale, 'storefront.cart.promo.applied', { code: 'WELCOME10' }))).toBeVisible();
    await expect(promo).toHaveCount(0);
    await expect.poll(() => focusedDescription(page)).not.toBe('<body>');

    // Cash (Place order waits for a way to pay), then ordering needs a sign-in: the prompt's Confirm.
    const cash = page.getByRole('radio', { name: msg(locale, 'storefront.cart.payment.cash') });
    await tabTo(page, page.getByRole('radiogroup').filter({ has: cash }).getByRole('radio'));
    await arrowTo(page, cash);
    await press(page, page.getByRole('button', { name: msg(locale, 'storefront.cart.place.button') }));
    const prompt = page.getByRole('alertdialog', { name: msg(locale, 'use_cart_alert_required_login') });
    await expect(prompt).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await press(page, prompt.getByRole('button', { name: msg(locale, 'ui.confirmDialog.confirm') }));
    await expect(page).toHaveURL(`${apps.storefront}/login`);

    // Phone, then the one-time code (sent on its own once complete).
    await tabTo(page, page.getByRole('textbox', { name: msg(locale, 'storefront.auth.login.phone') }));
    await page.keyboard.type(DEMO_CUSTOMER.phone);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\/verify-otp\?phone=/);
    const boxes = page.getByRole('group', { name: msg(locale, 'storefront.auth.verify.code') }).getByRole('textbox');
    await expect(boxes.first()).toBeVisible();
    await tabTo(page, boxes.first());
    await page.keyboard.type(DEMO_CUSTOMER.otp);
    await expect(page).toHaveURL(`${apps.storefront}/cart`, { timeout: 20_000 });
    await expect(page.getByRole('main').getByText(product, { exact: true }).first()).toBeVisible();

    // Pickup and cash: Tab into each radio group, then the arrows.
    const pickup = page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup') });
    await tabTo(page, page.getByRole('radiogroup').filter({ has: pickup }).getByRole('radio'));
    await arrowTo(page, pickup);
    await expect(page.getByText(msg(locale, 'storefront.cart.delivery.pickupNote'))).toBeVisible();
    await tabTo(page, page.getByRole('radiogroup').filter({ has: cash }).getByRole('radio'));
    await arrowTo(page, cash);

    // Place it: the order page says so.
    await press(page, page.getByRole('button', { name: msg(locale, 'storefront.cart.place.button') }));
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
    await expect(page.getByText(msg(locale, 'storefront.orders.justPlaced.title'))).toBeVisible();
    await expect(page.getByRole('main')).toContainText(product);
    await expect(page.getByRole('main')).toContainText(msg(locale, 'storefront.orders.pickup.fromShop'));
    await settled(page);
    await expectAccessible(page);
  });
});
