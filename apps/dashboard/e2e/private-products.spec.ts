import { formatMoney } from '../../../packages/core/src/money/money.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { choose, escape, field, label, openNav, png, recordCalls, type Locale } from './catalogue-steps.ts';
import { owner, signIn } from './session.ts';

/**
 * Private products and "Add products" (issue #11 items 3 and 4, decision 0072), against the
 * production builds and the mock API, in English and in Arabic: the owner creates a private kg
 * product with a picture, adds a second picture and makes it primary, adds the product to the
 * shop at a price typed in the page's digits, finds it on the products list, edits its Arabic
 * name and sees it there, and the storefront shows it to customers at its price per step. A duplicate
 * barcode is refused on its field and nothing typed is lost. Every call is checked from the
 * requests the app sends; the mock server is put back to its seed around each journey.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const HONEY = { name: 'Hatta Mountain Honey', nameAr: 'عسل جبال حتا', edited: 'عسل جبال حتا الأصيل', barcode: '62912345678' };
/** The demo shop's seeded private products use the in-store range 2001001000NN. */
const TAKEN_BARCODE = '200100100001';
const PRICE_FILS = 2475;
/** The price of one 250 g step, rounded to the fils. */
const STEP_FILS = 619;

test('the owner creates a private kg product with pictures, adds it at a price, edits its Arabic name, and customers see it', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const l = locale as Locale;
  const sent = recordCalls(page);
  await signIn(page, l, owner);

  // My products → New product.
  await openNav(page, l, 'dashboard.nav.privateProducts');
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private`);
  await expect(page.getByRole('heading', { level: 1, name: msg(l, 'dashboard.privateProducts.title') })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page
    .getByRole('link', { name: msg(l, 'dashboard.privateProducts.new'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private/new`);

  await field(page, l, 'dashboard.privateProducts.form.name', 'english').fill(HONEY.name);
  await field(page, l, 'dashboard.privateProducts.form.name', 'arabic').fill(HONEY.nameAr);
  await choose(page, l, 'dashboard.privateProducts.form.unit', msg(l, 'dashboard.privateProducts.unit.kg'));
  const step = page.getByRole('textbox', { name: label(msg(l, 'dashboard.privateProducts.form.paySize')) });
  await expect(step).toHaveValue('1000');
  await step.fill(t(l, '250', '٢٥٠'));
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.form.paySize.hint', { grams: 250, twice: 500 }))).toBeVisible();
  await choose(page, l, 'dashboard.privateProducts.form.category', t(l, 'Spices & Condiments', 'بهارات وتوابل'));
  await page.getByRole('textbox', { name: label(msg(l, 'dashboard.privateProducts.form.barcode')) }).fill(HONEY.barcode);
  await page.locator('input[type="file"]').setInputFiles(png('jar.png'));
  await expectAccessible(page);
  await page.getByRole('button', { name: msg(l, 'dashboard.privateProducts.form.create'), exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/private\/cprod[_-][^/]+$/, { timeout: 20_000 });
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  // Multipart (fields and picture): the browser does not expose its body, so the page it opens says what was stored.
  expect(sent.map((s) => s.path)).toContain('/api/v1/grocery/product/store');
  await expect(page.getByRole('textbox', { name: label(msg(l, 'dashboard.privateProducts.form.paySize')) })).toHaveValue('250', {
    timeout: 20_000,
  });

  // Its page: the picture sent with it is the primary one; a second is added and made primary.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t(l, HONEY.name, HONEY.nameAr), { timeout: 20_000 });
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.images.primary'), { exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(png('comb.png'));
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.images.added'))).toBeVisible({ timeout: 20_000 });
  const second = msg(l, 'dashboard.privateProducts.images.makePrimaryNamed', { position: 2, total: 2 });
  await page.getByRole('button', { name: second }).click();
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.images.primarySet'))).toBeVisible({ timeout: 20_000 });
  expect(sent.map((s) => s.path)).toEqual(
    expect.arrayContaining(['/api/v1/grocery/product/image', '/api/v1/grocery/product/primary-image']),
  );
  await expect(
    page.getByRole('button', { name: msg(l, 'dashboard.privateProducts.images.makePrimaryNamed', { position: 1, total: 2 }) }),
  ).toBeVisible();

  // Add products: found by its name in the page's language, added at 24.75 AED typed in the page's digits.
  await openNav(page, l, 'dashboard.nav.addProducts');
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/add`);
  await page.getByRole('searchbox', { name: msg(l, 'dashboard.addProducts.search') }).fill(t(l, HONEY.name, HONEY.nameAr));
  const add = page.getByRole('button', {
    name: new RegExp(`^${escape(msg(l, 'dashboard.addProducts.add'))}\\s*${escape(t(l, HONEY.name, HONEY.nameAr))}$`),
  });
  await add.click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: label(msg(l, 'dashboard.addProducts.dialog.price')) }).fill(t(l, '24.75', '٢٤٫٧٥'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(l, 'dashboard.addProducts.dialog.submit'), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(msg(l, 'dashboard.addProducts.noMatches'), { exact: true })).toBeVisible({ timeout: 20_000 });
  const link = sent.find((s) => s.path === '/api/v1/grocery/shop/link-product');
  expect(JSON.parse(link?.body ?? '{}')).toMatchObject({ product: id, price: 24.75 });

  // The products list has it at its price.
  await openNav(page, l, 'dashboard.nav.products');
  // Typed once the list has loaded, as a person does (the field typed into while the list
  // first loads can lose the text: noted in stop 29's note), and kept in the URL.
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: msg(l, 'dashboard.catalogue.list.search') }).fill(HONEY.nameAr);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: t(l, HONEY.name, HONEY.nameAr) });
  await expect(row).toContainText(formatMoney(PRICE_FILS, l), { timeout: 20_000 });

  // Its Arabic name edited on its page; the products list shows the new one.
  await page.goto(`${apps.dashboard}/catalogue/private/${encodeURIComponent(id)}`);
  const arabic = field(page, l, 'dashboard.privateProducts.form.name', 'arabic');
  await expect(arabic).toHaveValue(HONEY.nameAr, { timeout: 20_000 });
  await arabic.fill(HONEY.edited);
  await page.getByRole('button', { name: msg(l, 'dashboard.privateProducts.form.save'), exact: true }).click();
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.saved', { name: t(l, HONEY.name, HONEY.edited) }))).toBeVisible({
    timeout: 20_000,
  });
  await openNav(page, l, 'dashboard.nav.products');
  await page.getByRole('searchbox', { name: msg(l, 'dashboard.catalogue.list.search') }).fill(HONEY.edited);
  await expect(page.getByRole('row').filter({ hasText: HONEY.edited })).toContainText(formatMoney(PRICE_FILS, l), { timeout: 20_000 });

  // The storefront (the same mock backend) shows it to customers at its price.
  await page.goto(`${apps.storefront}/categories/cat-spices/products/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(l, HONEY.name, HONEY.edited), { timeout: 30_000 });
  // A kg product is priced per kilo and sold per step: 24.75 AED a kilo is 6.19 AED for 250 g.
  await expect(page.getByRole('main')).toContainText(formatMoney(STEP_FILS, l));
  await expect(page.getByRole('main')).toContainText('250');
});

