import { formatNumber } from '../../../packages/core/src/index.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { groupOrder, label } from './catalogue-steps.ts';
import { owner, signIn } from './session.ts';

/**
 * A product's add-on groups (issue #11 item 5): the owner opens them from the products list,
 * changes an option's price, moves a group up by keyboard, and the storefront's product page
 * (one mock backend for both apps) shows the groups in the new order with the new price. The
 * mock server is put back to its seed around each journey.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** Seeded in the demo shop (mocks/src/seed): Size (Small 9.00, Medium 12.25, Large 15.25), then Extras. */
const SHAWARMA = { id: 'sp-1320', category: 'cat-meals', name: 'Chicken Shawarma Sandwich', nameAr: 'ساندويتش شاورما دجاج' };
const SIZE = { en: 'Size', ar: 'الحجم' };
const EXTRAS = { en: 'Extras', ar: 'إضافات' };
const LARGE = { en: 'Large', ar: 'كبير' };

test.describe('add-on groups', () => {
  test('the owner changes an option price and moves a group up by keyboard; the storefront shows both', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    const name = t(locale, SHAWARMA.name, SHAWARMA.nameAr);
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.products') })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/catalogue/products`);
    await page.getByRole('searchbox', { name: msg(locale, 'dashboard.catalogue.list.search') }).fill(name);
    await page.getByRole('link', { name: msg(locale, 'dashboard.catalogue.list.addonsNamed', { name }) }).click();

    await expect(page).toHaveURL(`${apps.dashboard}/catalogue/products/${SHAWARMA.id}/addons`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.catalogue.addons.title', { name }));
    await expect.poll(() => groupOrder(page)).toEqual([SIZE.en, EXTRAS.en]);
    await expectAccessible(page);

    // Large: 15.25 → 16.75, typed in Arabic-Indic digits in Arabic.
    await page.getByRole('button', { name: msg(locale, 'dashboard.catalogue.addons.editNamed', { name: SIZE[locale] }) }).click();
    await expect(page).toHaveURL(/dialog=group\./);
    const dialog = page.getByRole('dialog');
    const price = dialog.getByRole('textbox', {
      name: label(msg(locale, 'dashboard.catalogue.addons.form.optionPrice', { n: formatNumber(3, locale) })),
    });
    await expect(price).toHaveValue('15.25');
    await price.fill(t(locale, '16.75', '١٦٫٧٥'));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.catalogue.addons.form.save') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const sizeOptions = page.getByRole('table', { name: msg(locale, 'dashboard.catalogue.addons.optionsOf', { name: SIZE[locale] }) });
    await expect(sizeOptions.getByRole('row').filter({ hasText: LARGE.en })).toContainText(/16\.75|١٦٫٧٥/);

    // Extras moves above Size: Space picks it up, ArrowUp moves it, Space drops it.
    const handle = page.getByRole('button', { name: msg(locale, 'dashboard.catalogue.addons.move', { name: EXTRAS[locale] }) });
    await handle.focus();
    await handle.press('Space');
    await handle.press('ArrowUp');
    await handle.press('Space');
    await expect.poll(() => groupOrder(page)).toEqual([EXTRAS.en, SIZE.en]);
    await expect(handle).toBeFocused();
    await expect(page.locator('[aria-live="assertive"]')).toHaveText(
      msg(locale, 'dashboard.catalogue.addons.announce.dropped', {
        name: EXTRAS[locale],
        position: formatNumber(1, locale),
        count: formatNumber(2, locale),
      }),
    );

    // The server kept both: a reload shows them.
    await page.reload();
    await expect.poll(() => groupOrder(page), { timeout: 30_000 }).toEqual([EXTRAS.en, SIZE.en]);
    await expect(sizeOptions.getByRole('row').filter({ hasText: LARGE.en })).toContainText(/16\.75|١٦٫٧٥/);

    // The storefront's product page: Extras first, then Size with Large at 16.75.
    await page.goto(`${apps.storefront}/categories/${SHAWARMA.category}/products/${SHAWARMA.id}`);
    const size = page.getByRole('radiogroup', { name: label(SIZE[locale]) });
    const extras = page.getByRole('group', { name: label(EXTRAS[locale]) });
    await expect(size).toBeVisible({ timeout: 30_000 });
    await expect(extras).toBeVisible();
    const [extrasBox, sizeBox] = [await extras.boundingBox(), await size.boundingBox()];
    expect(extrasBox!.y).toBeLessThan(sizeBox!.y);
    await expect(size.getByRole('radio', { name: label(LARGE[locale]) })).toBeVisible();
    await expect(size).toContainText(/16\.75|١٦٫٧٥/);
    await expect(size).not.toContainText(/15\.25|١٥٫٢٥/);
  });
});
