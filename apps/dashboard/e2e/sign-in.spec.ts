import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps, expect, t, test } from '../../../scripts/e2e/fixtures.ts';

test.describe('vendor sign-in', () => {
  test('sends a visitor without a session to the sign-in page', async ({ page, locale, expectAccessible }) => {
    await page.goto(apps.dashboard);
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Sign in to your shop', 'سجّل الدخول إلى متجرك'));
    await expect(page.locator('html')).toHaveAttribute('dir', t(locale, 'ltr', 'rtl'));
    await expectAccessible(page);
  });

  test('explains a wrong password and signs nobody in', async ({ page, locale }) => {
    await page.goto(`${apps.dashboard}/sign-in`);
    await page.getByRole('textbox', { name: t(locale, 'Phone number', 'رقم الهاتف') }).fill(demoAccounts.seller.phone);
    await page.getByLabel(t(locale, 'Password', 'كلمة المرور')).fill('not-the-password');
    await page.getByRole('button', { name: t(locale, 'Sign in', 'تسجيل الدخول') }).click();
    await expect(page.getByRole('alert')).toContainText(t(locale, 'not right', 'غير صحيحة'));
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
  });

  test('signs the shop owner in with a user name, survives a reload, and signs out', async ({ page, locale }) => {
    await page.goto(`${apps.dashboard}/sign-in`);
    await page.getByRole('radio', { name: t(locale, 'User name', 'اسم المستخدم') }).check();
    await page.getByRole('textbox', { name: t(locale, 'User name', 'اسم المستخدم') }).fill(demoAccounts.seller.userName);
    await page.getByLabel(t(locale, 'Password', 'كلمة المرور')).fill(demoAccounts.seller.password);
    await page.getByRole('button', { name: t(locale, 'Sign in', 'تسجيل الدخول') }).click();
    const welcome = page.getByRole('heading', { level: 1 });
    await expect(welcome).toContainText(demoAccounts.seller.fullName);
    await page.reload();
    await expect(welcome).toContainText(demoAccounts.seller.fullName);
    await page.getByRole('button', { name: t(locale, 'Sign out', 'تسجيل الخروج') }).click();
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
    await page.goto(apps.dashboard);
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
  });
});
