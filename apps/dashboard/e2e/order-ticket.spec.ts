import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { choose } from '../../storefront/e2e/support.ts';
import { owner, signIn } from './session.ts';

/**
 * The printable kitchen ticket and receipt (issue #12 item 5, decision 0077), against the
 * production builds and the mock API, in English and in Arabic: the owner opens an order from
 * the live board, clicks "Print ticket", sees the kitchen ticket with the order number as text
 * and as a barcode, switches to the receipt, and Print calls the browser's print. In print media
 * only the sheet is left, at the start of the page, and Chromium's PDF of it is 80 mm wide (A4
 * once A4 is chosen). The seed is read only.
 */

/** The width of the PDF's first page in points (80 mm is 226.8 pt, A4 is 595.3 pt). */
function firstPageWidth(pdf: Buffer): number {
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return box ? Number(box[3]) - Number(box[1]) : 0;
}

const sheet = (page: Page) => page.locator('[data-ticket-sheet]');

test('the owner prints the kitchen ticket and the receipt of an order from the live board', async ({ page, locale, expectAccessible }) => {
  test.slow();
  await signIn(page, locale, owner);
  await page.goto(`${apps.dashboard}/orders/live`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.orders.board.title'));

  // The first order on the board: its card has a "Print ticket" link too, named with its number.
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const number = (await card.getByRole('heading').first().textContent())!.trim();
  expect(number).toMatch(/^[\x20-\x7e]+$/);
  const cardTicket = card.getByRole('link', { name: new RegExp(`^${msg(locale, 'dashboard.ticket.open')}`) });
  await expect(cardTicket).toHaveAttribute('href', /\/orders\/[^/]+\/ticket$/);

  // The order's page, then "Print ticket".
  await card.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number, { timeout: 20_000 });
  await page.getByRole('link', { name: msg(locale, 'dashboard.ticket.open'), exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/ticket$/);

  // The kitchen ticket: the number as text and as a barcode, no prices.
  await expect(sheet(page)).toHaveAttribute('data-ticket-sheet', 'kitchen', { timeout: 20_000 });
  await expect(sheet(page).getByText(number, { exact: true })).toBeVisible();
  const barcode = sheet(page).getByRole('img', { name: msg(locale, 'dashboard.ticket.barcode', { number }) });
  await expect(barcode).toBeVisible();
  await expect(barcode).toHaveAttribute('data-barcode-value', number);
  await expect(sheet(page)).not.toContainText(msg(locale, 'dashboard.orders.bill.total_amount'));
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expectAccessible(page);

  // The receipt, kept in the URL.
  await choose(page.getByRole('radio', { name: msg(locale, 'dashboard.ticket.kind.receipt'), exact: true }));
  await expect(page).toHaveURL(/\/ticket\?kind=receipt$/);
  await expect(sheet(page)).toHaveAttribute('data-ticket-sheet', 'receipt');
  await expect(sheet(page)).toContainText(msg(locale, 'dashboard.orders.bill.total_amount'));
  await expect(sheet(page).getByRole('img', { name: msg(locale, 'dashboard.ticket.barcode', { number }) })).toBeVisible();
  await expectAccessible(page);

  // Print calls the browser's print dialog.
  await page.evaluate(() => {
    const w = window as Window & { printed?: number };
    w.printed = 0;
    w.print = () => {
      w.printed = (w.printed ?? 0) + 1;
    };
  });
  await page.getByRole('button', { name: msg(locale, 'dashboard.ticket.print'), exact: true }).click();
  expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  // In print media only the sheet is left, at the top of the page: no controls, header or navigation.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: msg(locale, 'dashboard.ticket.kind.receipt'), exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: msg(locale, 'dashboard.ticket.print'), exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
  const box = (await sheet(page).boundingBox())!;
  expect(box.y).toBeLessThan(2);
  // Nothing below the sheet: the document is no taller than the sheet (or the window, when the sheet is shorter).
  const [pageHeight, windowHeight] = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  expect(pageHeight).toBeLessThanOrEqual(Math.max(windowHeight!, Math.ceil(box.y + box.height) + 2));
  const shot = await page.screenshot({ fullPage: true });
  expect(shot.byteLength).toBeGreaterThan(2_000);
  await page.emulateMedia({ media: 'screen' });

  // Chromium's PDF: 80 mm wide by the page's own @page size.
  const roll = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(roll.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(firstPageWidth(roll)).toBeCloseTo((80 / 25.4) * 72, 0);

  // A4, kept in the URL with the kind.
  await choose(page.getByRole('radio', { name: msg(locale, 'dashboard.ticket.paper.a4'), exact: true }));
  await expect(page).toHaveURL(/\/ticket\?kind=receipt&paper=a4$/);
  await expect(sheet(page)).toHaveAttribute('data-paper', 'a4');
  const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(firstPageWidth(a4)).toBeCloseTo((210 / 25.4) * 72, 0);
});
