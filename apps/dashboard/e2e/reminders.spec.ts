import type { Locator, Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Reminders and global notes (issue #13 item 4, decision 0073), against the production build and
 * the mock API, in English and in Arabic: the owner adds a reminder for a customer from the
 * customer's page (it starts at the next quarter hour in Dubai), finds it on the reminders page
 * under "Due today" (or "Upcoming" after 23:45 Dubai, when the next quarter is tomorrow's),
 * moves its time, and deletes it after confirming; then adds a global note, edits it and deletes
 * it. There is no clock knob on the mock server: the journey reads the real Dubai day. The mock
 * server is put back to its seed around each journey.
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
/** Today's calendar day in Dubai (UTC+4 all year). */
const dubaiToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

async function openFromNav(page: Page, locale: Locale, navId: string, path: string, titleId: string) {
  await page
    .getByRole('link', { name: msg(locale, navId), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, titleId) })).toBeVisible({ timeout: 30_000 });
}

async function confirmDelete(page: Page, locale: Locale, text: string) {
  const confirm = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: msg(locale, 'ui.confirmDialog.confirm'), exact: true }).click();
}

const at = async (row: Locator) => (await row.getAttribute('data-reminder-at')) ?? '';

test('the owner adds a reminder on a customer’s page, finds it due on the reminders page, moves its time and deletes it', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  await openFromNav(page, locale, 'dashboard.customers.list.nav', '/customers', 'dashboard.customers.list.title');
  const first = page.getByRole('table').getByRole('link').first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page
    .getByRole('tab', { name: startsWith(msg(locale, 'dashboard.reminders.customer.tab', { n: 'X' }).replace(/\s*\(X\)$/, '')) })
    .click();
  await expect(page).toHaveURL(/[?&]tab=reminders/);

  // A new reminder starts at the next quarter hour in Dubai: only the note is typed.
  await page.getByRole('button', { name: msg(locale, 'dashboard.reminders.customer.add'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  const note = locale === 'ar' ? 'الاتصال لتأكيد موعد توصيل سلة الفواكه' : 'Call to confirm the fruit box delivery';
  await dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.reminders.form.note')) }).fill(note);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.reminders.form.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(msg(locale, 'dashboard.reminders.added'), { exact: true })).toBeVisible();
  const onCustomer = page.locator('[data-reminder-id]').filter({ hasText: note });
  await expect(onCustomer).toBeVisible();
  const created = await at(onCustomer);
  expect(created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|15|30|45)$/);

  // The reminders page: under "Due today" (or "Upcoming" when the next quarter was tomorrow's), with the customer's name.
  await openFromNav(page, locale, 'dashboard.reminders.nav', '/customers/reminders', 'dashboard.reminders.title');
  const sectionId = created.slice(0, 10) === dubaiToday() ? 'dashboard.reminders.section.today' : 'dashboard.reminders.section.upcoming';
  const section = page.getByRole('region', { name: msg(locale, sectionId), exact: true });
  const row = section.locator('[data-reminder-id]').filter({ hasText: note });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', /\/customers\/[^/?]+\?tab=reminders$/);
  await expectAccessible(page);

  // Five minutes later: the minute segment of the time field, by keyboard (never past the hour).
  await row.getByRole('button', { name: startsWith(msg(locale, 'dashboard.reminders.edit.label', { subject: name, when: '' })) }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('heading', { name: msg(locale, 'dashboard.reminders.form.editTitle') })).toBeVisible();
  const minute = edit
    .getByRole('group', { name: msg(locale, 'dashboard.reminders.form.time'), exact: true })
    .getByRole('spinbutton')
    .nth(1);
  await minute.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowUp');
  await edit.getByRole('button', { name: msg(locale, 'dashboard.reminders.form.save'), exact: true }).click();
  await expect(edit).toBeHidden();
  const moved = `${created.slice(0, 14)}${String(Number(created.slice(14)) + 5).padStart(2, '0')}`;
  await expect(row).toHaveAttribute('data-reminder-at', moved);
  await expect(page.getByText(msg(locale, 'dashboard.reminders.saved'), { exact: true })).toBeVisible();

  // Delete, after confirming: gone from the page and from the server's answer.
  await row.getByRole('button', { name: startsWith(msg(locale, 'dashboard.reminders.delete.label', { subject: name, when: '' })) }).click();
  await confirmDelete(page, locale, name);
  await expect(page.getByText(msg(locale, 'dashboard.reminders.deleted'), { exact: true })).toBeVisible();
  await expect(page.locator('[data-reminder-id]').filter({ hasText: note })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.reminders.title') })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-reminder-id]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-reminder-id]').filter({ hasText: note })).toHaveCount(0);
});

test('the owner adds a global note, edits it and deletes it after confirming', async ({ page, locale, expectAccessible }) => {
  test.slow();
  await signIn(page, locale, owner);
  await openFromNav(page, locale, 'dashboard.notes.nav', '/customers/notes', 'dashboard.notes.title');
  const list = page.getByRole('list', { name: msg(locale, 'dashboard.notes.listLabel') });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: msg(locale, 'dashboard.notes.add'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const text = locale === 'ar' ? 'تغليف الهدايا عند الطلب' : 'Gift wrapping on request';
  const field = dialog.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.notes.form.text')) });
  await field.fill(text);
  // The live count of the 80 characters the server keeps.
  const indic = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
  await expect(dialog.getByText(new RegExp(`^(${text.length}|${indic(text.length)}) / (80|${indic(80)})$`))).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.notes.form.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(msg(locale, 'dashboard.notes.added'), { exact: true })).toBeVisible();
  // Newest first.
  await expect(list.getByRole('listitem').first()).toHaveText(new RegExp(`^${escape(text)}`));

  await list.getByRole('button', { name: msg(locale, 'dashboard.notes.edit.label', { note: text }) }).click();
  const edited = locale === 'ar' ? 'تغليف الهدايا مجاناً فوق 200 درهم' : 'Gift wrapping free above 200 AED';
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.notes.form.text')) })
    .fill(edited);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: msg(locale, 'dashboard.notes.form.save'), exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(list.getByRole('listitem').first()).toHaveText(new RegExp(`^${escape(edited)}`));

  await list.getByRole('button', { name: msg(locale, 'dashboard.notes.delete.label', { note: edited }) }).click();
  await confirmDelete(page, locale, edited);
  await expect(page.getByText(msg(locale, 'dashboard.notes.deleted'), { exact: true })).toBeVisible();
  await expect(list.getByText(edited)).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(list.getByText(edited)).toHaveCount(0);
});
