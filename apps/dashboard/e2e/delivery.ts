/** What the delivery journeys share: a job's assign dialog, handed to the nearest free driver. */
import type { Locator, Page } from '@playwright/test';
import { expect, msg } from '../../../scripts/e2e/fixtures.ts';

type Locale = 'en' | 'ar';

/**
 * In an open assign dialog: waits for the free drivers (nearest first), picks the first by
 * keyboard, assigns, and waits for the server and the dialog to close. Returns the driver's name.
 * `before` runs once the driver is chosen, before the assign is sent (an axe check, say).
 */
export async function assignNearestDriver(page: Page, locale: Locale, assign: Locator, before?: () => Promise<void>): Promise<string> {
  const drivers = assign.getByRole('radiogroup', { name: msg(locale, 'dashboard.delivery.jobs.assignDialog.drivers') });
  const nearest = drivers.getByRole('radio').first();
  await expect(nearest).toBeVisible({ timeout: 20_000 });
  const driver = ((await drivers.locator('label').first().locator('bdi').first().textContent()) ?? '').trim();
  expect(driver).not.toBe('');
  await nearest.focus();
  await nearest.press('Space');
  await expect(nearest).toBeChecked();
  await before?.();
  const assigned = page.waitForResponse((r) => r.url().includes('/vendor/job/manual-assign-job'));
  await assign.getByRole('button', { name: msg(locale, 'dashboard.delivery.jobs.assignDialog.submit'), exact: true }).click();
  expect((await assigned).ok()).toBe(true);
  await expect(assign).toBeHidden();
  return driver;
}
