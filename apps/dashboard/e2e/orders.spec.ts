import type { Browser, Page } from '@playwright/test';
import { pickProducts, placeCashPickupOrder } from '../../storefront/e2e/support.ts';
import { apps, expect, msg, personContext, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The live board (issue #12): a customer orders in the storefront; in another browser the
 * owner's board shows it within the polling interval and rings until acknowledged; the owner
 * moves it through its statuses and the customer's order page shows each one; a status change
 * the server refuses leaves the card where it was and says why.
 */
type Locale = 'en' | 'ar';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A second person at another device: their own browser context, with the same language. */
async function ownerPage(browser: Browser, locale: Locale): Promise<Page> {
  return (await personContext(browser, locale)).newPage();
}

const column = (page: Page, locale: Locale, status: string) =>
  page.getByRole('region', { name: startingWith(msg(locale, `dashboard.orders.status.${status}`)) });

/** The bell's banner (its name is the plural "waiting" title, matched by its end). */
const bell = (page: Page, locale: Locale) => page.getByRole('region', { name: locale === 'ar' ? /بانتظارك$/ : /waiting$/ });

/** The customer's order page shows the status as its current step. */
async function customerSees(page: Page, locale: Locale, status: string) {
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText(msg(locale, `storefront.orders.status.${status}`));
}

async function move(page: Page, locale: Locale, from: string, number: string, to: string) {
  const card = column(page, locale, from).getByRole('article', { name: number });
  await card.getByRole('button', { name: startingWith(msg(locale, `dashboard.orders.move.${to}`)) }).click();
}

test.describe('live orders', () => {
  test("a customer's order reaches the owner's board, rings until acknowledged and moves through its statuses", async ({
    page,
    browser,
    request,
    locale,
    expectAccessible,
  }) => {
    // Two people, a placed order, a polling interval and five status changes.
    test.setTimeout(180_000);

    // The owner opens the board at the counter and acknowledges what is already waiting.
    const counter = await ownerPage(browser, locale);
    // The counter's clock is Playwright's, so the test moves it on a polling interval instead of
    // waiting one out; time otherwise runs as usual.
    await counter.clock.install();
    await signIn(counter, locale, owner);
    await counter.goto(`${apps.dashboard}/orders/live`);
    await expect(counter.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.orders.board.title'));
    // The seed has new orders: once the columns are there, the bell rings for them.
    await expect(column(counter, locale, 'pending')).toBeVisible();
    await bell(counter, locale)
      .getByRole('button', { name: msg(locale, 'dashboard.orders.alert.acknowledge') })
      .click();
    await expect(bell(counter, locale)).toHaveCount(0);
    await expect(counter).not.toHaveTitle(/^\(\d+\)/);

    // The customer orders a pickup, paid in cash.
    const { kg } = await pickProducts(request);
    const { number } = await placeCashPickupOrder(page, locale, kg);

    // Within the polling interval (10 s) the order is on the board, and it rings: banner and tab title.
    const polled = counter.waitForResponse((r) => r.url().includes('/broadcast/orders'));
    await counter.clock.fastForward(10_000);
    await polled;
    await expect(column(counter, locale, 'pending').getByRole('article', { name: number })).toBeVisible({ timeout: 20_000 });
    await expect(bell(counter, locale)).toContainText(number);
    await expect(counter).toHaveTitle(/^\(1\) /);
    // It keeps ringing until someone acknowledges it: still there after another poll.
    const polledAgain = counter.waitForResponse((r) => r.url().includes('/broadcast/orders'));
    await counter.clock.fastForward(11_000);
    await polledAgain;
    await expect(bell(counter, locale)).toContainText(number);
    await expectAccessible(counter);
    await bell(counter, locale)
      .getByRole('button', { name: msg(locale, 'dashboard.orders.alert.acknowledge') })
      .click();
    await expect(bell(counter, locale)).toHaveCount(0);
    await expect(counter).not.toHaveTitle(/^\(\d+\)/);

    // Accept, then start preparing; the customer's page follows.
    await customerSees(page, locale, 'pending');
    await move(counter, locale, 'pending', number, 'accepted');
    await expect(column(counter, locale, 'accepted').getByRole('article', { name: number })).toBeVisible();
    await customerSees(page, locale, 'accepted');
    await move(counter, locale, 'accepted', number, 'preparing');
    await expect(column(counter, locale, 'preparing').getByRole('article', { name: number })).toBeVisible();
    await customerSees(page, locale, 'preparing');

    // The server refuses "ready" once: the card stays in "Preparing" and the board says why.
    await counter.route(
      '**/api/v1/grocery/shop/cart/set-status',
      (route) =>
        route.fulfill({
          status: 500,
          json: { data: null, error: { status: 500, message: 'The order status could not be changed.', code: 'internal' } },
        }),
      { times: 1 },
    );
    await move(counter, locale, 'preparing', number, 'ready');
    const refusal = counter.getByRole('alert');
    await expect(refusal).toContainText(
      msg(locale, 'dashboard.orders.refused.title', { number, status: msg(locale, 'dashboard.orders.status.ready') }),
    );
    await expect(refusal).toContainText(msg(locale, 'dashboard.orders.refused.server'));
    await expect(column(counter, locale, 'preparing').getByRole('article', { name: number })).toBeVisible();
    await expect(column(counter, locale, 'ready').getByRole('article', { name: number })).toHaveCount(0);
    await customerSees(page, locale, 'preparing');

    // Again, and it goes through; then it is picked up and leaves the board.
    await move(counter, locale, 'preparing', number, 'ready');
    await expect(column(counter, locale, 'ready').getByRole('article', { name: number })).toBeVisible();
    await customerSees(page, locale, 'ready');
    await move(counter, locale, 'ready', number, 'picked_up');
    await expect(counter.getByRole('article', { name: number })).toHaveCount(0);
    await customerSees(page, locale, 'picked_up');
    await counter.context().close();
  });
});
