import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Transactions and wallets (issue #15 items 2 and 3), against the production build and the mock
 * API, in English and in Arabic: a CSV export of a range has the same totals as the screen, and
 * the owner withdraws cash from a driver's wallet, where an amount over the balance is refused
 * before sending and a double click withdraws once. The mock server is put back to its seed
 * around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** Money as shown ("AED 1,234.50", "‏1,234.50 د.إ.‏", "−12.00") to integer fils. */
function filsOf(text: string): number {
  const plain = text
    .replace(/د\.إ\./g, '')
    .replace(/\u2212/g, '-')
    .replace(/[^\d.-]/g, '');
  return Math.round(Number(plain) * 100);
}

async function figure(page: Page, id: string): Promise<number> {
  const cell = page.locator(`dd[data-figure="${id}"]`);
  await expect(cell).toHaveText(/\d/, { timeout: 20_000 });
  return id === 'count' ? Number((await cell.innerText()).replace(/[^\d]/g, '')) : filsOf(await cell.innerText());
}

/** The cells of a CSV line (RFC 4180 quoting; enough for one line without line breaks). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

async function exportCsv(page: Page, locale: Locale): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: msg(locale, 'dashboard.money.transactions.export'), exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test.describe('transactions', () => {
  test('a CSV export of a range has the same totals as the screen, in the screen language', async ({ page, locale, expectAccessible }) => {
    test.slow();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.transactions'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/transactions`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.money.transactions.title') })).toBeVisible({
      timeout: 30_000,
    });

    // October, from a shared link: the range is in the URL.
    await page.goto(`${apps.dashboard}/transactions?f.from=2026-10-01&f.to=2026-10-31`);
    const count = await figure(page, 'count');
    const [credit, debit, net] = [await figure(page, 'credit'), await figure(page, 'debit'), await figure(page, 'net')];
    expect(count).toBeGreaterThan(10);
    expect(credit - debit).toBe(net);

    const csv = await exportCsv(page, locale);
    expect(csv.name).toBe('transactions-2026-10-01-to-2026-10-31.csv');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(cells(lines[0]!)[0]).toBe(msg(locale, 'dashboard.money.csv.date'));
    expect(lines).toHaveLength(count + 3);
    const total = cells(lines.at(-2)!);
    const netLine = cells(lines.at(-1)!);
    expect(total[0]).toBe(msg(locale, 'dashboard.money.csv.total'));
    expect([filsOf(total[5]!), filsOf(total[6]!), filsOf(netLine[5]!)]).toEqual([credit, debit, net]);
    // Numbers are plain numbers: two decimals, a dot, no currency.
    expect(total[5]).toMatch(/^\d+\.\d{2}$/);

    // Only refunds: kept in the URL, nothing comes in, and the export says so too.
    await page.getByRole('button', { name: new RegExp(`${msg(locale, 'dashboard.money.transactions.operation')}$`) }).click();
    await page.getByRole('option', { name: msg(locale, 'dashboard.money.operation.refund'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]f\.op=refund/);
    await expect(page.locator('dd[data-figure="credit"]')).toHaveText(/^\D*0\.00\D*$/, { timeout: 20_000 });
    const refunds = await figure(page, 'debit');
    const refundCsv = await exportCsv(page, locale);
    expect(filsOf(cells(refundCsv.text.trimEnd().split('\r\n').at(-2)!)[6]!)).toBe(refunds);
    await expectAccessible(page);
  });
});

/** The row of the first driver who holds more than AED 2, with their name and balance. */
async function driverWithCash(page: Page, locale: Locale): Promise<{ row: Locator; name: string; balance: number }> {
  const table = page.getByRole('table', { name: msg(locale, 'dashboard.money.wallets.drivers.table') });
  const rows = table.getByRole('row');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(/\d/, { timeout: 30_000 });
  const count = await rows.count();
  for (let i = 1; i < count; i += 1) {
    const row = rows.nth(i);
    const balance = filsOf(await row.getByRole('cell').nth(1).innerText());
    if (balance > 200) return { row, name: (await row.getByRole('cell').first().innerText()).trim(), balance };
  }
  throw new Error('No driver holds cash in the seed');
}

test.describe('wallets', () => {
  test("the owner withdraws a driver's cash: over the balance is refused, a double click withdraws once", async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/wallet/make-withdraw-balance')) sent += 1;
    });
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.wallet'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/wallet`);
    const driver = await driverWithCash(page, locale);
    await expectAccessible(page);

    await driver.row.getByRole('button', { name: `${msg(locale, 'dashboard.money.wallets.drivers.withdraw')}: ${driver.name}` }).click();
    const dialog = page.getByRole('dialog', { name: msg(locale, 'dashboard.money.withdraw.title', { name: driver.name }) });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]dialog=withdraw/);
    const amount = dialog.getByRole('textbox', { name: msg(locale, 'dashboard.money.withdraw.amount') });
    const submit = dialog.getByRole('button', { name: msg(locale, 'dashboard.money.withdraw.submit'), exact: true });

    // One fils more than the driver holds: refused on the field, nothing sent.
    await amount.fill(((driver.balance + 1) / 100).toFixed(2));
    await submit.click();
    await expect(amount).toHaveAccessibleDescription(
      new RegExp(msg(locale, 'dashboard.money.withdraw.amount.overBalance').replace('.', '\\.')),
    );
    expect(sent).toBe(0);

    // 1.50 AED (typed in Arabic-Indic digits in Arabic), double-clicked: one withdrawal.
    await amount.fill(locale === 'ar' ? '١٫٥٠' : '1.50');
    await submit.dblclick();
    await expect(page.getByText(msg(locale, 'dashboard.money.withdraw.done', { name: driver.name }))).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(driver.row.getByRole('cell').nth(1)).not.toHaveText(/^$/);
    await expect
      .poll(async () => filsOf(await driver.row.getByRole('cell').nth(1).innerText()), { timeout: 20_000 })
      .toBe(driver.balance - 150);
    await page.waitForTimeout(500);
    expect(sent).toBe(1);

    // The withdrawal is a credit in the ledger, once.
    await page.goto(`${apps.dashboard}/transactions?f.op=withdrawal`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(/1\.50/);
    await expect(table.getByRole('row').nth(2).getByRole('cell').nth(4)).not.toHaveText(/^\D*1\.50\D*$/);
  });
});
