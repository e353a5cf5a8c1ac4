import type { Locator, Page } from '@playwright/test';
import { createApiClient, createMemoryStorage, createTokenManager } from '../../../packages/core/src/index.ts';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { pickProducts, placeCashPickupOrder } from '../../storefront/e2e/support.ts';
import { apps, expect, msg, personContext, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Statistics (issue #15): the owner opens Statistics from the navigation, switches the period,
 * reads a chart as a table, and the page passes axe; then a customer's pickup order placed in
 * the storefront, once picked up, adds one order to the sales overview and one pickup to the
 * order-type chart. The mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const figure = (page: Page, locale: Locale, id: string) => page.getByRole('figure', { name: msg(locale, id), exact: true });

/** The figure of a summary tile ("Orders": 367), as a number. */
async function tileNumber(page: Page, locale: Locale, id: string): Promise<number> {
  const tile = page.locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${msg(locale, id)}$`) }) });
  const figureText = tile.last().locator('dd[data-figure]');
  await expect(figureText).toHaveText(/\d/, { timeout: 20_000 });
  return Number((await figureText.innerText()).replace(/[^\d]/g, ''));
}

/** Shows a chart as its table and reads the number in the row named `row`. */
async function tableValue(chart: Locator, locale: Locale, row: string): Promise<number> {
  const toggle = chart.getByRole('button', { name: msg(locale, 'ui.chart.showTable') });
  if (await toggle.isVisible()) await toggle.click();
  const cell = chart
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell')
    .first();
  await expect(cell).toBeVisible();
  return Number((await cell.innerText()).replace(/[^\d]/g, ''));
}

test.describe('statistics', () => {
  test('the owner opens Statistics, switches the period and reads a chart as a table', async ({ page, locale, expectAccessible }) => {
    test.slow();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.statistics'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/statistics`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.statistics.title') })).toBeVisible({ timeout: 30_000 });
    const sales = figure(page, locale, 'dashboard.statistics.sales.title');
    await expect(sales.getByRole('img')).toBeVisible({ timeout: 20_000 });

    // Week by week: kept in the URL, the sales table has 12 weeks under "Week starting".
    await page.getByText(msg(locale, 'dashboard.statistics.period.week'), { exact: true }).click();
    await expect(page).toHaveURL(/[?&]f\.period=week/);
    await sales.getByRole('button', { name: msg(locale, 'ui.chart.showTable') }).click();
    const table = sales.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: msg(locale, 'dashboard.statistics.column.week') })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13, { timeout: 20_000 });
    await expect(sales.getByRole('img')).toBeHidden();

    // Back goes to the day-by-day period, as the URL said.
    await page.goBack();
    await expect(page).toHaveURL(`${apps.dashboard}/statistics`);
    await expect(page.getByRole('radio', { name: msg(locale, 'dashboard.statistics.period.day') })).toBeChecked();
    await expect(figure(page, locale, 'dashboard.statistics.orderType.title').getByRole('img')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
  });

  test("a customer's order, once picked up, shows in the sales overview and the order types", async ({
    page,
    browser,
    request,
    locale,
  }) => {
    // Two apps, a placed order and a reload of seven statistics calls.
    test.setTimeout(180_000);
    const context = await personContext(browser, locale);
    const dashboard = await context.newPage();
    await signIn(dashboard, locale, owner);
    // Month by month: the 12 months end with this one before and after the order (the mock's
    // "now" is its newest activity), so the totals differ by exactly this order.
    await dashboard.goto(`${apps.dashboard}/statistics?f.period=month`);
    const ordersBefore = await tileNumber(dashboard, locale, 'dashboard.statistics.summary.orders');
    const types = figure(dashboard, locale, 'dashboard.statistics.orderType.title');
    const pickupsBefore = await tableValue(types, locale, msg(locale, 'dashboard.statistics.orderType.pickup'));

    // The customer orders a pickup in the storefront, paid in cash.
    const { kg } = await pickProducts(request);
    const order = await placeCashPickupOrder(page, locale, kg);

    // The counter hands it over: picked up, so it is a completed sale.
    const counter = createApiClient({
      baseUrl: apps.mockApi,
      appId: 'dukkan-dashboard',
      tokens: createTokenManager({ storage: createMemoryStorage() }),
      retryDelayMs: 0,
    });
    const login = await counter.api.entranceLogin({
      body: { method: 'userName', userName: demoAccounts.seller.userName, password: demoAccounts.seller.password, rememberMe: false },
    });
    expect(login.error).toBeNull();
    if (login.error) return;
    counter.tokens.startSession({ token: login.data.token, refreshToken: login.data.refreshToken });
    expect((await counter.api.groceryShopCartSetStatus({ body: { id: order.id, status: 'picked_up' } })).error).toBeNull();

    await dashboard.reload();
    expect(await tileNumber(dashboard, locale, 'dashboard.statistics.summary.orders')).toBe(ordersBefore + 1);
    expect(await tableValue(types, locale, msg(locale, 'dashboard.statistics.orderType.pickup'))).toBe(pickupsBefore + 1);
    await context.close();
  });
});
