// Why: issue #18 item 5 — a shop owner working the counter without a mouse must be able to sign
// in, acknowledge the bell and take a customer's order through every status on the live board
// with the keyboard alone; focus must stay on the board (never drop to <body>) after each card
// moves, and axe must be clean after each move. No click, check, fill or mouse for the owner:
// Tab, Shift+Tab, arrows, Enter, Space and typed text only; `locator.focus()` is never used.
import type { Browser, Page } from '@playwright/test';
import { pickProducts, placeCashPickupOrder } from '../../storefront/e2e/support.ts';
import { apps, expect, msg, personContext, test } from '../../../scripts/e2e/fixtures.ts';
import { escape, focusedDescription, isFocused, settled, tabTo } from '../../../scripts/e2e/keyboard.ts';
import { owner } from './session.ts';

type Locale = 'en' | 'ar';

const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/** The owner at the counter: their own browser context, in the same language. */
async function counterPage(browser: Browser, locale: Locale): Promise<Page> {
  return (await personContext(browser, locale)).newPage();
}

const column = (page: Page, locale: Locale, status: string) =>
  page.getByRole('region', { name: startingWith(msg(locale, `dashboard.orders.status.${status}`)) });
const bell = (page: Page, locale: Locale) => page.getByRole('region', { name: locale === 'ar' ? /بانتظارك$/ : /waiting$/ });

test.describe('dashboard by keyboard only', () => {
  test("the owner signs in and takes a customer's order through its statuses on the live board", async ({
    page,
    browser,
    request,
    locale,
    expectAccessible,
  }) => {
    // The customer's order (the customer's side is not under test here).
    const { kg } = await pickProducts(request);
    const { number } = await placeCashPickupOrder(page, locale, kg);

    const counter = await counterPage(browser, locale);
    await counter.goto(`${apps.dashboard}/sign-in`);

    // Sign in with the user name: Tab into the method radios, arrow to "User name", then type.
    const byUserName = counter.getByRole('radio', { name: msg(locale, 'dashboard.signIn.method.userName') });
    await tabTo(counter, counter.getByRole('radiogroup', { name: msg(locale, 'dashboard.signIn.method') }).getByRole('radio'));
    for (let i = 0; i < 3 && !(await byUserName.isChecked()); i += 1) await counter.keyboard.press('ArrowDown');
    await expect(byUserName).toBeChecked();
    await tabTo(counter, counter.getByRole('textbox', { name: msg(locale, 'dashboard.signIn.userName') }));
    await counter.keyboard.type(owner.userName);
    await tabTo(counter, counter.getByLabel(msg(locale, 'dashboard.signIn.password'), { exact: false }).first());
    await counter.keyboard.type(owner.password);
    await counter.keyboard.press('Enter');
    await expect(counter).not.toHaveURL(/\/sign-in/);

    // The live board, from the navigation.
    await tabTo(counter, counter.getByRole('navigation').getByRole('link', { name: msg(locale, 'dashboard.nav.liveOrders') }));
    await counter.keyboard.press('Enter');
    await expect(counter).toHaveURL(`${apps.dashboard}/orders/live`);
    await expect(counter.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.orders.board.title'));
    const card = () => counter.getByRole('article', { name: number });
    await expect(column(counter, locale, 'pending').getByRole('article', { name: number })).toBeVisible();

    // The bell rings for the waiting orders: acknowledge it by keyboard.
    await expect(bell(counter, locale)).toBeVisible();
    await tabTo(counter, bell(counter, locale).getByRole('button', { name: msg(locale, 'dashboard.orders.alert.acknowledge') }));
    await counter.keyboard.press('Enter');
    await expect(bell(counter, locale)).toHaveCount(0);
    expect(await focusedDescription(counter), 'focus after acknowledging').not.toBe('<body>');

    // Each move: Tab to the card's next-step button, Enter; the card is in the next column, focus
    // stays with it, and axe is clean.
    const steps: [from: string, to: string][] = [
      ['pending', 'accepted'],
      ['accepted', 'preparing'],
      ['preparing', 'ready'],
    ];
    for (const [from, to] of steps) {
      const next = column(counter, locale, from)
        .getByRole('article', { name: number })
        .getByRole('button', { name: startingWith(msg(locale, `dashboard.orders.move.${to}`)) });
      await tabTo(counter, next, 80);
      await counter.keyboard.press('Enter');
      await expect(column(counter, locale, to).getByRole('article', { name: number })).toBeVisible();
      await expect(
        counter.getByText(msg(locale, 'dashboard.orders.moved', { number, status: msg(locale, `dashboard.orders.status.${to}`) })),
      ).toBeAttached();
      await expect.poll(() => focusedDescription(counter), { message: `focus after moving to ${to}` }).not.toBe('<body>');
      await expect.poll(() => isFocused(card().locator('*')).then(async (inside) => inside || isFocused(card()))).toBe(true);
      await settled(counter);
      await expectAccessible(counter);
    }

    // Picked up: the card leaves the board; focus must not be lost.
    await tabTo(
      counter,
      column(counter, locale, 'ready')
        .getByRole('article', { name: number })
        .getByRole('button', { name: startingWith(msg(locale, 'dashboard.orders.move.picked_up')) }),
      80,
    );
    await counter.keyboard.press('Enter');
    await expect(card()).toHaveCount(0);
    await expect.poll(() => focusedDescription(counter), { message: 'focus after the card left the board' }).not.toBe('<body>');
    await settled(counter);
    await expectAccessible(counter);
    await counter.context().close();
  });
});
