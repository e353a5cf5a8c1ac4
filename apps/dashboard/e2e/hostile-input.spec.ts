/**
 * Hostile input on the dashboard (issue #18 item 3, decision 0085), against the production
 * build and the mock API, in English and in Arabic: a picture field refuses, before sending and
 * each with its own message, an empty file, one past the size limit, another format under a
 * picture's name, an SVG with script named `.png`, a "pixel flood" and a name with a hidden
 * right-to-left override; a refusal from the server keeps everything typed and the picture
 * picked; a product's name takes exactly its limit and refuses one more on the field; its step
 * takes Eastern Persian digits; the after-sign-in destination never leaves the site.
 */
import type { Page } from '@playwright/test';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { UPLOAD_LIMITS } from '../../../packages/core/src/limits/limits.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { choose, escape, field, label, openNav, type Locale } from './catalogue-steps.ts';
import { owner, passwordField, signIn, signOut } from './session.ts';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** A real 1 × 1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A PNG header whose IHDR declares `width` × `height`, with no pixels behind it (a "pixel flood"). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([PNG_1X1.subarray(0, 8), ihdr]);
}

/** The longest literal run of a message (the part no placeholder breaks), as a pattern. */
function literal(locale: Locale, id: string): RegExp {
  const parts = msg(locale, id).split(/\{[^}]*\}/);
  const longest = parts.reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '');
  return new RegExp(escape(longest.trim()));
}

/** The product and picture writes the app sends (anything but GET). */
function countWrites(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && /\/(grocery\/product|upload|image)/.test(path)) sent.push(path);
  });
  return sent;
}

