import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { addKgFromCategory, exactly, local, logInByOtp, pickProducts } from './support.ts';

type Locale = 'en' | 'ar';

/** A phone number no other journey uses (a valid UAE 58 mobile): these journeys rename and delete their customer. */
function freshPhone(): string {
  return `58${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** A first sign-in: the code, then the details step (a new customer has no name yet). */
async function signUp(page: Page, locale: Locale, name: string) {
  await logInByOtp(page, locale, freshPhone());
  await expect(page).toHaveURL(`${apps.storefront}/login/details`);
  await page.getByRole('textbox', { name: msg(locale, 'storefront.auth.details.name') }).fill(name);
  await page.getByRole('button', { name: msg(locale, 'storefront.auth.details.submit') }).click();
}

async function openAccountMenu(page: Page, locale: Locale, item: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: msg(locale, 'storefront.accountMenu.label') })
    .click();
  await page.getByRole('menuitem', { name: msg(locale, item) }).click();
}

/** The account pages and the wallet (issue #16), in both languages. */
test.describe('storefront account', () => {
  test('a guest sent from /wallet to /login comes back to the wallet after the code', async ({ page, locale, expectAccessible }) => {
    await page.goto(`${apps.storefront}/wallet`);
    await expect(page).toHaveURL(`${apps.storefront}/login`);
    await logInByOtp(page, locale);
    await expect(page).toHaveURL(`${apps.storefront}/wallet`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storefront.wallet.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: msg(locale, 'storefront.wallet.balance') })).toContainText(/\d\.\d\d/);
    await expectAccessible(page);
    // One entry's detail, and back.
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/wallet\/[^/]+$/);
    await expect(page.getByText(msg(locale, 'storefront.wallet.entry.reference'))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: msg(locale, 'storefront.wallet.entry.back') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/wallet`);
  });

  test('a customer edits the profile name from the account menu', async ({ page, locale, expectAccessible }) => {
    await page.goto(`${apps.storefront}/login`);
    await signUp(page, locale, 'Mariam Test');
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await openAccountMenu(page, locale, 'storefront.accountMenu.profile');
    await expect(page).toHaveURL(`${apps.storefront}/account/profile`);
    const name = page.getByRole('textbox', { name: msg(locale, 'storefront.profile.name') });
    await expect(name).toHaveValue('Mariam Test');
    // The spec's details rules: a one-letter name is refused before any call.
    await name.fill('M');
    await page.getByRole('button', { name: msg(locale, 'storefront.profile.save') }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const newName = locale === 'ar' ? 'مريم خالد' : 'Mariam Khalid';
    await name.fill(newName);
    await page.getByRole('button', { name: msg(locale, 'storefront.profile.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'storefront.profile.saved') })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: msg(locale, 'storefront.profile.name') })).toHaveValue(newName);
  });

  test('a customer deletes the account: the cart stays and /orders asks for a login again', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const { kg } = await pickProducts(request);
    await page.goto(`${apps.storefront}/login`);
    await signUp(page, locale, 'Delete Me');
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await addKgFromCategory(page, locale, kg);
    await openAccountMenu(page, locale, 'storefront.accountMenu.deleteAccount');
    await expect(page).toHaveURL(`${apps.storefront}/account/delete`);
    await expect(page.getByRole('region', { name: msg(locale, 'storefront.profile.delete.lostTitle') })).toBeVisible();
    await expectAccessible(page);
    const remove = page.getByRole('button', { name: msg(locale, 'storefront.profile.delete.submit') });
    // Without the "I understand" box nothing is sent.
    await remove.click();
    await expect(page).toHaveURL(`${apps.storefront}/account/delete`);
    await page.getByText(msg(locale, 'storefront.profile.delete.confirm')).click();
    await remove.click();
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'storefront.profile.delete.done.title') })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: msg(locale, 'storefront.layout.signIn') })).toBeVisible();
    // The cart is still there.
    await page.goto(`${apps.storefront}/cart`);
    await expect(
      page
        .getByRole('main')
        .getByText(exactly(local(locale, kg.product.product)))
        .first(),
    ).toBeVisible();
    // The session is gone: a login-only page sends to /login.
    await page.goto(`${apps.storefront}/orders`);
    await expect(page).toHaveURL(`${apps.storefront}/login`);
  });
});
