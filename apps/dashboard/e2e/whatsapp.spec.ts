import type { Page, Response } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * WhatsApp (issue #13 item 9, decision 0069), against the production build and the mock API, in
 * English and in Arabic: the owner writes a template (it waits for review) and deletes it after
 * confirming; then selects three customers in the customers list, the first a Dubai landline,
 * sends an approved template with its value: two are sent, the landline fails with the reason,
 * and "Retry failed" tries the landline alone. The requests show no number was sent twice. The
 * mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

async function openTemplates(page: Page, locale: Locale) {
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.whatsapp'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/customers/whatsapp`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.whatsapp.templates.title') })).toBeVisible({
    timeout: 30_000,
  });
}

test('the owner writes a WhatsApp template, sees it waiting for review, and deletes it after confirming', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  await openTemplates(page, locale);
  await expect(page.locator('[data-template-name]')).toHaveCount(10, { timeout: 20_000 });

  await page.getByRole('button', { name: msg(locale, 'dashboard.whatsapp.templates.add'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]dialog=new/);
  const dialog = page.getByRole('dialog');
  // Nothing typed: refused on the fields, nothing sent.
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.whatsapp.form.save'), exact: true }).click();
  await expect(dialog.getByText(msg(locale, 'dashboard.whatsapp.form.name.required'))).toBeVisible();
  await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.whatsapp.form.name') }).fill('pickup_reminder');
  await dialog.getByText(msg(locale, 'dashboard.whatsapp.lang.ar'), { exact: true }).click();
  await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.whatsapp.form.body') }).fill('مرحباً {{1}}، طلبك جاهز للاستلام.');
  // The preview is a right-to-left chat bubble whatever the page's language.
  const bubble = dialog.getByTestId('whatsapp-bubble');
  await expect(bubble).toHaveAttribute('dir', 'rtl');
  await expect(bubble).toContainText('مرحباً {{1}}، طلبك جاهز للاستلام.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.whatsapp.form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(msg(locale, 'dashboard.whatsapp.templates.created'), { exact: true })).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.locator('[data-template-name="pickup_reminder"]') });
  await expect(card).toBeVisible();
  await expect(card.getByText(msg(locale, 'dashboard.whatsapp.status.pending'), { exact: true })).toBeVisible();
  await card
    .getByRole('button', {
      name: msg(locale, 'dashboard.whatsapp.templates.delete.label', {
        name: 'pickup_reminder',
        lang: msg(locale, 'dashboard.whatsapp.lang.ar'),
      }),
    })
    .click();
  // The confirmation names the template (the toast of the creation is an alert dialog too).
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'pickup_reminder' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button').last().click();
  await expect(page.getByText(msg(locale, 'dashboard.whatsapp.deleted'), { exact: true })).toBeVisible();
  await expect(page.locator('[data-template-name="pickup_reminder"]')).toHaveCount(0);
});

interface SendCall {
  recipients: string[];
  key: string | null;
  status: number;
}

test('the owner sends an approved template to three selected customers; the landline fails, and the retry sends only that one', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  const calls: SendCall[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().includes('/whatsapp/messages/send')) return;
    const body = request.postDataJSON() as { recipients?: string[] };
    calls.push({ recipients: body.recipients ?? [], key: request.headers()['idempotency-key'] ?? null, status: response.status() });
  });
  await signIn(page, locale, owner);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.customers.list.nav') })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/customers`);
  const table = page.getByRole('table');
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });

  // The first three customers; the newest one, first in the list, gave a Dubai landline (04).
  const rows = table.getByRole('row');
  const phones: string[] = [];
  for (const i of [1, 2, 3]) {
    const row = rows.nth(i);
    phones.push(((await row.locator('bdi[dir="ltr"]').first().textContent()) ?? '').replace(/[^\d+]/g, ''));
    await row.getByRole('checkbox').check();
  }
  expect(phones[0]).toMatch(/^\+9714\d{7}$/);
  const toolbar = page.getByRole('toolbar');
  await toolbar.getByRole('button', { name: msg(locale, 'dashboard.whatsapp.send.action'), exact: true }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: msg(locale, 'dashboard.whatsapp.send.to.list') }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: new RegExp(`${msg(locale, 'dashboard.whatsapp.send.template')}$`) }).click();
  // Pending and rejected templates are listed with their status, and cannot be chosen.
  const pending = page.getByRole('option', {
    name: msg(locale, 'dashboard.whatsapp.send.template.optionBlocked', {
      name: 'ramadan_hampers',
      lang: msg(locale, 'dashboard.whatsapp.lang.ar'),
      status: msg(locale, 'dashboard.whatsapp.status.pending'),
    }),
  });
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  await page
    .getByRole('option', {
      name: msg(locale, 'dashboard.whatsapp.send.template.option', {
        name: 'weekly_offers',
        lang: msg(locale, 'dashboard.whatsapp.lang.en'),
      }),
      exact: true,
    })
    .click();
  const value = dialog.getByRole('textbox', { name: msg(locale, 'dashboard.whatsapp.send.param', { n: '{{1}}' }) });
  await value.fill('Mango week: Alphonso AED 45');
  await expect(dialog.getByTestId('whatsapp-bubble')).toContainText('This week at Dukkan: Mango week: Alphonso AED 45.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^(Send to|إرسال إلى) / }).click();

  // Each recipient's outcome: two sent, the landline failed with the reason.
  const retry = dialog.getByRole('button', { name: new RegExp(`^${msg(locale, 'dashboard.whatsapp.send.retryFailed').split(' (')[0]}`) });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('[data-send-status="sent"]')).toHaveCount(2);
  const failed = dialog.locator('[data-send-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(msg(locale, 'dashboard.whatsapp.send.failed.notOnWhatsapp'));
  expect(calls).toHaveLength(3);
  expect(calls.every((c) => c.recipients.length === 1 && c.key)).toBe(true);
  expect(new Set(calls.map((c) => c.recipients[0]))).toEqual(new Set(phones));
  expect(calls.find((c) => c.recipients[0] === phones[0])?.status).toBe(422);
  await expectAccessible(page);

  // Retry: only the landline is tried again (with its first attempt's key); it fails again.
  await retry.click();
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => calls.length).toBe(4);
  expect(calls[3]!.recipients).toEqual([phones[0]]);
  expect(calls[3]!.key).toBe(calls.find((c) => c.recipients[0] === phones[0])!.key);
  await expect(dialog.locator('[data-send-status="sent"]')).toHaveCount(2);
  // No number was sent twice: every number that went through went through once.
  const delivered = calls.filter((c) => c.status < 300).flatMap((c) => c.recipients);
  expect(delivered.sort()).toEqual([phones[1], phones[2]].sort());

  await dialog.getByRole('button', { name: msg(locale, 'dashboard.whatsapp.send.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
});
