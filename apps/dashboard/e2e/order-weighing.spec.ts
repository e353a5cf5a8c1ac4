import { billFils, repriceByWeight, toFilsOr, type Fils } from '../../../packages/core/src/index.ts';
import { seedTables } from '../../../mocks/src/seed/index.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * A kg item re-priced by what it weighed at picking (issue #12 item 4, decision 0074), against
 * the production builds and the mock API, in English and in Arabic: the owner opens an unpaid
 * open order from the live board, weighs its kg line 60 g over the order (typed in Arabic-Indic
 * digits in Arabic), sees the new line price and the difference, re-prices it with the payment
 * request ticked, and the page shows the payment link and the total re-read from the server.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const FINISHED = ['delivered', 'picked_up', 'cancelled'];

/** The seed's unpaid open order of the owner's shop with a kg line, and that line. */
function unpaidOrderWithAKgLine() {
  const { orders, shops } = seedTables();
  const order = orders.find(
    (o) => o.shop === shops[0]?.id && !o.paid && !FINISHED.includes(o.status) && o.products.some((l) => l.unit === 'kg'),
  );
  const line = order?.products.find((l) => l.unit === 'kg');
  if (!order || !line) throw new Error('The seed has no unpaid open order with a kg line');
  return { order, line };
}

const aed = (fils: number) => (fils / 100).toFixed(2);
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace('.', '٫');

test.describe('weighing an order item', () => {
  test('the owner re-prices a weighed kg item and requests the difference; the total is re-read', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    const { order, line } = unpaidOrderWithAKgLine();
    const orderedGrams = (line.pay_size ?? 1000) * line.count;
    const weighedGrams = orderedGrams + 60;
    const expected = repriceByWeight({ lineFils: toFilsOr(line.price, 0), count: line.count, paySize: line.pay_size, weighedGrams });
    expect(expected.differenceFils).toBeGreaterThan(0);
    const total = (billFils(order.bill, 'total_amount') + expected.differenceFils) as Fils;
    const name = locale === 'ar' && line.name_ar ? line.name_ar : line.name;

    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.liveOrders'), exact: true })
      .first()
      .click();
    await page.locator('a', { hasText: order.number }).first().click();
    await expect(page).toHaveURL(`${apps.dashboard}/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number, { timeout: 30_000 });

    await page.getByRole('button', { name: msg(locale, 'dashboard.orders.weigh.open', { name: `\u2068${name}\u2069` }) }).click();
    const dialog = page.getByRole('dialog');
    const kg = (weighedGrams / 1000).toString();
    await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.orders.weigh.weight') }).fill(t(locale, kg, arabicDigits(kg)));
    await expect(dialog.locator('[aria-live="polite"]')).toContainText(aed(expected.newLineFils));
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.orders.weigh.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(msg(locale, 'dashboard.orders.weigh.done'))).toBeVisible();
    await expect(page.getByRole('link', { name: /^https:\/\/pay\.dukkan\.ae\/r\// })).toBeVisible();
    await expect(page.getByText(new RegExp(aed(expected.differenceFils).replace('.', '\\.'))).first()).toBeVisible();
    // The bill is the server's: the total went up by the difference.
    await expect(page.locator('dd[data-total]')).toContainText(aed(total), { timeout: 15_000 });
  });
});
