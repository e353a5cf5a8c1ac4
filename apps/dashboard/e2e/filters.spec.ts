import { apps, confirmDialog, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Product filters (issue #11 item 6, decision 0071), against the production build and the mock
 * API, in English and in Arabic: the owner offers a platform filter the shop did not use, ticks a
 * product found by its Arabic name, sets the filters of that product in one save, and adds then
 * deletes a filter of the shop's own. Every call is checked from the requests the app sends. The
 * mock server is put back to its seed around the journey.
 */
type Locale = 'en' | 'ar';

const KIDS = { en: 'Kids favourites', ar: 'مفضلات الأطفال' } as const;
const LOCAL = { en: 'Local produce', ar: 'منتج محلي' } as const;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

test('the owner offers a filter, gives it a product, sets a product’s filters in one save, and adds and deletes a filter', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/filters?\//.test(path) && request.method() !== 'GET') {
      const text = request.postData() ?? '';
      sent.push({ path, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} });
    }
  });
  const l = locale as Locale;
  await signIn(page, l, owner);
  await page
    .getByRole('link', { name: msg(l, 'dashboard.nav.filters'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/filters`);
  await expect(page.getByRole('heading', { level: 1, name: msg(l, 'dashboard.filters.title') })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  // Offer "Kids favourites" to customers.
  const kids = page.getByRole('switch', { name: new RegExp(`${KIDS[l]}$`) });
  await expect(kids).not.toBeChecked();
  await kids.focus();
  await kids.press('Space');
  await expect(kids).toBeChecked({ timeout: 20_000 });
  expect(sent.at(-1)).toMatchObject({ path: '/api/v1/filter/link-shop', body: { filter: 'filter-1001-11', link: true } });

  // Its products: find dates by their Arabic name, tick them (saved at once).
  const productsOf = msg(l, 'dashboard.filters.productsOf', { name: KIDS[l] }).replace(/^[,،]\s*/, '');
  await page.getByRole('button', { name: new RegExp(`${productsOf}$`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: msg(l, 'dashboard.filters.products.search') }).fill('تمر');
  const first = dialog.getByRole('checkbox', { checked: false }).first();
  // The row of the list holds only the product's name.
  const product = await first.evaluate((box) => (box.closest('li')?.textContent ?? '').trim());
  await first.focus();
  await first.press('Space');
  const ticked = dialog.getByRole('checkbox', { name: product, exact: true });
  await expect(ticked).toBeChecked();
  await expect.poll(() => sent.at(-1)?.path).toBe('/api/v1/filter/link-product');
  expect(sent.at(-1)?.body).toMatchObject({ filter: 'filter-1001-11', link: true });
  await dialog.getByRole('button', { name: msg(l, 'dashboard.filters.done'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // The same product's filters in one save: Kids favourites off again, Local produce on.
  await page.getByRole('button', { name: msg(l, 'dashboard.filters.productFilters'), exact: true }).click();
  const byProduct = page.getByRole('dialog');
  const combo = byProduct.getByRole('combobox', { name: msg(l, 'dashboard.filters.byProduct.product') });
  await combo.focus();
  await combo.pressSequentially(product.slice(0, 4));
  await page.getByRole('option', { name: product, exact: true }).click();
  const kidsBox = byProduct.getByRole('checkbox', { name: new RegExp(`^${KIDS[l]}`) });
  await expect(kidsBox).toBeChecked();
  await kidsBox.focus();
  await kidsBox.press('Space');
  const localBox = byProduct.getByRole('checkbox', { name: new RegExp(`^${LOCAL[l]}`) });
  if (!(await localBox.isChecked())) {
    await localBox.focus();
    await localBox.press('Space');
  }
  await byProduct.getByRole('button', { name: l === 'ar' ? 'احفظ تغييرين' : 'Save 2 changes', exact: true }).click();
  await expect(byProduct).toContainText(msg(l, 'dashboard.filters.byProduct.saved', { name: product }));
  expect(sent.at(-1)?.path).toBe('/api/v1/filters/link-product');
  expect(sent.at(-1)?.body.filterLinks).toEqual(
    expect.arrayContaining([
      { filter: 'filter-1001-11', link: false },
      { filter: 'filter-1001-02', link: true },
    ]),
  );
  await byProduct.getByRole('button', { name: msg(l, 'dashboard.filters.done'), exact: true }).click();

  // A filter of the shop's own, with a rule typed wrong first.
  await page
    .getByRole('button', { name: msg(l, 'dashboard.filters.add'), exact: true })
    .first()
    .click();
  const form = page.getByRole('dialog');
  const label = msg(l, 'dashboard.filters.form.name');
  await form.getByRole('textbox', { name: msg(l, 'ui.bilingualField.english', { label }) }).fill('Date lovers');
  await form.getByRole('textbox', { name: msg(l, 'ui.bilingualField.arabic', { label }) }).fill('لعشاق التمر');
  const rule = form.getByRole('textbox', { name: new RegExp(`^${msg(l, 'dashboard.filters.form.rule')}`) });
  await rule.fill('dates');
  await form.getByRole('button', { name: msg(l, 'dashboard.filters.form.add'), exact: true }).click();
  await expect(rule).toHaveAttribute('aria-invalid', 'true');
  expect(sent.some((s) => s.path === '/api/v1/filter/store')).toBe(false);
  await rule.fill('tag:dates');
  await form.getByRole('button', { name: msg(l, 'dashboard.filters.form.add'), exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  const mine = l === 'ar' ? 'لعشاق التمر' : 'Date lovers';
  await expect(page.getByRole('switch', { name: new RegExp(`${mine}$`) })).toBeChecked();

  await page.getByRole('button', { name: msg(l, 'dashboard.filters.deleteNamed', { name: mine }) }).click();
  await confirmDialog(page).getByRole('button').last().click();
  await expect(page.getByRole('switch', { name: new RegExp(`${mine}$`) })).toHaveCount(0, { timeout: 20_000 });
  expect(sent.at(-1)?.path).toBe('/api/v1/filter/delete');
});
