import type { Page } from '@playwright/test';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The CRM board's reads and settings (decision 0079): a board opened by its link and after a
 * reload; an unknown board is "board not found" with the way back; a stage renamed through the
 * dialog that reads it first; the board switched to another template, which survives a reload.
 * The mock server is put back to its seed around each journey.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const columns = (page: Page) => page.locator('[data-stage-index]');
const stageName = async (page: Page, index: number) =>
  ((await page.locator(`[data-stage-index="${index}"] h2 > span`).first().textContent()) ?? '').trim();

/** Signs in and opens the CRM board from the navigation; answers the first board's link. */
async function openFirstBoard(page: Page, locale: 'en' | 'ar'): Promise<string> {
  await signIn(page, locale, owner);
  await page
    .getByRole('link', { name: msg(locale, 'dashboard.nav.crm') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`^${apps.dashboard}/customers/board/[^/?]+$`), { timeout: 30_000 });
  await expect(columns(page).first()).toBeVisible({ timeout: 30_000 });
  return page.url();
}

test.describe('the CRM board settings', () => {
  test('a board opens from its link and after a reload; an unknown board says so and leads back', async ({ page, locale }) => {
    test.slow();
    const link = await openFirstBoard(page, locale);
    const count = await columns(page).count();
    const first = await stageName(page, 0);

    // Somewhere else first, settled (its session refresh done), then the board's link typed in.
    await page.goto(`${apps.dashboard}/customers`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.customers.list.title') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await page.goto(link);
    await expect(columns(page)).toHaveCount(count, { timeout: 30_000 });
    await expect(page.locator('[data-stage-index="0"] h2 > span').first()).toHaveText(first);
    await page.reload();
    await expect(columns(page)).toHaveCount(count, { timeout: 30_000 });
    await expect(page).toHaveURL(link);

    await page.goto(`${apps.dashboard}/customers/board/group_does_not_exist`);
    await expect(page.getByText(msg(locale, 'dashboard.customers.board.notFound'), { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: msg(locale, 'dashboard.customers.board.notFound.back') }).click();
    await expect(page).toHaveURL(link);
    await expect(columns(page)).toHaveCount(count);
  });

  test('the owner renames a stage through the dialog that reads it, then switches the template; both survive a reload', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    const link = await openFirstBoard(page, locale);
    const before = await stageName(page, 1);

    // Rename the second stage: the dialog opens with the names the server has.
    await page.getByRole('button', { name: msg(locale, 'dashboard.customers.board.stage.menu', { name: before }) }).click();
    await page.getByRole('menuitem', { name: msg(locale, 'dashboard.customers.board.stage.rename'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg(locale, 'dashboard.customers.board.stage.rename.title') });
    const english = dialog.getByRole('textbox').first();
    const arabic = dialog.getByRole('textbox').nth(1);
    await expect(locale === 'ar' ? arabic : english).toHaveValue(before, { timeout: 30_000 });
    await expectAccessible(page);
    await english.fill('Called back');
    await arabic.fill('تم الرد');
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.customers.board.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const renamed = locale === 'ar' ? 'تم الرد' : 'Called back';
    await expect(page.locator('[data-stage-index="1"] h2 > span').first()).toHaveText(renamed);
    await page.reload();
    await expect(page.locator('[data-stage-index="1"] h2 > span').first()).toHaveText(renamed, { timeout: 30_000 });

    // Switch the board to the Catering template, after confirming.
    await page.getByRole('button', { name: msg(locale, 'dashboard.customers.board.template'), exact: true }).click();
    const picker = page.getByRole('dialog', { name: msg(locale, 'dashboard.customers.board.template.title') });
    await picker.getByText(msg(locale, 'dashboard.customers.board.template.catering'), { exact: true }).click();
    await expect(
      picker.getByRole('radio', { name: msg(locale, 'dashboard.customers.board.template.catering'), exact: true }),
    ).toBeChecked();
    await expectAccessible(page);
    await picker.getByRole('button', { name: msg(locale, 'dashboard.customers.board.template.continue'), exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(msg(locale, 'dashboard.customers.board.template.catering.stages'));
    await confirm.getByRole('button', { name: msg(locale, 'dashboard.customers.board.template.confirm'), exact: true }).click();
    await expect(confirm).toBeHidden();
    const catering = msg(locale, 'dashboard.customers.board.template.catering.stages').split(locale === 'ar' ? '، ' : ', ');
    await expect(columns(page)).toHaveCount(catering.length, { timeout: 30_000 });
    await expect(page.locator('[data-stage-index="0"] h2 > span').first()).toHaveText(catering[0]!);

    await page.reload();
    await expect(page).toHaveURL(link);
    await expect(columns(page)).toHaveCount(catering.length, { timeout: 30_000 });
    await expect(page.locator(`[data-stage-index="${catering.length - 1}"] h2 > span`).first()).toHaveText(catering.at(-1)!);
    // The template is remembered: the dialog marks it as the current one.
    await page.getByRole('button', { name: msg(locale, 'dashboard.customers.board.template'), exact: true }).click();
    await expect(
      page.getByRole('radio', {
        name: msg(locale, 'dashboard.customers.board.template.current', {
          template: msg(locale, 'dashboard.customers.board.template.catering'),
        }),
      }),
    ).toBeChecked();
  });
});
