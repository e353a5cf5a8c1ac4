import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Service requests (issue #12 item 7, decision 0068), against the production build and the
 * mock API, in English and in Arabic: the owner answers the newest request with a price typed
 * in Arabic-Indic digits, approves it, raises an invoice, finishes it and marks it done; and an
 * approved request is cancelled with a reason, which cancels its open invoice. The mock server
 * is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

async function openRequests(page: Page, locale: Locale) {
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.requests'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/orders/requests`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.requests.title') })).toBeVisible({ timeout: 30_000 });
}

const action = (page: Page, locale: Locale, id: string) => page.getByRole('button', { name: msg(locale, id), exact: true });

test('the owner replies to a new request with a price in Arabic-Indic digits, approves, invoices, finishes and closes it', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  await openRequests(page, locale);

  // The newest request is new: open it.
  const list = page.getByRole('list', { name: msg(locale, 'dashboard.requests.listLabel') });
  const newest = list.getByRole('listitem').first();
  await expect(newest.getByText(msg(locale, 'dashboard.requests.status.new'), { exact: true })).toBeVisible({ timeout: 20_000 });
  const name = (await newest.getByRole('heading', { level: 2 }).innerText()).trim();
  await newest.getByRole('link', { name: msg(locale, 'dashboard.requests.open.label', { name }), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.requests.detail.title', { name }) })).toBeVisible({
    timeout: 30_000,
  });
  // A new request is not finished or closed yet: those are not offered.
  await expect(action(page, locale, 'dashboard.requests.action.finish')).toHaveCount(0);
  await expect(action(page, locale, 'dashboard.requests.action.done')).toHaveCount(0);

  // Reply with a price typed in Arabic-Indic digits: 1234.50 AED.
  await action(page, locale, 'dashboard.requests.action.reply').click();
  const reply = page.getByRole('dialog');
  await reply.getByRole('textbox', { name: msg(locale, 'dashboard.requests.replyDialog.amount') }).fill('١٢٣٤٫٥');
  await reply.getByRole('button', { name: msg(locale, 'dashboard.requests.replyDialog.submit'), exact: true }).click();
  await expect(reply).toBeHidden();
  await expect(page.getByText(msg(locale, 'dashboard.requests.saved.reply'), { exact: true })).toBeVisible();
  await expect(page.getByText(msg(locale, 'dashboard.requests.status.replied'), { exact: true })).toBeVisible();
  await expect(page.getByText(/1,234\.50/).first()).toBeVisible();

  // Approve: then finishing is offered, approving no longer.
  await action(page, locale, 'dashboard.requests.action.approve').click();
  await expect(action(page, locale, 'dashboard.requests.action.finish')).toBeVisible({ timeout: 20_000 });
  await expect(action(page, locale, 'dashboard.requests.action.approve')).toHaveCount(0);

  // Raise an invoice for the quoted price.
  await action(page, locale, 'dashboard.requests.invoices.raise').click();
  const invoice = page.getByRole('dialog');
  await expect(invoice.getByRole('textbox', { name: msg(locale, 'dashboard.requests.invoiceDialog.amount') })).toHaveValue('1234.50');
  await invoice.getByRole('textbox', { name: msg(locale, 'dashboard.requests.invoiceDialog.name') }).fill('Fruit platter for 20');
  await invoice.getByRole('button', { name: msg(locale, 'dashboard.requests.invoiceDialog.submit'), exact: true }).click();
  await expect(invoice).toBeHidden();
  const invoices = page.getByRole('list', { name: msg(locale, 'dashboard.requests.invoices') });
  const raised = invoices.getByRole('listitem').filter({ hasText: 'Fruit platter for 20' });
  await expect(raised.getByText(msg(locale, 'dashboard.requests.invoice.status.open'), { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Finish, then close it: nothing more is offered.
  await action(page, locale, 'dashboard.requests.action.finish').click();
  await action(page, locale, 'dashboard.requests.action.done').click({ timeout: 20_000 });
  await expect(page.getByText(msg(locale, 'dashboard.requests.saved.done'), { exact: true })).toBeVisible();
  await expect(page.getByText(msg(locale, 'dashboard.requests.status.done'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: msg(locale, 'dashboard.requests.action.cancel'), exact: true })).toHaveCount(0);
  await expect(action(page, locale, 'dashboard.requests.invoices.raise')).toHaveCount(0);

  // The list says it is done.
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.requests'), exact: true })
    .first()
    .click();
  const card = page
    .getByRole('list', { name: msg(locale, 'dashboard.requests.listLabel') })
    .getByRole('listitem')
    .first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(card.getByText(msg(locale, 'dashboard.requests.status.done'), { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('the owner cancels an approved request with a reason, and its open invoice is cancelled with it', async ({ page, locale }) => {
  test.slow();
  await signIn(page, locale, owner);
  await openRequests(page, locale);

  // Only the approved requests: the filter goes into the URL.
  await page.getByRole('button', { name: new RegExp(msg(locale, 'dashboard.requests.filter')) }).click();
  await page.getByRole('option', { name: msg(locale, 'dashboard.requests.status.approved'), exact: true }).click();
  await expect(page).toHaveURL(/f\.status=approved/);
  const list = page.getByRole('list', { name: msg(locale, 'dashboard.requests.listLabel') });
  await expect(list.getByText(msg(locale, 'dashboard.requests.status.new'), { exact: true })).toHaveCount(0, { timeout: 20_000 });

  // The second newest approved request (the seed's) has an open invoice; the newest has none.
  const card = list.getByRole('listitem').nth(1);
  const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  await card.getByRole('link', { name: msg(locale, 'dashboard.requests.open.label', { name }), exact: true }).click();
  const invoices = page.getByRole('list', { name: msg(locale, 'dashboard.requests.invoices') });
  await expect(invoices.getByText(msg(locale, 'dashboard.requests.invoice.status.open'), { exact: true })).toHaveCount(1, {
    timeout: 30_000,
  });

  // Cancelling asks for a reason first.
  await action(page, locale, 'dashboard.requests.action.cancel').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.requests.cancelDialog.submit'), exact: true }).click();
  await expect(dialog.getByText(msg(locale, 'dashboard.requests.cancelDialog.reason.required'))).toBeVisible();
  await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.requests.cancelDialog.reason') }).fill('Customer changed the date');
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.requests.cancelDialog.submit'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(msg(locale, 'dashboard.requests.saved.cancel'), { exact: true })).toBeVisible();

  // Read again: cancelled with its reason, the invoice cancelled, nothing more offered.
  await expect(
    page.getByText(msg(locale, 'dashboard.requests.history.cancelledBecause', { reason: 'Customer changed the date' })),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(invoices.getByText(msg(locale, 'dashboard.requests.invoice.status.open'), { exact: true })).toHaveCount(0);
  await expect(invoices.getByText(msg(locale, 'dashboard.requests.invoice.status.cancelled'), { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: msg(locale, 'dashboard.requests.invoices.cancel'), exact: true })).toHaveCount(0);
  await expect(action(page, locale, 'dashboard.requests.action.finish')).toHaveCount(0);
});
