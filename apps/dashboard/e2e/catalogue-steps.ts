/**
 * Steps the catalogue journeys share (private products, add-on groups, issue #11): finding a
 * field or a menu as a person does, and the owner's ways to create a private product, sell it
 * at a price and give it an add-on group, each checked on the page as it goes.
 */
import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '../../../packages/core/src/index.ts';
import { apps, expect, msg, t } from '../../../scripts/e2e/fixtures.ts';

export type Locale = 'en' | 'ar';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label at the start of its accessible name (a required field's name ends with " *"). */
export const label = (text: string) => new RegExp(`^${escape(text)}`);
/** A tiny PNG file for the uploader. */
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) });

/** The catalogue writes the app sends (path and body), in order. */
export function recordCalls(page: Page) {
  const sent: { path: string; body: string }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/grocery\/(product|shop)\//.test(path) && request.method() !== 'GET')
      sent.push({ path, body: request.postDataBuffer()?.toString('utf8') ?? '' });
  });
  return sent;
}

/** Follows a navigation item by its name. */
export async function openNav(page: Page, locale: Locale, id: string) {
  await page
    .getByRole('link', { name: msg(locale, id), exact: true })
    .first()
    .click();
}

/** One side of a bilingual field, in the page or in a part of it (a dialog). */
export function field(page: Page | Locator, locale: Locale, id: string, side: 'english' | 'arabic') {
  return page.getByRole('textbox', { name: label(msg(locale, `ui.bilingualField.${side}`, { label: msg(locale, id) })) });
}

/** Picks an option of a select by its label. */
export async function choose(page: Page, locale: Locale, labelId: string, option: string) {
  await page.getByRole('button', { name: new RegExp(escape(msg(locale, labelId))) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface NewPrivateProduct {
  name: string;
  nameAr: string;
  /** The category's name in English and Arabic, as the select shows it. */
  category: { en: string; ar: string };
  barcode: string;
  /** The picture sent with it. */
  image: string;
}

/**
 * My products → New product: a product sold by weight (kg, the 1,000 g step left as it is) with
 * its names, category, barcode and a picture. Answers the new product's id, from the page it opens.
 */
export async function createPrivateKgProduct(page: Page, locale: Locale, product: NewPrivateProduct): Promise<string> {
  await openNav(page, locale, 'dashboard.nav.privateProducts');
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.privateProducts.title') })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.privateProducts.new'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/private/new`);
  await field(page, locale, 'dashboard.privateProducts.form.name', 'english').fill(product.name);
  await field(page, locale, 'dashboard.privateProducts.form.name', 'arabic').fill(product.nameAr);
  await choose(page, locale, 'dashboard.privateProducts.form.unit', msg(locale, 'dashboard.privateProducts.unit.kg'));
  await expect(page.getByRole('textbox', { name: label(msg(locale, 'dashboard.privateProducts.form.paySize')) })).toHaveValue('1000');
  await choose(page, locale, 'dashboard.privateProducts.form.category', t(locale, product.category.en, product.category.ar));
  await page.getByRole('textbox', { name: label(msg(locale, 'dashboard.privateProducts.form.barcode')) }).fill(product.barcode);
  await page.locator('input[type="file"]').setInputFiles(png(product.image));
  await page.getByRole('button', { name: msg(locale, 'dashboard.privateProducts.form.create'), exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/private\/cprod[_-][^/]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t(locale, product.name, product.nameAr), { timeout: 20_000 });
  // The picture sent with it is its primary one.
  await expect(page.getByText(msg(locale, 'dashboard.privateProducts.images.primary'), { exact: true })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** Add products: finds the product by its name in the page's language and adds it at `price` (typed as given). */
export async function addToShop(page: Page, locale: Locale, name: string, price: string) {
  await openNav(page, locale, 'dashboard.nav.addProducts');
  await expect(page).toHaveURL(`${apps.dashboard}/catalogue/add`);
  await page.getByRole('searchbox', { name: msg(locale, 'dashboard.addProducts.search') }).fill(name);
  await page
    .getByRole('button', { name: new RegExp(`^${escape(msg(locale, 'dashboard.addProducts.add'))}\\s*${escape(name)}$`) })
    .click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: label(msg(locale, 'dashboard.addProducts.dialog.price')) }).fill(price);
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.addProducts.dialog.submit'), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(msg(locale, 'dashboard.addProducts.noMatches'), { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** The group titles in the order the add-ons page shows them (top to bottom). */
export async function groupOrder(page: Page): Promise<string[]> {
  return page.locator('article h2').allTextContents();
}

export interface NewAddonGroup {
  title: string;
  titleAr: string;
  /** Names and prices as typed (either digit set); the group adds to the product's price. */
  options: { name: string; nameAr: string; price: string }[];
}

/** On a product's add-ons page: "Add a group", its titles and options, saved; it shows last. */
export async function addAddonGroup(page: Page, locale: Locale, group: NewAddonGroup) {
  await page
    .getByRole('button', { name: msg(locale, 'dashboard.catalogue.addons.add'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await field(dialog, locale, 'dashboard.catalogue.addons.form.title', 'english').fill(group.title);
  await field(dialog, locale, 'dashboard.catalogue.addons.form.title', 'arabic').fill(group.titleAr);
  for (const [i, option] of group.options.entries()) {
    const n = formatNumber(i + 1, locale);
    if (i > 0) await dialog.getByRole('button', { name: msg(locale, 'dashboard.catalogue.addons.form.addOption'), exact: true }).click();
    await dialog.getByRole('textbox', { name: label(msg(locale, 'dashboard.catalogue.addons.form.optionName', { n })) }).fill(option.name);
    await dialog
      .getByRole('textbox', { name: label(msg(locale, 'dashboard.catalogue.addons.form.optionNameAr', { n })) })
      .fill(option.nameAr);
    await dialog
      .getByRole('textbox', { name: label(msg(locale, 'dashboard.catalogue.addons.form.optionPrice', { n })) })
      .fill(option.price);
  }
  await dialog.getByRole('button', { name: msg(locale, 'dashboard.catalogue.addons.form.save'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => groupOrder(page), { timeout: 20_000 }).toContain(group.title);
}
