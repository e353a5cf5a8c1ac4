import type { Browser, Page } from '@playwright/test';
import { billFils, repriceByWeight, toFilsOr, type Fils, type Order } from '../../../packages/core/src/index.ts';
import { addKgFromCategory, choose, logInByOtp, openCart, pickProducts } from '../../storefront/e2e/support.ts';
import { apps, expect, msg, personContext, t, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * A kg item re-priced by what it weighed at picking (issue #12 item 4, decision 0074), against
 * the production builds and the mock API, in English and in Arabic: a customer orders a kg
 * product in the storefront (cash, pickup); at another device the owner opens it from the live
 * board, weighs it 60 g over (typed in Arabic-Indic digits in Arabic), sees the new line price
 * and the difference, and re-prices it with the payment request ticked. The customer's order
 * page then shows the new total and the request with its payment link.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** The shop's counter: its own browser context, in the same language. */
async function counterPage(browser: Browser, locale: Locale): Promise<Page> {
  return (await personContext(browser, locale)).newPage();
}

/**
 * The customer's cash pickup order of one kg product, with the wallet switched off so the order
 * stays unpaid (a difference can only be asked of an unpaid order, decision 0074).
 */
async function placeUnpaidKgOrder(page: Page, locale: Locale, kg: Awaited<ReturnType<typeof pickProducts>>['kg']) {
  await page.goto(`${apps.storefront}/login`);
  await logInByOtp(page, locale);
  await addKgFromCategory(page, locale, kg);
  await openCart(page, locale);
  await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup') }));
  await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.payment.cash') }));
  const wallet = page.getByRole('switch', { name: msg(locale, 'storefront.cart.wallet.use') });
  if ((await wallet.count()) > 0 && (await wallet.isChecked())) {
    await wallet.focus();
    await wallet.press('Space');
    await expect(wallet).not.toBeChecked();
  }
  const placed = page.waitForResponse((r) => r.url().includes('/api/v2/grocery/cart/store'));
  await page.getByRole('button', { name: msg(locale, 'storefront.cart.place.button') }).click();
  const answer = (await (await placed).json()) as { data: { order: Order } };
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
  expect(answer.data.order.paid).toBe(false);
  return answer.data.order;
}

const aed = (fils: number) => (fils / 100).toFixed(2);
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace('.', '٫');

test.describe('weighing an order item', () => {
  test("the owner re-prices a weighed kg item and requests the difference; the customer's order shows both", async ({
    page,
    browser,
    request,
    locale,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const { kg } = await pickProducts(request);
    const placed = await placeUnpaidKgOrder(page, locale, kg);

    const counter = await counterPage(browser, locale);
    await signIn(counter, locale, owner);
    await counter
      .getByRole('link', { name: msg(locale, 'dashboard.nav.liveOrders'), exact: true })
      .first()
      .click();
    const read = counter.waitForResponse((r) => r.url().includes('/grocery/shop/cart/get'));
    await counter.locator('a', { hasText: placed.number }).first().click();
    const order = ((await (await read).json()) as { data: Order }).data;
    await expect(counter.getByRole('heading', { level: 1 })).toContainText(placed.number, { timeout: 30_000 });

    const line = order.products.find((l) => l.unit === 'kg');
    if (!line) throw new Error('The placed order has no kg line');
    const weighedGrams = (line.pay_size ?? 1000) * line.count + 60;
    const expected = repriceByWeight({ lineFils: toFilsOr(line.price, 0), count: line.count, paySize: line.pay_size, weighedGrams });
    expect(expected.differenceFils).toBeGreaterThan(0);
    const total = (billFils(order.bill, 'total_amount') + expected.differenceFils) as Fils;
    const name = locale === 'ar' && line.name_ar ? line.name_ar : line.name;

    await counter.getByRole('button', { name: msg(locale, 'dashboard.orders.weigh.open', { name: `\u2068${name}\u2069` }) }).click();
    const dialog = counter.getByRole('dialog');
    const reading = (weighedGrams / 1000).toString();
    await dialog
      .getByRole('textbox', { name: msg(locale, 'dashboard.orders.weigh.weight') })
      .fill(t(locale, reading, arabicDigits(reading)));
    await expect(dialog.locator('[aria-live="polite"]')).toContainText(aed(expected.newLineFils));
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await expectAccessible(counter);
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.orders.weigh.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(counter.getByText(msg(locale, 'dashboard.orders.weigh.done'))).toBeVisible();
    await expect(counter.getByRole('link', { name: /^https:\/\/pay\.dukkan\.ae\/r\// })).toBeVisible();
    // The bill is the server's: the total went up by the difference.
    await expect(counter.locator('dd[data-total]')).toContainText(aed(total), { timeout: 15_000 });

    // The customer's order page: the new total, and the shop's request with its link.
    await page.reload();
    const payment = page.getByRole('region', { name: msg(locale, 'storefront.orders.payment.heading') });
    await expect(payment.getByRole('link', { name: new RegExp(aed(expected.differenceFils).replace('.', '\\.')) })).toHaveAttribute(
      'href',
      /^https:\/\/pay\.dukkan\.ae\/r\//,
    );
    await expect(page.getByRole('region', { name: msg(locale, 'storefront.orders.bill.heading') })).toContainText(aed(total));
    await expectAccessible(page);
    await counter.context().close();
  });
});
