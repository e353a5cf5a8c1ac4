import type { Page } from '@playwright/test';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';

/**
 * Point-of-sale users (issue #10): the owner adds a kitchen user, who then signs in by phone
 * (POS users get no user name) and finds the staff list closed to their role. Each run and
 * locale uses a new phone, so the journey does not depend on a reset of the mock server.
 */
/** A field's label at the start of its accessible name (a required field's name ends with its " *"). */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

function newKitchenPhone(locale: 'en' | 'ar'): string {
  // A UAE mobile: 58, a digit per locale, then six digits that change every run.
  return `58${locale === 'en' ? 1 : 2}${String(Date.now()).slice(-6)}`;
}

/** Sign-in by phone number (the form's default method), as staff without a user name do. */
async function signIn(page: Page, locale: 'en' | 'ar', phone: string, password: string) {
  await page.goto(`${apps.dashboard}/sign-in`);
  await page.getByRole('textbox', { name: t(locale, 'Phone number', 'رقم الهاتف') }).fill(phone);
  await page.getByLabel(label(t(locale, 'Password', 'كلمة المرور'))).fill(password);
  await page.getByRole('button', { name: t(locale, 'Sign in', 'تسجيل الدخول') }).click();
}

test.describe('point-of-sale users', () => {
  test('the owner adds a kitchen user, who signs in by phone and cannot open the staff list', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    // Two sign-ins, a creation and two axe checks: longer than the default minute on a busy machine.
    test.setTimeout(120_000);
    const phone = newKitchenPhone(locale);
    const name = t(locale, `Omar Kitchen ${phone.slice(-4)}`, `عمر المطبخ ${phone.slice(-4)}`);
    const password = 'Kitchen#2026';

    await signIn(page, locale, demoAccounts.seller.phone, demoAccounts.seller.password);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(demoAccounts.seller.fullName);
    await page.goto(`${apps.dashboard}/users`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.users.list.title'));
    await expect(page.getByRole('link', { name: demoAccounts.cashier.fullName })).toBeVisible();

    await page.getByRole('button', { name: msg(locale, 'dashboard.users.list.add') }).click();
    await expect(page).toHaveURL(/dialog=create/);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.users.create.fullName') }).fill(name);
    await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.users.create.phone') }).fill(`0${phone}`);
    await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.users.create.email') }).fill(`kitchen.${phone}@dukkan.ae`);
    await dialog.getByLabel(label(msg(locale, 'dashboard.users.create.password'))).fill(password);
    await dialog.getByLabel(label(msg(locale, 'dashboard.users.create.passwordConfirm'))).fill(password);
    await dialog.getByText(msg(locale, 'dashboard.role.kitchen'), { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: msg(locale, 'dashboard.role.kitchen') })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.users.create.submit') }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialog=create/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toContainText(msg(locale, 'dashboard.role.kitchen'));
    await expect(row).toContainText(`+971 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`);
    await expectAccessible(page);

    // Sign out from the account menu.
    await page.getByRole('button', { name: msg(locale, 'dashboard.frame.account', { name: demoAccounts.seller.fullName }) }).click();
    await page.getByRole('menuitem', { name: msg(locale, 'dashboard.frame.signOut') }).click();
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);

    // The new account has no user name: the kitchen user signs in with the phone. The sign-out
    // left no "from" behind, so they land on the dashboard's home, which is not theirs either:
    // the kitchen role opens only the live orders.
    await signIn(page, locale, phone, password);
    await expect(page).toHaveURL(`${apps.dashboard}/`);
    await expect(page.getByRole('button', { name: msg(locale, 'dashboard.frame.account', { name }) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.forbidden.title'));

    await page.goto(`${apps.dashboard}/users`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.forbidden.title'));
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
  });
});
