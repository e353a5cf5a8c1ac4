import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { assignNearestDriver } from './delivery.ts';
import { owner, signIn } from './session.ts';

/**
 * Delivery jobs and carriers (issue #15 item 4), against the production builds and the mock API,
 * in English and in Arabic: the owner types in a free job (a phone order) and hands it by hand to
 * the nearest free driver, and the list says who delivers it; and the owner turns a carrier on,
 * which the server keeps across a reload. The mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

/** A field's label, with or without the required mark after it. */
const field = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const CUSTOMER = { en: 'Layla Haddad', ar: 'ليلى حداد' } as const;
/** 45.50 AED, typed as a person of each language might. */
const typedAmount = (locale: Locale) => t(locale, '45.50', '٤٥٫٥٠');
/** Dubai Marina, where several of the shop's drivers are. */
const MARINA = { lat: '25.0805', lng: '55.1403' };
/** Off in the seed: the shop hands jobs to Aramex and Careem Box only. */
const EMIRATES_POST = { en: 'Emirates Post', ar: 'بريد الإمارات' } as const;

test.describe('delivery jobs', () => {
  test('the owner creates a free delivery job and assigns it to the nearest free driver by hand', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    const name = CUSTOMER[locale];
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.deliveryJobs'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/delivery/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.delivery.jobs.title') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    // A free job: who, their mobile, cash to collect, where (typed coordinates), the building.
    await page.getByRole('button', { name: msg(locale, 'dashboard.delivery.jobs.create'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]dialog=free/);
    const form = page.getByRole('dialog', { name: msg(locale, 'dashboard.delivery.jobs.form.title') });
    await form.getByRole('textbox', { name: field(msg(locale, 'dashboard.delivery.jobs.form.name')) }).fill(name);
    await form.getByRole('textbox', { name: field(msg(locale, 'dashboard.delivery.jobs.form.phone')) }).fill('055 987 6543');
    await form.getByRole('textbox', { name: field(msg(locale, 'dashboard.delivery.jobs.form.amount')) }).fill(typedAmount(locale));
    await form.getByRole('textbox', { name: field(msg(locale, 'ui.mapPicker.latitude')) }).fill(MARINA.lat);
    await form.getByRole('textbox', { name: field(msg(locale, 'ui.mapPicker.longitude')) }).fill(MARINA.lng);
    await form.getByRole('textbox', { name: field(msg(locale, 'ui.mapPicker.longitude')) }).press('Tab');
    await form.getByRole('textbox', { name: field(msg(locale, 'dashboard.delivery.jobs.form.building')) }).fill('Marina Heights');
    await form.getByRole('textbox', { name: field(msg(locale, 'dashboard.delivery.jobs.form.floor')) }).fill('12');
    await form.getByRole('textbox', { name: field(msg(locale, 'dashboard.delivery.jobs.form.flat')) }).fill('1204');
    await expectAccessible(page);
    const created = page.waitForResponse((r) => r.url().includes('/cc/job/free-job'));
    await form.getByRole('button', { name: msg(locale, 'dashboard.delivery.jobs.form.submit'), exact: true }).click();
    expect((await created).ok()).toBe(true);
    await expect(form).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'dashboard.delivery.jobs.created', { name }) })).toBeVisible();

    // The new job waits, unassigned, at the top of the open jobs.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(msg(locale, 'dashboard.delivery.jobs.status.created'));
    await expect(row).toContainText(msg(locale, 'dashboard.delivery.jobs.assignee.none'));

    // Assign: the free drivers, nearest first, and the carriers' prices before anything is chosen.
    await row.getByRole('button', { name: msg(locale, 'dashboard.delivery.jobs.assign.label', { name }) }).click();
    await expect(page).toHaveURL(/[?&]dialog=assign/);
    const assign = page.getByRole('dialog', { name: msg(locale, 'dashboard.delivery.jobs.assignDialog.title', { name }) });
    const driver = await assignNearestDriver(page, locale, assign, async () => {
      await expect(assign.getByRole('radiogroup', { name: msg(locale, 'dashboard.delivery.jobs.assignDialog.carriers') })).toContainText(
        t(locale, 'AED', 'د.إ'),
      );
      await expectAccessible(page);
    });

    // The list says who delivers it, and it stays so after a reload.
    await expect(row).toContainText(msg(locale, 'dashboard.delivery.jobs.status.assigned'));
    await expect(row).toContainText(driver);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(driver, { timeout: 30_000 });
  });

  test('the owner turns a carrier on, and after a reload it is still on', async ({ page, locale, expectAccessible }) => {
    test.slow();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.carriers'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/delivery/carriers`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.delivery.carriers.title') })).toBeVisible({
      timeout: 30_000,
    });
    const carrier = page.getByRole('switch', { name: EMIRATES_POST[locale], exact: true });
    await expect(carrier).not.toBeChecked({ timeout: 30_000 });
    await expectAccessible(page);

    const saved = page.waitForResponse((r) => r.url().includes('/delivery-services/manage'));
    await carrier.focus();
    await carrier.press('Space');
    expect((await saved).ok()).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: msg(locale, 'dashboard.delivery.carriers.on', { name: EMIRATES_POST[locale] }) }),
    ).toBeVisible();
    await expect(carrier).toBeChecked();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.delivery.carriers.title') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(carrier).toBeChecked({ timeout: 30_000 });
  });
});
