/**
 * The dashboard's remaining forms at their field limits (issue #18 item 3, decision 0085),
 * against the production build and the mock API, in English and in Arabic: a product's price
 * and most-per-order in the products list's price form, the shop's headline in Shop profile,
 * and a staff member's mobile number in Users. Each field takes exactly its limit (digits typed
 * in Arabic-Indic too) and the server stores it; one past, a negative price, three decimals or
 * an out-of-range count is refused on its field with its translated message, the refusal leads
 * to the field, nothing else typed is lost and nothing is sent.
 */
import type { Locator, Page } from '@playwright/test';
import { TEXT_LIMITS } from '../../../packages/core/src/limits/limits.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { chars, length, lengthMax } from '../../../scripts/e2e/limits.ts';
import { ownerApi } from './faults-support.ts';
import { escape, field, label, type Locale } from './catalogue-steps.ts';
import { owner, signIn } from './session.ts';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const inDigits = (latin: string, digits: string) => latin.replace(/\d/g, (d) => digits[Number(d)] as string);
/** Latin digits in English, Arabic-Indic in Arabic: what an owner's keyboard types in each. */
const typed = (locale: Locale, latin: string) => (locale === 'ar' ? inDigits(latin, ARABIC_INDIC) : latin);
const exactText = (text: string) => new RegExp(escape(text));

/**
 * Where a refused submit leaves the keyboard: on the refused field itself, or on the form's
 * error summary, whose link for the field then leads to it.
 */
async function expectFocusLeadsTo(page: Page, scope: Locator, input: Locator, message: RegExp) {
  const summary = scope.getByRole('alert').filter({ has: page.getByRole('link') });
  await expect.poll(async () => (await summary.count()) > 0 || (await input.evaluate((el) => el === document.activeElement))).toBe(true);
  if ((await summary.count()) === 0) return expect(input).toBeFocused();
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: message }).click();
  await expect(input).toBeFocused();
}

/** Every write the page sends to the mock API (anything but GET), by path. */
function countWrites(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && /^\/api\/v\d\//.test(url.pathname)) sent.push(url.pathname);
  });
  return sent;
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** A seeded fruit of the demo shop, available and without an offer (mocks/src/seed). */
const PAPAYA = { id: 'sp-1006', name: 'Papaya', nameAr: 'بابايا' };

