import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The header slider (issue #14 item 1, decision 0052): the owner opens "Header slider" from the
 * navigation, gives the second slide a new Arabic title, moves it to the top by keyboard and
 * points the slider's button at the Vegetables category, chosen from the searchable list, with a
 * title in both languages, and saves; the storefront's home then shows the moved slide first, with
 * its new Arabic title, and its button opens the Vegetables category. A new slide without a picture
 * is refused with "image required" and sends nothing (vendor spec §5). The mock server is put back
 * to its seed around each journey.
 */
type Locale = 'en' | 'ar';

const NEW_ARABIC_TITLE = 'لحم غنم طازج كل صباح';
const VEGETABLES = { en: 'Vegetables', ar: 'خضروات' } as const;
const BUTTON_TITLE = { en: 'Shop vegetables', ar: 'تسوّق الخضروات' } as const;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

async function openSlider(page: Page, locale: Locale) {
  await signIn(page, locale, owner);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.slider'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${apps.dashboard}/marketing/slider`);
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.marketing.slider.pageTitle') })).toBeVisible({
    timeout: 30_000,
  });
}

const handles = (page: Page, locale: Locale) =>
  page.getByRole('button', {
    name: new RegExp(`^${msg(locale, 'dashboard.marketing.slider.move.handle', { position: 'X', total: 'Y', name: 'Z' }).split('X')[0]}`),
  });

test.describe('header slider', () => {
  test('the owner retitles a slide in Arabic, moves it first by keyboard, points the button at a category, and the storefront home shows it', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    await openSlider(page, locale);
    await expect(handles(page, locale)).toHaveCount(4, { timeout: 20_000 });

    // The second slide's Arabic title: the field is right to left.
    const arabicTitle = page
      .getByRole('textbox', { name: msg(locale, 'ui.bilingualField.arabic', { label: msg(locale, 'dashboard.marketing.slider.title') }) })
      .nth(1);
    await expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    await arabicTitle.fill(NEW_ARABIC_TITLE);
    await arabicTitle.blur();

    // Pick it up, move it one place up, drop it; each step is said in the live region.
    const live = page.locator('[aria-live="assertive"]');
    await handles(page, locale).nth(1).focus();
    await page.keyboard.press('Space');
    await expect(live).toContainText(
      msg(locale, 'dashboard.marketing.slider.move.picked', { name: 'X', position: 2, total: 4 }).split('X')[0]!,
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(handles(page, locale).first()).toBeFocused();
    await expect(handles(page, locale).first()).toHaveAccessibleName(
      locale === 'ar' ? new RegExp(NEW_ARABIC_TITLE) : /Butchery: fresh local lamb/,
    );
    // The preview follows the form before anything is saved.
    await page.getByText(msg(locale, 'dashboard.marketing.slider.preview.arabic'), { exact: true }).click();
    await expect(page.getByRole('region', { name: msg(locale, 'dashboard.marketing.slider.preview.region') })).toContainText(
      NEW_ARABIC_TITLE,
    );
    await expectAccessible(page);

    // The slider's button: the category is chosen from the searchable list, titled in both languages.
    const target = page.getByRole('combobox', { name: msg(locale, 'dashboard.marketing.slider.cta.category') });
    // Typed key by key, as a person does: the list opens on the first letter and narrows.
    await target.focus();
    await target.press('ControlOrMeta+a');
    await target.pressSequentially(locale === 'ar' ? 'خضر' : 'Veg');
    await page.getByRole('option', { name: VEGETABLES[locale], exact: true }).click();
    await expect(target).toHaveValue(VEGETABLES[locale]);
    const buttonTitle = (language: 'english' | 'arabic') =>
      page.getByRole('textbox', {
        name: msg(locale, `ui.bilingualField.${language}`, { label: msg(locale, 'dashboard.marketing.slider.cta.title') }),
      });
    await buttonTitle('english').fill(BUTTON_TITLE.en);
    await buttonTitle('arabic').fill(BUTTON_TITLE.ar);

    await page.getByRole('button', { name: msg(locale, 'ui.form.submit'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'dashboard.marketing.slider.saved'))).toBeVisible({ timeout: 20_000 });

    // The storefront home, in the same language: the moved slide first, with its new Arabic title.
    await page.goto(`${apps.storefront}/`);
    const slider = page.getByRole('region', { name: msg(locale, 'storefront.slider.region') });
    await expect(slider).toBeVisible({ timeout: 30_000 });
    const first = slider.getByRole('group', { name: msg(locale, 'storefront.slider.slideOf', { position: 1, total: 4 }) });
    await expect(first).toContainText(locale === 'ar' ? NEW_ARABIC_TITLE : 'Butchery: fresh local lamb');
    // The slides are operable from the keyboard, and the button opens the Vegetables category.
    await slider.getByRole('button', { name: msg(locale, 'storefront.slider.next') }).focus();
    await page.keyboard.press('Enter');
    await expect(slider.getByRole('button', { name: msg(locale, 'storefront.slider.slideOf', { position: 2, total: 4 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await slider.getByRole('link', { name: BUTTON_TITLE[locale] }).click();
    await expect(page).toHaveURL(`${apps.storefront}/categories/cat-vegetables`);
    await expect(page.getByRole('heading', { level: 1, name: VEGETABLES[locale] })).toBeVisible({ timeout: 20_000 });
  });

  test('a new slide without a picture is refused with "image required" and sends nothing', async ({ page, locale }) => {
    test.slow();
    await openSlider(page, locale);
    await expect(handles(page, locale)).toHaveCount(4, { timeout: 20_000 });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/management\/shop\//.test(request.url()) && request.method() !== 'GET') sent.push(request.url());
    });
    await page.getByRole('button', { name: msg(locale, 'dashboard.marketing.slider.add'), exact: true }).click();
    await expect(handles(page, locale)).toHaveCount(5);
    await page.getByRole('button', { name: msg(locale, 'ui.form.submit'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'dashboard.marketing.slider.imageRequired')).first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });
});
