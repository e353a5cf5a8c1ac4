import { seedTables } from '../../../mocks/src/seed/index.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { assignNearestDriver } from './delivery.ts';
import { owner, signIn } from './session.ts';

/**
 * An order sent for delivery from its page (issue #15, decision 0067), against the production
 * builds and the mock API, in English and in Arabic: the owner opens a delivery order from the
 * live board, sends it for delivery with the parcel's weight (POST /cc/job/create), follows the
 * card's link to the job's assign dialog, gives it to the nearest free driver, and back on the
 * order's page the card (GET /cc/job/get) names the driver. The mock server is put back to its
 * seed around the journey.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** The seed's oldest delivery order being prepared (accepted, preparing or ready, not from the counter) with no delivery job. */
function deliveryOrderWithoutJob() {
  const { orders, deliveryJobs, shops } = seedTables();
  const shop = shops[0]?.id;
  const order = orders
    .filter(
      (o) =>
        o.shop === shop &&
        o.source !== 'pos' &&
        !o.pickup &&
        !o.dineIn &&
        ['accepted', 'preparing', 'ready'].includes(o.status) &&
        !deliveryJobs.some((j) => j.cart === o.id),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!order) throw new Error('The seed has no open delivery order without a delivery job');
  return order;
}

test.describe('an order sent for delivery', () => {
  test('the owner sends a delivery order from its page, assigns the job to a driver, and the order page names the driver', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    const order = deliveryOrderWithoutJob();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.liveOrders'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/orders/live`);
    await page.locator('a', { hasText: order.number }).first().click();
    await expect(page).toHaveURL(`${apps.dashboard}/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number, { timeout: 30_000 });

    const card = page.getByRole('region', { name: msg(locale, 'dashboard.orders.delivery.heading') });
    await expect(card).toContainText(msg(locale, 'dashboard.orders.delivery.none'), { timeout: 30_000 });
    await expectAccessible(page);

    // Send it, with the parcel's weight typed as a person of each language might.
    await card.getByRole('button', { name: msg(locale, 'dashboard.orders.delivery.send'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg(locale, 'dashboard.orders.delivery.title', { number: order.number }) });
    await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.orders.delivery.weight') }).fill(t(locale, '2.5', '٢٫٥'));
    await expectAccessible(page);
    const created = page.waitForResponse((r) => r.url().includes('/cc/job/create'));
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.orders.delivery.submit'), exact: true }).click();
    expect((await created).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(msg(locale, 'dashboard.delivery.jobs.status.created'));
    await expect(card).toContainText(msg(locale, 'dashboard.orders.delivery.unassigned'));
    const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(2.5);
    await expect(card).toContainText(msg(locale, 'dashboard.orders.delivery.weight.value', { kg }));

    // The card's link opens the job's assign dialog on the delivery jobs page.
    await card.getByRole('link', { name: msg(locale, 'dashboard.orders.delivery.open') }).click();
    await expect(page).toHaveURL(/\/delivery\/jobs\?dialog=assign/);
    const assign = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });
    const driver = await assignNearestDriver(page, locale, assign);

    // Back on the order's page, the card reads the job as it is now: assigned, to that driver.
    const read = page.waitForResponse((r) => r.url().includes('/cc/job/get'));
    await page.goto(`${apps.dashboard}/orders/${order.id}`);
    expect((await read).ok()).toBe(true);
    await expect(card).toContainText(msg(locale, 'dashboard.delivery.jobs.status.assigned'), { timeout: 30_000 });
    await expect(card).toContainText(msg(locale, 'dashboard.orders.delivery.driver', { name: driver }));
    await expect(card.getByRole('button', { name: msg(locale, 'dashboard.orders.delivery.send'), exact: true })).toHaveCount(0);
  });
});
