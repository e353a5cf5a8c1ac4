import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The phone book (issue #13, vendor spec §7 "CRM v1", decision 0076), against the production
 * build and the mock API, in English and in Arabic: the owner adds a person with a phone typed
 * in Arabic-Indic digits, adds two addresses, edits one, deletes the other, copies the address
 * for a driver, finds the person again by the phone's last digits, and deletes them after
 * confirming. The mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

async function confirmDelete(page: Page, locale: Locale, text: string) {
  const confirm = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: msg(locale, 'ui.confirmDialog.confirm'), exact: true }).click();
}

async function fillAddress(page: Page, locale: Locale, address: { city: string; area: string; building: string; flat?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.city')) }).fill(address.city);
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.area')) }).fill(address.area);
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.building')) }).fill(address.building);
  if (address.flat !== undefined)
    await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.flat')) }).fill(address.flat);
}

test('the owner adds a person with two addresses, edits one, deletes the other, finds them by phone and deletes them', async ({
  page,
  context,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: apps.dashboard });
  await signIn(page, locale, owner);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.phoneBook.nav'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/customers/phone-book`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.phoneBook.title') })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-person-id]')).toHaveCount(20);
  await expectAccessible(page);

  // A new person, the phone typed in Arabic-Indic digits with the trunk 0.
  const name = locale === 'ar' ? 'حصة الكتبي' : 'Hessa Al Ketbi';
  await page
    .getByRole('button', { name: msg(locale, 'dashboard.phoneBook.add'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.person.phone')) }).fill('٠٥٨٧٧٧٦٦٥٥');
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.person.fullName')) }).fill(name);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.person.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveURL(/\/customers\/phone-book\/[^/?]+$/);
  await expect(page.getByText('+971 58 777 6655', { exact: true })).toBeVisible();

  // Two addresses.
  const addresses = page.getByRole('list', { name: msg(locale, 'dashboard.phoneBook.addresses') });
  await page.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.add'), exact: true }).click();
  await fillAddress(page, locale, { city: 'Dubai', area: 'Al Barsha', building: 'Al Manara Tower', flat: '1204' });
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.add'), exact: true }).click();
  await fillAddress(page, locale, { city: 'Sharjah', area: 'Al Nahda', building: 'Al Noor Building' });
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(addresses.getByRole('listitem')).toHaveCount(2);

  // Edit the first: a new flat number and a note for the driver.
  const flat = (n: string) => msg(locale, 'dashboard.phoneBook.address.flatShort', { flat: n });
  const sep = msg(locale, 'dashboard.phoneBook.address.separator');
  await addresses
    .getByRole('button', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.edit.label', { address: flat('1204') })) })
    .click();
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.flat')) }).fill('1506');
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.phoneBook.address.notes')) }).fill('Gate 3');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const line = [flat('1506'), 'Al Manara Tower', 'Al Barsha', 'Dubai'].join(sep);
  await expect(addresses.getByText(line, { exact: true })).toBeVisible();

  // Copy it for the driver: one line with the note.
  await addresses
    .getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.copy.label', { address: line }), exact: true })
    .click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${line} — Gate 3`);

  // Delete the other after confirming.
  const other = ['Al Noor Building', 'Al Nahda', 'Sharjah'].join(sep);
  await addresses
    .getByRole('button', { name: msg(locale, 'dashboard.phoneBook.address.delete.label', { address: other }), exact: true })
    .click();
  await confirmDelete(page, locale, other);
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(other, { exact: true })).toBeHidden();

  // Back to the list: the last digits, typed in Arabic-Indic digits, find them (and only people whose phone holds them).
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.phoneBook.nav'), exact: true })
    .first()
    .click();
  await page.getByRole('searchbox', { name: msg(locale, 'dashboard.phoneBook.search') }).fill('٧٦٦٥٥');
  await expect(page).toHaveURL(/[?&]q=/);
  const found = page.locator('[data-person-id]');
  await expect(found.filter({ has: page.getByRole('link', { name, exact: true }) })).toHaveCount(1);
  const rows = await found.allTextContents();
  expect(rows.length).toBeLessThan(20);
  for (const row of rows) expect(row.replace(/\D/g, '')).toContain('76655');
  await found.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Delete the person after confirming: back on the list, they are gone.
  await page.getByRole('button', { name: msg(locale, 'dashboard.phoneBook.person.delete'), exact: true }).click();
  await confirmDelete(page, locale, name);
  await expect(page).toHaveURL(`${apps.dashboard}/customers/phone-book`);
  await expect(page.getByText(msg(locale, 'dashboard.phoneBook.deleted'), { exact: true })).toBeVisible();
  await expect(page.locator('[data-person-id]')).toHaveCount(20);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
