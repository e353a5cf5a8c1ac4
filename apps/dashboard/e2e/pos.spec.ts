import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { choose } from '../../storefront/e2e/support.ts';
import { cashier, signIn } from './session.ts';

/**
 * The point of sale (issue #12 item 6, decision 0078), against the production build and the mock
 * API, in English and in Arabic: the cashier opens Point of sale from the navigation, "scans" a
 * product (its barcode typed, then Enter, as a USB scanner does), adds a second by search, rings
 * it up dine-in at table 4 paid cash, charges (a double click places one order), sees the order
 * number and the server's total, prints the kitchen ticket (print media: only the sheet, with the
 * number and its barcode), and finds the sale on the live board as dine-in. The mock server is
 * put back to its seed around the journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** The demo shop's Alphonso mangoes (a box with a printed barcode) and its karak tea or another piece product. */
const SCANNED = { barcode: '6290000010039', en: 'Alphonso Mango 12 pcs', ar: 'مانجو ألفونسو ١٢ حبة' };
const SEARCHED = { query: 'hass', en: 'Hass Avocado', ar: 'أفوكادو هاس' };

const search = (page: Page, locale: Locale) => page.getByRole('searchbox', { name: msg(locale, 'dashboard.pos.search') });

test('a cashier rings up a dine-in order with a scanned barcode and prints the kitchen ticket', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, cashier);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.pointOfSale'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/orders/pos`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.pos.title') })).toBeVisible({ timeout: 30_000 });
  await expect(search(page, locale)).toBeFocused();
  await expect(page.locator('[data-product-id]').first()).toBeVisible({ timeout: 30_000 });

  // The scanner types the digits and Enter: the product is added and the box emptied.
  await page.keyboard.type(SCANNED.barcode);
  await page.keyboard.press('Enter');
  const lines = page.getByRole('list', { name: msg(locale, 'dashboard.pos.ticket.lines') });
  await expect(lines.getByText(SCANNED[locale], { exact: true })).toBeVisible();
  await expect(search(page, locale)).toHaveValue('');
  await expect(page.locator('[data-pos-announcer]')).toContainText(msg(locale, 'dashboard.pos.added', { name: SCANNED[locale] }));

  // An unknown barcode is said so and stays selected.
  await page.keyboard.type('6290000099999');
  await page.keyboard.press('Enter');
  await expect(search(page, locale)).toHaveAttribute('aria-invalid', 'true');
  await expect(search(page, locale)).toHaveValue('6290000099999');

  // A second product by its name: the only match is added with Enter.
  await search(page, locale).fill(SEARCHED.query);
  await search(page, locale).press('Enter');
  await expect(lines.getByText(SEARCHED[locale], { exact: true })).toBeVisible();
  await expect(lines.getByRole('listitem')).toHaveCount(2);

  // Dine-in at table 4, cash.
  await choose(page.getByRole('radio', { name: msg(locale, 'dashboard.pos.fulfilment.dineIn'), exact: true }));
  await page.getByRole('textbox', { name: msg(locale, 'dashboard.pos.table') }).fill('4');
  await choose(page.getByRole('radio', { name: msg(locale, 'dashboard.pos.payment.cash'), exact: true }));
  await expectAccessible(page);

  // Charge, pressed twice: one order.
  const placed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/pos/cart/store')) placed.push(request.url());
  });
  await page.locator('[data-charge]').dblclick();
  const done = page.getByRole('heading', { level: 2, name: /DK-\d+/ });
  await expect(done).toBeVisible({ timeout: 20_000 });
  await expect(done).toBeFocused();
  const number = /DK-\d+/.exec((await done.textContent()) ?? '')![0];
  expect(placed).toHaveLength(1);
  await expect(page.locator('[data-pos-total]')).toContainText(/\d+\.\d\d/);
  await expectAccessible(page);

  // The kitchen ticket, and its print layout: only the sheet, the number as text and as a barcode.
  await page.getByRole('link', { name: msg(locale, 'dashboard.pos.done.kitchen'), exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/ticket$/);
  const sheet = page.locator('[data-ticket-sheet]');
  await expect(sheet).toHaveAttribute('data-ticket-sheet', 'kitchen', { timeout: 20_000 });
  await expect(sheet.getByText(number, { exact: true })).toBeVisible();
  await expect(sheet).toContainText('Table 4');
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('img', { name: msg(locale, 'dashboard.ticket.barcode', { number }) })).toBeVisible();
  await expect(sheet.locator('svg').first()).toBeVisible();
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
  const shot = await page.screenshot({ fullPage: true });
  expect(shot.byteLength).toBeGreaterThan(2_000);
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back at the counter the done step waits for "New sale", which empties the ticket and puts the focus on the search.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(number) })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: msg(locale, 'dashboard.pos.done.newSale'), exact: true }).click();
  await expect(search(page, locale)).toBeFocused();
  await expect(page.getByText(msg(locale, 'dashboard.pos.ticket.empty'), { exact: true })).toBeVisible();

  // The kitchen's live board has the sale, as dine-in.
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.liveOrders'), exact: true })
    .first()
    .click();
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(msg(locale, 'dashboard.orders.fulfilment.dineIn'));
});