test('a picture field refuses hostile files before sending, and a server refusal keeps the form', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const l = locale as Locale;
  await signIn(page, l, owner);
  await openNav(page, l, 'dashboard.nav.privateProducts');
  await expect(page.getByRole('heading', { level: 1, name: msg(l, 'dashboard.privateProducts.title') })).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('link', { name: msg(l, 'dashboard.privateProducts.new'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private/new`);
  const writes = countWrites(page);

  // The product's name: one letter past its limit (120) is refused on the field, the text kept.
  const english = field(page, l, 'dashboard.privateProducts.form.name', 'english');
  const arabic = field(page, l, 'dashboard.privateProducts.form.name', 'arabic');
  const pastName = `${'Sidr honey from Hatta '.repeat(5)}${'x'.repeat(11)}`;
  expect(pastName).toHaveLength(121);
  await english.fill(pastName);
  await arabic.fill('عسل سدر من حتا');
  await choose(page, l, 'dashboard.privateProducts.form.unit', msg(l, 'dashboard.privateProducts.unit.kg'));
  // The step in Eastern Persian digits is read as 250 g.
  const step = page.getByRole('textbox', { name: label(msg(l, 'dashboard.privateProducts.form.paySize')) });
  await step.fill('۲۵۰');
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.form.paySize.hint', { grams: 250, twice: 500 }))).toBeVisible();
  await choose(page, l, 'dashboard.privateProducts.form.category', t(l, 'Spices & Condiments', 'بهارات وتوابل'));
  const barcode = page.getByRole('textbox', { name: label(msg(l, 'dashboard.privateProducts.form.barcode')) });
  await barcode.fill('62912345679');
  const create = page.getByRole('button', { name: msg(l, 'dashboard.privateProducts.form.create'), exact: true });
  await create.click();
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(english).toHaveAccessibleDescription(/120/);
  await expect(english).toHaveValue(pastName);
  expect(writes).toEqual([]);
  const exactName = pastName.slice(0, 120);
  await english.fill(exactName);

  // Each hostile file, refused on the picture field with its own message; nothing is sent or kept.
  const picture = page.getByRole('group', { name: msg(l, 'dashboard.privateProducts.form.image') });
  const input = page.locator('input[type="file"]');
  const { maxBytes, maxSide } = UPLOAD_LIMITS.image;
  const oversized = Buffer.alloc(maxBytes + 1);
  PNG_1X1.copy(oversized);
  const hostile: [string, { name: string; mimeType: string; buffer: Buffer }, RegExp][] = [
    ['empty', { name: 'jar.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }, literal(l, 'ui.uploader.empty')],
    ['too large', { name: 'jar.png', mimeType: 'image/png', buffer: oversized }, literal(l, 'ui.uploader.tooLarge')],
    [
      'a GIF under a PNG name',
      { name: 'jar.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') },
      literal(l, 'ui.imageUploader.wrongContent'),
    ],
    [
      'an SVG with script named .png',
      {
        name: 'x.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>'),
      },
      literal(l, 'ui.uploader.markup'),
    ],
    [
      'a pixel flood',
      { name: 'jar.png', mimeType: 'image/png', buffer: pngDeclaring(30_000, 30_000) },
      literal(l, 'ui.uploader.tooManyPixels'),
    ],
    [
      'one pixel past a side',
      { name: 'jar.png', mimeType: 'image/png', buffer: pngDeclaring(maxSide + 1, 1) },
      literal(l, 'ui.uploader.tooManyPixels'),
    ],
    [
      'a right-to-left override in the name',
      { name: 'invoice\u202egnp.exe.png', mimeType: 'image/png', buffer: PNG_1X1 },
      literal(l, 'ui.uploader.unsafeName'),
    ],
  ];
  for (const [what, file, message] of hostile) {
    await input.setInputFiles(file);
    await expect(picture.getByRole('alert'), what).toContainText(message);
    await expect(picture.getByRole('img'), what).toHaveCount(0);
  }
  expect(writes).toEqual([]);
  await expectAccessible(page);

  // A real picture is kept with its preview…
  await input.setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const preview = picture.getByRole('img', { name: msg(l, 'ui.uploader.previewAlt', { name: 'jar.png' }) });
  await expect(preview).toBeVisible();
  await expect(picture.getByRole('alert')).toBeEmpty();

  // …and when the server refuses the product, everything typed and the picture stay.
  let refused = 0;
  await page.route('**/api/v1/grocery/product/store', async (route) => {
    refused += 1;
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { status: 422, message: "The file's content does not match its type.", code: 'invalid_file_content' },
      }),
    });
  });
  await create.click();
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.refused.invalid'))).toBeVisible();
  expect(refused).toBe(1);
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private/new`);
  await expect(english).toHaveValue(exactName);
  await expect(arabic).toHaveValue('عسل سدر من حتا');
  await expect(barcode).toHaveValue('62912345679');
  await expect(page.getByText(msg(l, 'dashboard.privateProducts.form.paySize.hint', { grams: 250, twice: 500 }))).toBeVisible();
  await expect(preview).toBeVisible();

  // Sent again as it stands, the product with a name of exactly the limit is stored and shown back.
  await page.unroute('**/api/v1/grocery/product/store');
  await create.click();
  await expect(page).toHaveURL(/\/catalogue\/private\/cprod[_-][^/]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t(l, exactName.trim(), 'عسل سدر من حتا'), { timeout: 20_000 });
});

test('the after-sign-in destination never leaves the site', async ({ page, locale }) => {
  test.slow();
  const l = locale as Locale;
  let left = false;
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) left = true;
  });
  const submit = async () => {
    await page.getByRole('textbox', { name: msg(l, 'dashboard.signIn.phone') }).fill(demoAccounts.seller.phone);
    await passwordField(page, l).fill(demoAccounts.seller.password);
    await page.getByRole('button', { name: msg(l, 'dashboard.signIn.submit'), exact: true }).click();
  };
  for (const from of [
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/x',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/\t/evil.example',
  ]) {
    await page.goto(`${apps.dashboard}/sign-in`);
    await page.evaluate(
      (value) => window.history.replaceState({ usr: { from: value }, key: 'hostile', idx: 0 }, '', window.location.href),
      from,
    );
    await page.reload();
    await submit();
    await expect(page).toHaveURL(`${apps.dashboard}/`);
    const url = new URL(page.url());
    expect([url.origin, url.pathname], from).toEqual([apps.dashboard, '/']);
    await signOut(page, l, demoAccounts.seller.fullName);
  }
  // The same door still takes a path of the dashboard.
  await page.goto(`${apps.dashboard}/settings`);
  await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
  await submit();
  await expect(page).toHaveURL(`${apps.dashboard}/settings`);
  expect(left).toBe(false);
});