test("a product's price and most-per-order take exactly their limits, and refuse what is past them on the field", async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const l = locale as Locale;
  await signIn(page, l, owner);
  await page
    .getByRole('link', { name: msg(l, 'dashboard.nav.products') })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/products`);
  await page.getByRole('searchbox', { name: msg(l, 'dashboard.catalogue.list.search') }).fill(t(l, PAPAYA.name, PAPAYA.nameAr));
  const row = page.getByRole('row').filter({ hasText: t(l, PAPAYA.name, PAPAYA.nameAr) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: msg(l, 'dashboard.catalogue.list.editNamed', { name: t(l, PAPAYA.name, PAPAYA.nameAr) }) }).click();
  const dialog = page.getByRole('dialog');
  const price = dialog.getByRole('textbox', { name: label(msg(l, 'dashboard.catalogue.edit.price')) });
  const limit = dialog.getByRole('textbox', { name: label(msg(l, 'dashboard.catalogue.edit.limit')) });
  const save = dialog.getByRole('button', { name: msg(l, 'dashboard.catalogue.edit.save') });
  const incomplete = dialog.getByText(msg(l, 'dashboard.catalogue.edit.incomplete'));
  const writes = countWrites(page);

  // Each refused value: the message on its field, focus on the first refused field, both texts kept.
  const refused: { price: string; limit: string; priceError?: string; limitError?: string }[] = [
    // One fils past 100,000 AED, and one past 999 (in the locale's digits).
    {
      price: typed(l, '100000.01'),
      limit: typed(l, '1000'),
      priceError: 'dashboard.catalogue.money.tooLarge',
      limitError: 'dashboard.catalogue.limit.invalid',
    },
    // A negative price; a negative count.
    { price: '-5', limit: '-1', priceError: 'dashboard.catalogue.money.invalid', limitError: 'dashboard.catalogue.limit.invalid' },
    // Three decimals (fils have two); a count with a fraction.
    {
      price: typed(l, '12.345'),
      limit: typed(l, '2.5'),
      priceError: 'dashboard.catalogue.money.invalid',
      limitError: 'dashboard.catalogue.limit.invalid',
    },
    // A fine price with a count one past the limit: only the count is refused, and it takes the focus.
    { price: typed(l, '99.75'), limit: typed(l, '1000'), limitError: 'dashboard.catalogue.limit.invalid' },
  ];
  for (const attempt of refused) {
    const what = `${attempt.price} / ${attempt.limit}`;
    await price.fill(attempt.price);
    await limit.fill(attempt.limit);
    await save.click();
    await expect(incomplete, what).toBeVisible();
    if (attempt.priceError) {
      await expect(price, what).toHaveAttribute('aria-invalid', 'true');
      await expect(price, what).toHaveAccessibleDescription(exactText(msg(l, attempt.priceError)));
      await expect(price, what).toBeFocused();
    } else {
      await expect(price, what).not.toHaveAttribute('aria-invalid', 'true');
      await expect(limit, what).toBeFocused();
    }
    await expect(limit, what).toHaveAttribute('aria-invalid', 'true');
    await expect(limit, what).toHaveAccessibleDescription(exactText(msg(l, attempt.limitError ?? '')));
    await expect(price, what).toHaveValue(attempt.price);
    await expect(limit, what).toHaveValue(attempt.limit);
  }
  await expectAccessible(page);
  expect(writes).toEqual([]);

  // Exactly the limits (100,000 AED and 999), in the locale's digits: saved, and stored by the server.
  await price.fill(typed(l, '100000'));
  await limit.fill(typed(l, '999'));
  await save.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => writes.filter((path) => path.endsWith('/grocery/shop/set-info')).length).toBe(2);
  const { client, shop } = await ownerApi();
  const { api } = client;
  await expect
    .poll(async () => (await api.groceryShopProduct({ query: { shop, product: PAPAYA.id } })).data)
    .toMatchObject({ price: 100_000, perOrderQuantity: 999 });
  // The list shows them after a reload.
  await page.reload();
  await expect(row).toContainText('100,000', { timeout: 30_000 });
  await expect(row).toContainText('999');
});

test("the shop's headline takes exactly its limit in characters, emoji included, and refuses one more on the field", async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const l = locale as Locale;
  const max = TEXT_LIMITS.shop.headline;
  await signIn(page, l, owner);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: msg(l, 'dashboard.nav.shopProfile') })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/shop`);
  const headline = field(page, l, 'dashboard.shop.texts.headline', 'arabic');
  await expect(headline).not.toHaveValue('', { timeout: 30_000 });
  const english = field(page, l, 'dashboard.shop.texts.headline', 'english');
  const save = page.getByRole('button', { name: msg(l, 'ui.form.submit'), exact: true });
  const writes = countWrites(page);

  // Exactly 200 characters, 40 of them emoji (two UTF-16 units each: 240 units in all).
  const exact = chars('تمور خلاص طازجة 🌴 ', max);
  expect(length(exact)).toBe(max);
  expect(exact.length).toBeGreaterThan(max);
  const englishText = 'Fresh Khalas dates this week 🌴';

  // One more: refused on the field with its message; the error summary leads to it; both texts kept.
  await english.fill(englishText);
  await headline.fill(`${exact}🌴`);
  await save.click();
  const sideLabel = msg(l, 'ui.bilingualField.arabic', { label: msg(l, 'dashboard.shop.texts.headline') });
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await expect(headline).toHaveAccessibleDescription(lengthMax(l, sideLabel, max));
  await expectFocusLeadsTo(page, page.getByRole('main'), headline, lengthMax(l, sideLabel, max));
  await expect(headline).toHaveValue(`${exact}🌴`);
  await expect(english).toHaveValue(englishText);
  await expectAccessible(page);
  expect(writes).toEqual([]);

  // Exactly the limit: saved, kept after a reload, and stored by the server as typed.
  await headline.fill(exact);
  await save.click();
  await expect(page.getByText(msg(l, 'ui.formPage.saved'), { exact: true })).toBeVisible();
  expect(writes).toContain('/api/v1/shop/set-info');
  await page.reload();
  await expect(field(page, l, 'dashboard.shop.texts.headline', 'arabic')).toHaveValue(exact, { timeout: 30_000 });
  await expect(field(page, l, 'dashboard.shop.texts.headline', 'english')).toHaveValue(englishText);
  const answer = (await (await page.request.get(`${apps.mockApi}/api/v1/shop/shop-1001/light`)).json()) as {
    data: { shop: { headline: string; headline_ar: string } };
  };
  expect(answer.data.shop).toMatchObject({ headline: englishText, headline_ar: exact });
});

