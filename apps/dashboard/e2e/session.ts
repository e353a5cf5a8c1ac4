/** What the dashboard journeys share: signing a demo account in, as a person would. */
import type { Page } from '@playwright/test';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps, expect, msg, t } from '../../../scripts/e2e/fixtures.ts';

type Locale = 'en' | 'ar';

export const passwordField = (page: Page, locale: Locale) => page.getByLabel(t(locale, 'Password', 'كلمة المرور'), { exact: false });

/** Signs in on /sign-in with a user name (the owner, the cashier) or a phone, and waits for the dashboard. */
export async function signIn(page: Page, locale: Locale, who: { userName?: string; phone?: string; password: string }) {
  await page.goto(`${apps.dashboard}/sign-in`);
  if (who.userName) {
    // react-aria draws the radio over its input: click the label, as a person does.
    await page
      .getByText(t(locale, 'User name', 'اسم المستخدم'), { exact: true })
      .first()
      .click();
    await page.getByRole('textbox', { name: t(locale, 'User name', 'اسم المستخدم') }).fill(who.userName);
  } else {
    await page.getByRole('textbox', { name: t(locale, 'Phone number', 'رقم الهاتف') }).fill(who.phone ?? '');
  }
  await passwordField(page, locale).fill(who.password);
  await page.getByRole('button', { name: t(locale, 'Sign in', 'تسجيل الدخول'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export const owner = { userName: demoAccounts.seller.userName, password: demoAccounts.seller.password };
export const cashier = { userName: demoAccounts.cashier.userName, password: demoAccounts.cashier.password };

/** Opens the account menu and signs out. */
export async function signOut(page: Page, locale: Locale, name: string) {
  await page.getByRole('button', { name: msg(locale, 'dashboard.frame.account', { name }) }).click();
  await page.getByRole('menuitem', { name: msg(locale, 'dashboard.frame.signOut') }).click();
  await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
}
