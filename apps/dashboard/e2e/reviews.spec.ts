import type { Page } from '@playwright/test';
import { apps, confirmDialog, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Reviews (issue #14 item 5, decision 0062), against the production build and the mock API, in
 * English and in Arabic: the owner requests a review for a completed bill, publishes it in Arabic
 * with the SMS to the customer, sends the invitation again, and the statistics count it; and a
 * question template is added and deleted after confirming. The mock server is put back to its
 * seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

async function openReviews(page: Page, locale: Locale) {
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.reviews'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/marketing/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.reviews.title') })).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens the statistics page and gives a reader of its figures, as numbers. The page may first
 * show the figures it cached on an earlier visit while it reads them again (SWR), so a reading
 * after a change is polled until it settles rather than taken at first sight.
 */
async function openStatistics(page: Page, locale: Locale): Promise<() => Promise<{ total: number; published: number }>> {
  await page.getByRole('link', { name: msg(locale, 'dashboard.nav.reviewStatistics'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.reviews.stats.title') })).toBeVisible({
    timeout: 30_000,
  });
  const read = async (id: string) => {
    const cell = page.getByTestId(`review-stat-${id}`);
    await expect(cell).toHaveText(/\d/, { timeout: 20_000 });
    return Number((await cell.innerText()).replace(/\D/g, ''));
  };
  // The charts and their text alternatives are there.
  await expect(page.getByRole('figure', { name: msg(locale, 'dashboard.reviews.stats.stars.title') })).toBeVisible();
  await expect(page.getByRole('figure', { name: msg(locale, 'dashboard.reviews.stats.language.title') })).toBeVisible();
  return async () => ({ total: await read('total'), published: await read('published') });
}

test('the owner requests a review for a bill, publishes it in Arabic with the SMS, and the statistics count it', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  await openReviews(page, locale);
  const before = await (await openStatistics(page, locale))();
  await page.getByRole('link', { name: msg(locale, 'dashboard.reviews.stats.back'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.reviews.title') })).toBeVisible();

  // Request a review: the first completed bill without one, and what it will ask about.
  await page.getByRole('button', { name: msg(locale, 'dashboard.reviews.create'), exact: true }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: new RegExp(`${msg(locale, 'dashboard.reviews.create.bill')}$`) }).click();
  const option = page.getByRole('option').first();
  const bill = /DK-\d+/.exec(await option.innerText())![0];
  await option.click();
  await expect(create.getByRole('heading', { name: msg(locale, 'dashboard.reviews.create.products') })).toBeVisible();
  await expect(create.getByRole('heading', { name: msg(locale, 'dashboard.reviews.create.questions') })).toBeVisible();
  await create.getByRole('button', { name: msg(locale, 'dashboard.reviews.create.submit'), exact: true }).dblclick();
  await expect(create).toBeHidden();

  // Publish it in Arabic, texting the customer.
  await page.getByRole('button', { name: msg(locale, 'dashboard.reviews.publish.label', { bill }), exact: true }).click();
  const publish = page.getByRole('dialog');
  await publish.getByText(msg(locale, 'dashboard.reviews.language.ar'), { exact: true }).click();
  await expect(publish.getByRole('checkbox', { name: msg(locale, 'dashboard.reviews.publish.sms') })).toBeChecked();
  await publish.getByRole('button', { name: msg(locale, 'dashboard.reviews.publish.submit'), exact: true }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByText(msg(locale, 'dashboard.reviews.publish.doneSms'), { exact: true })).toBeVisible();

  // Published: it can be sent again, and it is no longer a draft.
  const send = page.getByRole('button', { name: msg(locale, 'dashboard.reviews.send.label', { bill }), exact: true });
  await expect(send).toBeVisible({ timeout: 20_000 });
  await send.click();
  await expect(page.getByText(msg(locale, 'dashboard.reviews.send.done'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: msg(locale, 'dashboard.reviews.publish.label', { bill }), exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const figures = await openStatistics(page, locale);
  await expect.poll(figures, { timeout: 20_000 }).toEqual({ total: before.total + 1, published: before.published + 1 });
});

test('the owner adds a question template and deletes it after confirming', async ({ page, locale }) => {
  test.slow();
  await signIn(page, locale, owner);
  await openReviews(page, locale);
  await page.getByRole('link', { name: msg(locale, 'dashboard.nav.reviewTemplates'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.reviews.templates.title') })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: msg(locale, 'dashboard.reviews.templates.add'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Nothing typed: refused in place, nothing sent.
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.reviews.templates.form.save'), exact: true }).click();
  await expect(dialog.getByText(msg(locale, 'dashboard.reviews.templates.form.title.required'))).toBeVisible();
  await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.reviews.templates.form.title') }).fill('Bakery counter');
  await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.reviews.templates.form.question.en') }).fill('Was the bread fresh?');
  await dialog.getByRole('textbox', { name: msg(locale, 'dashboard.reviews.templates.form.question.ar') }).fill('هل كان الخبز طازجاً؟');
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.reviews.templates.form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'Bakery counter' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(locale === 'ar' ? 'هل كان الخبز طازجاً؟' : 'Was the bread fresh?');
  await card.getByRole('button', { name: msg(locale, 'dashboard.reviews.templates.delete.label', { title: 'Bakery counter' }) }).click();
  await confirmDialog(page).getByRole('button').last().click();
  await expect(page.getByText(msg(locale, 'dashboard.reviews.templates.deleted'), { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Bakery counter' })).toHaveCount(0);
});
