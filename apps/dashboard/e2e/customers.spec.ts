import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The customers list and a customer's page (issue #13 items 1 and 2, decision 0057): the owner
 * opens the list from the navigation, filters by area and by label (both kept in the URL),
 * finds a customer by a phone typed in Arabic-Indic digits, opens their page and adds a note.
 * The mock server is put back to its seed around the journey.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Opens a filter and picks an option; returns the option's text. */
async function pick(page: Page, filter: string, choose: (options: string[]) => number): Promise<string> {
  // The select's name is its value, then its label ("Any Area").
  await page.getByRole('button', { name: new RegExp(`${escape(filter)}$`) }).click();
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const texts = await options.allTextContents();
  const index = choose(texts);
  const text = texts[index] ?? '';
  await options.nth(index).click();
  return text;
}

/** The option with the most customers ("Dubai Marina (12)"), "Any" aside. */
function mostCustomers(texts: string[]): number {
  let best = 1;
  let most = -1;
  texts.forEach((text, i) => {
    const count = Number(/\((\d+)\)\s*$/.exec(text)?.[1] ?? -1);
    if (i > 0 && count > most) [best, most] = [i, count];
  });
  return best;
}

test.describe('the customers list', () => {
  test('the owner filters customers by area and label, finds one by an Arabic-Indic phone, and adds a note', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.customers.list.nav') })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/customers`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.customers.list.title') })).toBeVisible({
      timeout: 30_000,
    });
    const table = page.getByRole('table');
    await expect(table.getByRole('link').first()).toBeVisible();

    // The area with the most customers; the URL keeps it.
    const area = await pick(page, msg(locale, 'dashboard.customers.list.filter.area'), mostCustomers);
    await expect(page).toHaveURL(/[?&]f\.area=/);
    const areaName = area.replace(/\s*\(\d+\)\s*$/, '');
    const rows = table.getByRole('row');
    // The previous page stays on screen until the new one arrives: wait until every row is in the area.
    const everyRow = (...parts: string[]) =>
      expect(async () => {
        const texts = (await rows.allTextContents()).slice(1);
        expect(texts.length).toBeGreaterThan(0);
        expect(texts.every((text) => parts.every((part) => text.includes(part)))).toBe(true);
      }).toPass();
    await everyRow(areaName);

    // A label one of those customers has; both filters stay in the URL.
    const firstLabel = (await table.locator('[data-customer-label]').first().textContent())?.trim() ?? '';
    expect(firstLabel).not.toBe('');
    await pick(page, msg(locale, 'dashboard.customers.list.filter.label'), (texts) =>
      texts.findIndex((text, i) => i > 0 && text.startsWith(`${firstLabel} (`)),
    );
    await expect(page).toHaveURL(/[?&]f\.area=.*&f\.label=|[?&]f\.label=.*&f\.area=/);
    await everyRow(areaName, firstLabel);
    await expectAccessible(page);

    // The first of them, found again by their phone typed with Arabic-Indic digits and the trunk 0.
    const name = ((await rows.nth(1).getByRole('link').textContent()) ?? '').trim();
    const phone = ((await rows.nth(1).locator('bdi[dir="ltr"]').first().textContent()) ?? '').replace(/^\+971\s*/, '').replace(/\D/g, '');
    const indic = `0${phone}`.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
    await page.getByRole('searchbox', { name: msg(locale, 'dashboard.customers.list.search') }).fill(indic);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(table.getByRole('link')).toHaveCount(1);
    await expect(table.getByRole('link')).toHaveText(name);

    // Their page, then the notes tab: a new note shows and is announced.
    await table.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/customers\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page
      .getByRole('tab', { name: startsWith(msg(locale, 'dashboard.customers.detail.tab.notes', { n: 'X' }).replace(/\s*\(X\)$/, '')) })
      .click();
    await expect(page).toHaveURL(/[?&]tab=notes/);
    const note = locale === 'ar' ? 'يفضّل التوصيل بعد الساعة السادسة مساءً.' : 'Prefers delivery after 6 pm, side door.';
    await page.getByRole('textbox', { name: startsWith(msg(locale, 'dashboard.customers.detail.notes.field')) }).fill(note);
    await page.getByRole('button', { name: msg(locale, 'dashboard.customers.detail.notes.add.submit') }).click();
    // In the notes list (the field may still hold the text for a moment before it empties).
    const notes = page.getByRole('list', { name: msg(locale, 'dashboard.customers.detail.notes.title'), exact: true });
    await expect(notes.getByText(note, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'dashboard.customers.detail.notes.added') })).toBeVisible();
    await expectAccessible(page);

    // The note is on the server: it is still there after a reload.
    await page.reload();
    await expect(page.getByText(note, { exact: true })).toBeVisible({ timeout: 30_000 });
  });
});
