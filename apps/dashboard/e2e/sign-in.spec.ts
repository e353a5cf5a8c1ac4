import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { cashier, owner, passwordField, signIn, signOut } from './session.ts';

const BRANCH = { en: 'Al Waha Fresh Market Mirdif', ar: 'سوق الواحة الطازج - مردف' };

test.describe('dashboard sign-in (vendor spec §4)', () => {
  test('sends a visitor without a session to the sign-in page', async ({ page, locale, expectAccessible }) => {
    const problems: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(`${apps.dashboard}/settings`);
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.signIn.title'));
    await expect(page.locator('html')).toHaveAttribute('dir', t(locale, 'ltr', 'rtl'));
    await expectAccessible(page);
    // The first load logs no error or warning (React Router's hydrate fallback is set).
    expect(problems).toEqual([]);
  });

  test('a blocked submit says the form is incomplete and sends nothing', async ({ page, locale }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/entrance/login')) calls.push(request.url());
    });
    await page.goto(`${apps.dashboard}/sign-in`);
    await page.getByRole('button', { name: msg(locale, 'dashboard.signIn.submit'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'ui.form.incomplete.title'))).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('explains a wrong password and signs nobody in', async ({ page, locale }) => {
    await page.goto(`${apps.dashboard}/sign-in`);
    await page.getByRole('textbox', { name: msg(locale, 'dashboard.signIn.phone') }).fill(demoAccounts.seller.phone);
    await passwordField(page, locale).fill('not-the-password');
    await page.getByRole('button', { name: msg(locale, 'dashboard.signIn.submit'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'dashboard.signIn.error.invalidCredentials'))).toBeVisible();
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
  });

  test('a cold page signs in though the endpoint registry loads apart, and a registry that cannot load reads as no connection (0097)', async ({
    page,
    locale,
  }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/entrance/login')) logins.push(request.url());
    });
    const submit = async () => {
      await page.getByRole('textbox', { name: msg(locale, 'dashboard.signIn.phone') }).fill(demoAccounts.seller.phone);
      await passwordField(page, locale).fill(demoAccounts.seller.password);
      await page.getByRole('button', { name: msg(locale, 'dashboard.signIn.submit'), exact: true }).click();
    };
    const noConnection = page.getByText(msg(locale, 'dashboard.signIn.error.network'));
    // A request that gets no answer: the message the registry's failure must match.
    await page.route('**/entrance/login', (route) => route.abort('internetdisconnected'));
    await page.goto(`${apps.dashboard}/sign-in`);
    await submit();
    await expect(noConnection).toBeVisible();
    await page.unroute('**/entrance/login');
    // The registry's chunk cannot be fetched: the same message, and no sign-in request at all.
    const registry: string[] = [];
    await page.route(
      /\/assets\/endpoints-[\w-]+\.js$/,
      (route) => (registry.push(route.request().url()), route.abort('internetdisconnected')),
    );
    logins.length = 0;
    await page.reload();
    await submit();
    await expect(noConnection).toBeVisible();
    expect(registry.length).toBeGreaterThan(0);
    expect(logins).toEqual([]);
    // A cold page with the registry reachable: the first call waits for it and signs in.
    await page.unroute(/\/assets\/endpoints-[\w-]+\.js$/);
    await page.reload();
    await submit();
    await expect(page).not.toHaveURL(/\/sign-in/);
    expect(logins).toHaveLength(1);
  });

  test('signs the owner in by a phone typed in Arabic-Indic digits, survives a reload, and signs out', async ({ page, locale }) => {
    const arabicIndic = demoAccounts.seller.phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    await signIn(page, locale, { phone: arabicIndic, password: demoAccounts.seller.password });
    const welcome = page.getByRole('heading', { level: 1 });
    await expect(welcome).toContainText(demoAccounts.seller.fullName);
    await page.reload();
    await expect(welcome).toContainText(demoAccounts.seller.fullName);
    await signOut(page, locale, demoAccounts.seller.fullName);
    await page.goto(apps.dashboard);
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
  });

  test('after sign-in the owner lands where the guard stopped them; a destination off the site goes home (issue #18)', async ({
    page,
    locale,
  }) => {
    const submit = async () => {
      await page.getByRole('textbox', { name: msg(locale, 'dashboard.signIn.phone') }).fill(demoAccounts.seller.phone);
      await passwordField(page, locale).fill(demoAccounts.seller.password);
      await page.getByRole('button', { name: msg(locale, 'dashboard.signIn.submit'), exact: true }).click();
    };
    await page.goto(`${apps.dashboard}/settings`);
    await expect(page).toHaveURL(`${apps.dashboard}/sign-in`);
    await submit();
    await expect(page).toHaveURL(`${apps.dashboard}/settings`);
    await signOut(page, locale, demoAccounts.seller.fullName);
    // The remembered destination lives in the history state, which any script on the page
    // (or a crafted history entry) can write: each foreign form is refused.
    for (const from of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', 'javascript:alert(1)']) {
      await page.goto(`${apps.dashboard}/sign-in`);
      await page.evaluate(
        (value) => window.history.replaceState({ usr: { from: value }, key: 'hostile', idx: 0 }, '', window.location.href),
        from,
      );
      await page.reload();
      await submit();
      await expect(page).toHaveURL(`${apps.dashboard}/`);
      await signOut(page, locale, demoAccounts.seller.fullName);
    }
  });

  test("a cashier's navigation has orders and customers work but no settings or users", async ({ page, locale, expectAccessible }) => {
    await signIn(page, locale, cashier);
    const nav = page.getByRole('navigation').first();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(demoAccounts.cashier.fullName);
    await expect(nav.getByRole('link', { name: msg(locale, 'dashboard.nav.settings') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: msg(locale, 'dashboard.nav.users') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: msg(locale, 'dashboard.nav.shopProfile') })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a lead switches to the branch, and a reload keeps the choice', async ({ page, locale }) => {
    await signIn(page, locale, owner);
    const picker = page.getByRole('button', { name: new RegExp(msg(locale, 'dashboard.frame.shop')) }).first();
    await picker.click();
    await page.getByRole('option', { name: BRANCH[locale] }).click();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(BRANCH[locale]);
    await page.reload();
    await expect(page.getByText(msg(locale, 'dashboard.overview.shop', { shop: BRANCH[locale] }))).toBeVisible();
  });
});
