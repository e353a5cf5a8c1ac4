import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * Labels and attributes (issue #13 items 5 and 6, decision 0075), against the production build
 * and the mock API, in English and in Arabic: the owner creates a label, gives it to a customer
 * on the customer's page and finds that customer by the label filter of the customers list; then
 * defines a choice attribute, sets it on a customer and finds them by the attribute filter. The
 * mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openFromNav(page: Page, locale: Locale, navId: string, path: string, titleId: string) {
  await page
    .getByRole('link', { name: msg(locale, navId), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, titleId) })).toBeVisible({ timeout: 30_000 });
}

/** Opens the customers list and the first customer's page; returns their name. */
async function openFirstCustomer(page: Page, locale: Locale): Promise<string> {
  await openFromNav(page, locale, 'dashboard.customers.list.nav', '/customers', 'dashboard.customers.list.title');
  const first = page.getByRole('table').getByRole('link').first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

/** Every row of the customers table (the header aside) is the one customer. */
async function onlyCustomer(page: Page, name: string) {
  const rows = page.getByRole('table').getByRole('row');
  await expect(async () => {
    const texts = (await rows.allTextContents()).slice(1);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(name);
  }).toPass({ timeout: 15_000 });
}

test('the owner creates a label, gives it to a customer on their page and finds them by the label filter', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  const label = locale === 'en' ? 'Weekend box' : 'صندوق نهاية الأسبوع';
  await openFromNav(page, locale, 'dashboard.labels.nav', '/customers/labels', 'dashboard.labels.title');
  await page
    .getByRole('button', { name: msg(locale, 'dashboard.labels.add'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: new RegExp(`^${escape(msg(locale, 'dashboard.labels.form.name'))}`) }).fill(label);
  // The radio input is visually hidden (react-aria): its label is what a person clicks.
  await dialog.getByText(msg(locale, 'dashboard.labels.colour.teal'), { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: msg(locale, 'dashboard.labels.colour.teal'), exact: true })).toBeChecked();
  await expect(dialog.getByTestId('label-preview')).toContainText(label);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.labels.form.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-label-id]').filter({ hasText: label })).toContainText(locale === 'en' ? 'No customers' : 'لا عملاء');

  const name = await openFirstCustomer(page, locale);
  const box = page.getByRole('checkbox', { name: label, exact: true });
  // By keyboard, as the control is used without a mouse (the chip over the input takes the pointer).
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expectAccessible(page);

  await openFromNav(page, locale, 'dashboard.labels.nav', '/customers/labels', 'dashboard.labels.title');
  const row = page.locator('[data-label-id]').filter({ hasText: label });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/customers\?f\.label=/);
  await onlyCustomer(page, name);
});

test('the owner defines a choice attribute, sets it on a customer and finds them by the attribute filter', async ({
  page,
  locale,
  expectAccessible,
}) => {
  test.slow();
  await signIn(page, locale, owner);
  const attribute = locale === 'en' ? 'Favourite dates' : 'التمر المفضل';
  const options = locale === 'en' ? ['Ajwa', 'Medjool'] : ['عجوة', 'مجدول'];
  await openFromNav(page, locale, 'dashboard.attributes.nav', '/customers/attributes', 'dashboard.attributes.title');
  await page
    .getByRole('button', { name: msg(locale, 'dashboard.attributes.add'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: new RegExp(`^${escape(msg(locale, 'dashboard.attributes.form.name'))}`) }).fill(attribute);
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${escape(msg(locale, 'dashboard.attributes.form.options'))}`) })
    .fill(options.join('\n'));
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.attributes.form.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-attribute-id]').filter({ hasText: attribute })).toBeVisible();

  const name = await openFirstCustomer(page, locale);
  await page
    .getByRole('button', { name: msg(locale, 'dashboard.attributes.customer.set.label', { name: attribute }), exact: true })
    .click();
  const value = page.getByRole('dialog');
  await value.getByRole('button', { name: new RegExp(escape(attribute)) }).click();
  await page.getByRole('option', { name: options[1], exact: true }).click();
  await expectAccessible(page);
  await value.getByRole('button', { name: msg(locale, 'dashboard.attributes.value.save'), exact: true }).click();
  await expect(value).toBeHidden();
  await expect(
    page.getByRole('button', { name: msg(locale, 'dashboard.attributes.customer.change.label', { name: attribute }), exact: true }),
  ).toBeVisible();

  // The attributes page links each option to the customers list filtered by it, kept in the URL.
  await openFromNav(page, locale, 'dashboard.attributes.nav', '/customers/attributes', 'dashboard.attributes.title');
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.attributes.findOption', { name: attribute, value: options[1]! }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/customers\?f\.attribute=[^&]+&f\.attributeValue=/);
  await onlyCustomer(page, name);
  await expect(
    page.getByRole('button', { name: new RegExp(`${escape(msg(locale, 'dashboard.attributes.filter.attribute'))}$`) }),
  ).toContainText(attribute);
  await expectAccessible(page);
});
