import { apps, confirmDialog, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Complaints by QR code (issue #13 item 7), against the production build and the mock API, in
 * English and in Arabic: the owner makes a QR code for a place, sees it large with the address it
 * carries, records a complaint through it (a UAE number typed in Arabic digits), labels it and
 * deletes it after confirming. The mock server is put back to its seed around the journey.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

test('the owner makes a complaint QR code, records a complaint through it, labels it and deletes it', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.complaints'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/customers/complaints`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.complaints.title') })).toBeVisible({ timeout: 30_000 });

  // A QR code for the delivery bags.
  await page.getByRole('link', { name: msg(locale, 'dashboard.complaints.qrCodesLink'), exact: true }).click();
  await expect(page).toHaveURL(`${apps.dashboard}/customers/complaints/qr-codes`);
  const place = 'Terrace table 12';
  await page.getByRole('textbox', { name: msg(locale, 'dashboard.complaints.qr.name') }).fill(place);
  await page.getByRole('button', { name: msg(locale, 'dashboard.complaints.qr.generate'), exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: place }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: msg(locale, 'dashboard.complaints.qr.show.label', { name: place }) }).click();
  const large = page.getByRole('dialog');
  const address = await large.getByRole('img').getAttribute('data-qr-value');
  expect(address).toMatch(/^https:\/\/dukkan\.ae\/complaint\/.+/);
  await expect(large.getByText(address!, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Its complaints: none yet.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/customers\/complaints\?f\.qr=/);
  await expect(page.getByText(msg(locale, 'dashboard.complaints.noMatches'), { exact: true })).toBeVisible();

  // A complaint taken by phone, through that code.
  await page.getByRole('button', { name: msg(locale, 'dashboard.complaints.add'), exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: new RegExp(msg(locale, 'dashboard.complaints.form.qr')) }).click();
  await page.getByRole('option', { name: place }).click();
  await form.getByRole('textbox', { name: msg(locale, 'dashboard.complaints.form.name') }).fill('مريم الكعبي');
  await form.getByRole('textbox', { name: msg(locale, 'dashboard.complaints.form.phone') }).fill('٠٥٥ ٩٩٩ ٨٨٧٧');
  await form.getByRole('textbox', { name: msg(locale, 'dashboard.complaints.form.message') }).fill('The order came without bread.');
  await form.getByRole('button', { name: msg(locale, 'dashboard.complaints.form.add'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'مريم الكعبي' });
  await expect(row.getByText('+971 559998877')).toBeVisible();

  // Labelled, then deleted after confirming.
  await row.getByRole('button', { name: new RegExp(msg(locale, 'dashboard.complaints.labelOf', { name: 'مريم الكعبي' })) }).click();
  const label = page.getByRole('option').nth(1);
  const labelName = (await label.innerText()).trim();
  await label.click();
  await expect(
    row.getByRole('button', { name: new RegExp(msg(locale, 'dashboard.complaints.labelOf', { name: 'مريم الكعبي' })) }),
  ).toContainText(labelName);
  await row.getByRole('button', { name: msg(locale, 'dashboard.complaints.delete.label', { name: 'مريم الكعبي' }) }).click();
  await confirmDialog(page).getByRole('button').last().click();
  await expect(page.getByRole('row').filter({ hasText: 'مريم الكعبي' })).toHaveCount(0);
});