test("a staff member's mobile number takes exactly a UAE number in either digits, and refuses one digit more", async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const l = locale as Locale;
  await signIn(page, l, owner);
  await page.goto(`${apps.dashboard}/users`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(l, 'dashboard.users.list.title'), { timeout: 30_000 });
  await page.getByRole('button', { name: msg(l, 'dashboard.users.list.add') }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: msg(l, 'dashboard.users.create.fullName') });
  const phone = dialog.getByRole('textbox', { name: msg(l, 'dashboard.users.create.phone') });
  const email = dialog.getByRole('textbox', { name: msg(l, 'dashboard.users.create.email') });
  const password = dialog.getByLabel(label(msg(l, 'dashboard.users.create.password')));
  const confirm = dialog.getByLabel(label(msg(l, 'dashboard.users.create.passwordConfirm')));
  const writes = countWrites(page);

  const mobile = `58${l === 'en' ? 7 : 8}${String(Date.now()).slice(-6)}`;
  const fullName = t(l, `Layla Cashier ${mobile.slice(-4)}`, `ليلى الكاشير ${mobile.slice(-4)}`);
  await name.fill(fullName);
  await email.fill(`cashier.${mobile}@dukkan.ae`);
  await password.fill('Cashier#2026');
  await confirm.fill('Cashier#2026');
  await dialog.getByText(msg(l, 'dashboard.role.cashier'), { exact: true }).click();

  // One digit past a UAE mobile number (typed in the locale's digits): refused on the field.
  const tooLong = typed(l, `0${mobile}7`);
  await phone.fill(tooLong);
  // The form checks what was typed after a short pause; Add is busy (and ignores clicks) meanwhile.
  const add = dialog.getByRole('button', { name: msg(l, 'dashboard.users.create.submit') });
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
  await add.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(exactText(msg(l, 'dashboard.users.create.phone.invalid')));
  // The first click on Add submits: the phone's message waits for the press to end, so Add does
  // not move away from under the pointer (it did, and the click was lost). The summary leads to it.
  await expectFocusLeadsTo(page, dialog, phone, exactText(msg(l, 'dashboard.users.create.phone.invalid')));
  // Kept: as typed, or in the Latin digits the phone field turns Arabic-Indic ones into.
  await expect(phone).toHaveValue(new RegExp(`^(?:${escape(tooLong)}|0${mobile}7)$`));
  await expect(name).toHaveValue(fullName);
  await expect(email).toHaveValue(`cashier.${mobile}@dukkan.ae`);
  await expect(password).toHaveValue('Cashier#2026');
  await expect(dialog.getByRole('checkbox', { name: msg(l, 'dashboard.role.cashier') })).toBeChecked();
  await expectAccessible(page);
  expect(writes).toEqual([]);

  // Exactly a mobile number, in the same digits: added once, stored with Latin digits.
  await phone.fill(typed(l, `0${mobile}`));
  await dialog.getByRole('button', { name: msg(l, 'dashboard.users.create.submit') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(writes.filter((path) => path === '/api/v1/pos/user')).toHaveLength(1);
  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: fullName }) });
  await expect(row).toContainText(`+971 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`, { timeout: 30_000 });
});
