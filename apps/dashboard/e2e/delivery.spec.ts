import { formatMoney } from '../../../packages/core/src/money/money.ts';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { addKgFromCategory, logInByOtp, openCart, pickProducts } from '../../storefront/e2e/support.ts';
import { owner, signIn } from './session.ts';

/**
 * Delivery areas (issue #15 item 4), against the production builds and the mock API, in English
 * and in Arabic: the owner raises the minimum order of the area the demo customer lives in, and
 * that customer's cart, below it, cannot be ordered and says why with the new amount. The mock
 * server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** The demo customer's primary address lies in Dubai Marina. */
const marina = (locale: Locale) => (locale === 'ar' ? 'دبي مارينا' : 'Dubai Marina');
/** 500 AED, typed as a person of each language might: Latin digits, Arabic-Indic digits. */
const typed = (locale: Locale) => (locale === 'ar' ? '٥٠٠' : '500');
const RAISED_FILS = 50_000;

test.describe('delivery areas', () => {
  test("the owner raises an area's minimum order, and a customer's cart below it cannot be ordered and says why", async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.deliveryAreas'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/delivery/areas`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.delivery.areas.title') })).toBeVisible({
      timeout: 30_000,
    });
    const row = page.getByRole('row').filter({ hasText: marina(locale) });
    await expect(row).toContainText(formatMoney(3_000, locale));
    await expectAccessible(page);

    // Edit the area: the dialog is in the URL, and its minimum order is raised to 500 AED.
    await row.getByRole('button', { name: msg(locale, 'dashboard.delivery.areas.edit.label', { name: marina(locale) }) }).click();
    await expect(page).toHaveURL(/[?&]dialog=edit%3A|[?&]dialog=edit:/);
    const dialog = page.getByRole('dialog', { name: msg(locale, 'dashboard.delivery.areas.form.editTitle', { name: marina(locale) }) });
    const minOrder = dialog.getByRole('textbox', { name: msg(locale, 'dashboard.delivery.areas.form.minOrder') });
    await expect(minOrder).toHaveValue('30');
    await minOrder.fill(typed(locale));
    await expectAccessible(page);
    const saved = page.waitForResponse((r) => r.url().includes('/grocery/shop/edit-delivery-area'));
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.delivery.areas.form.save'), exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: msg(locale, 'dashboard.delivery.areas.saved', { name: marina(locale) }) }),
    ).toBeVisible();
    await expect(row).toContainText(formatMoney(RAISED_FILS, locale));

    // The customer, signed in on the storefront, with one kg product for delivery to home (Dubai Marina).
    const { kg } = await pickProducts(request);
    const customer = page;
    await customer.goto(`${apps.storefront}/login`);
    await logInByOtp(customer, locale);
    await expect(customer).toHaveURL(`${apps.storefront}/`);
    await addKgFromCategory(customer, locale, kg);
    await openCart(customer, locale);
    await expect(customer.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.delivery'), exact: true })).toBeChecked();

    // Below the area's new minimum: the cart says so with the amount, and the order cannot be placed.
    const [before, after] = msg(locale, 'storefront.cart.warning.belowMinOrderAmount').split('{amount}');
    const warning = customer.getByRole('listitem').filter({ hasText: (before ?? '').trim() });
    await expect(warning).toBeVisible({ timeout: 20_000 });
    await expect(warning).toContainText(formatMoney(RAISED_FILS, locale));
    await expect(warning).toContainText((after ?? '').trim());
    await expect(customer.getByText(msg(locale, 'storefront.cart.place.blocked.warning'))).toBeVisible();
    await expect(customer.getByRole('button', { name: msg(locale, 'storefront.cart.place.button'), exact: true })).toBeDisabled();
  });
});
