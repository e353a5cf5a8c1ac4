import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The order archive (issue #12 item 2, decision 0070): the owner opens "Order archive" from the
 * navigation, keeps only the cancelled orders, finds one by the last digits of its customer's
 * phone typed in Arabic-Indic digits, opens it, and Back brings the same filtered list (the
 * search and the filter live in the URL). The seed is read only, so nothing is reset.
 */
const arabicDigits = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test('the owner finds a cancelled order by its phone typed in Arabic digits, opens it and comes back to the list', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.orderArchive'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/orders/archive`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.orders.archive.title') })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(21, { timeout: 20_000 });
  await expectAccessible(page);

  // Only the cancelled ones.
  await page.getByRole('button', { name: new RegExp(`${msg(locale, 'dashboard.orders.archive.status')}$`) }).click();
  await page.getByRole('option', { name: msg(locale, 'dashboard.orders.status.cancelled'), exact: true }).click();
  await expect(page).toHaveURL(/f\.status=cancelled/);
  const statuses = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(statuses.first()).toContainText(msg(locale, 'dashboard.orders.status.cancelled'));
  const cancelledCount = await statuses.count();
  expect(cancelledCount).toBeGreaterThan(1);
  await expect(table.getByText(msg(locale, 'dashboard.orders.status.delivered'), { exact: true })).toHaveCount(0);

  // The last row's customer, found by the last four digits of the phone, typed as Arabic-Indic digits.
  const last = statuses.last();
  const number = (await last.getByRole('link').textContent())!.trim();
  const phone = (await last.locator('[dir="ltr"]').last().textContent())!.replace(/\D/g, '');
  await page.getByRole('searchbox', { name: msg(locale, 'dashboard.orders.archive.search') }).fill(arabicDigits(phone.slice(-4)));
  await expect(page).toHaveURL(/q=/);
  await expect(table.getByRole('link', { name: number, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => statuses.count()).toBeLessThan(cancelledCount);

  // The order's page, then Back to the same list.
  await table.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/(?!archive)[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number, { timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/archive\?.*f\.status=cancelled/);
  await expect(page.getByRole('searchbox', { name: msg(locale, 'dashboard.orders.archive.search') })).toHaveValue(
    arabicDigits(phone.slice(-4)),
  );
  await expect(table.getByRole('link', { name: number, exact: true })).toBeVisible();
});
