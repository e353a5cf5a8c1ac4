import type { Page } from '@playwright/test';
import { apps, confirmDialog, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Social cards and NFC cards (issue #14 items 2 and 4), against the production build and the mock
 * API, in English and in Arabic. The owner registers an NFC card from the navigation, copies the
 * link its chip carries (the QR code carries the same link), changes where it leads and deletes it
 * after confirming; then adds a social card with a picture, sees where WhatsApp would cut its
 * title, and finds it on the page. The mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

async function openFromNav(page: Page, locale: Locale, navId: string, title: string) {
  await page
    .getByRole('link', { name: msg(locale, navId), exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, title) })).toBeVisible({ timeout: 30_000 });
}

test('the owner registers an NFC card, tries its link, changes where it leads and deletes it', async ({
  page,
  context,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: apps.dashboard });
  await signIn(page, locale, owner);
  await openFromNav(page, locale, 'dashboard.nav.nfcCards', 'dashboard.marketing.nfc.title');
  await expect(page).toHaveURL(`${apps.dashboard}/marketing/nfc-cards`);

  await page.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.add'), exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: msg(locale, 'dashboard.marketing.nfc.form.name') }).fill('Huda Saleh');
  await form.getByRole('textbox', { name: msg(locale, 'dashboard.marketing.nfc.form.chip') }).fill('04 a2 19 6b 3c 58 99');
  const target = form.getByRole('textbox', { name: msg(locale, 'dashboard.marketing.nfc.form.target') });
  // A script link is refused before anything is sent.
  await target.fill('javascript:alert(1)');
  await form.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.form.add'), exact: true }).click();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await target.fill('https://dukkan.ae/menu');
  await form.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.form.add'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Huda Saleh' }) });
  await expect(card.getByText('04:A2:19:6B:3C:58:99')).toBeVisible();
  const qr = card.getByRole('img');
  const link = await qr.getAttribute('data-qr-value');
  expect(link).toMatch(/^https:\/\/dukkan\.ae\/nfc\/.+/);
  await expect(card.getByText(link!, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.copyLink.label', { name: 'Huda Saleh' }) }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(page);

  await card.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.retarget.label', { name: 'Huda Saleh' }) }).click();
  const retarget = page.getByRole('dialog');
  await retarget.getByRole('textbox', { name: msg(locale, 'dashboard.marketing.nfc.form.target') }).fill('https://wa.me/971501234567');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/redirect/target') && r.method() === 'POST');
  await retarget.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.retarget.save'), exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ targetUrl: 'https://wa.me/971501234567' });
  await expect(card.getByText('https://wa.me/971501234567')).toBeVisible();
  // The chip's link does not change when its target does.
  await expect(card.getByRole('img')).toHaveAttribute('data-qr-value', link!);

  await card.getByRole('button', { name: msg(locale, 'dashboard.marketing.nfc.delete.label', { name: 'Huda Saleh' }) }).click();
  await confirmDialog(page).getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Huda Saleh' })).toHaveCount(0);
});

test('the owner adds a social card with a picture and sees where the apps cut it', async ({ page, locale }) => {
  test.slow();
  await signIn(page, locale, owner);
  await openFromNav(page, locale, 'dashboard.nav.socialCards', 'dashboard.marketing.social.title');
  await expect(page).toHaveURL(`${apps.dashboard}/marketing/social-cards`);

  await page.getByRole('button', { name: msg(locale, 'dashboard.marketing.social.add'), exact: true }).click();
  const form = page.getByRole('dialog');
  const title = 'Ramadan family boxes from Dukkan: fruit, vegetables and meats';
  await form.getByRole('textbox', { name: msg(locale, 'dashboard.marketing.social.form.title') }).fill(title);
  // 61 characters: WhatsApp and Facebook cut it, X does not.
  const cuts = form.getByRole('list', { name: msg(locale, 'dashboard.marketing.social.form.warnings') });
  await expect(cuts.getByRole('listitem')).toHaveCount(2);
  await expect(cuts).toContainText(msg(locale, 'dashboard.marketing.social.platform.whatsapp'));
  await expect(cuts).toContainText(msg(locale, 'dashboard.marketing.social.platform.facebook'));
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'boxes.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) });
  const saved = page.waitForResponse((r) => r.url().includes('/social-cards') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: msg(locale, 'dashboard.marketing.social.form.add'), exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['content-type']).toMatch(/multipart\/form-data/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