test('a duplicate barcode is refused on its field and nothing typed is lost', async ({ page, locale, expectAccessible }) => {
  const l = locale as Locale;
  const sent = recordCalls(page);
  await signIn(page, l, owner);
  await page.goto(`${apps.dashboard}/catalogue/private/new`);
  await field(page, l, 'dashboard.privateProducts.form.name', 'english').fill('Camel Burger', { timeout: 30_000 });
  await field(page, l, 'dashboard.privateProducts.form.name', 'arabic').fill('برجر لحم الإبل');
  await field(page, l, 'dashboard.privateProducts.form.descriptionField', 'arabic').fill('برجر طازج من لحم الإبل.');
  await choose(page, l, 'dashboard.privateProducts.form.category', t(l, 'Ready Meals', 'وجبات جاهزة'));
  const barcode = page.getByRole('textbox', { name: label(msg(l, 'dashboard.privateProducts.form.barcode')) });
  await barcode.fill(TAKEN_BARCODE);
  await page.getByRole('button', { name: msg(l, 'dashboard.privateProducts.form.create'), exact: true }).click();
  await expect(barcode).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 });
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.form.barcode.duplicate')).first()).toBeVisible();
  expect(sent.filter((s) => s.path === '/api/v1/grocery/product/store')).toHaveLength(1);
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private/new`);
  await expect(field(page, l, 'dashboard.privateProducts.form.name', 'english')).toHaveValue('Camel Burger');
  await expect(field(page, l, 'dashboard.privateProducts.form.name', 'arabic')).toHaveValue('برجر لحم الإبل');
  await expect(field(page, l, 'dashboard.privateProducts.form.descriptionField', 'arabic')).toHaveValue('برجر طازج من لحم الإبل.');
  await expect(barcode).toHaveValue(TAKEN_BARCODE);
  await expectAccessible(page);

  // Another barcode: created.
  await barcode.fill('62900012345');
  await page.getByRole('button', { name: msg(l, 'dashboard.privateProducts.form.create'), exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/private\/cprod[_-][^/]+$/, { timeout: 20_000 });
});
