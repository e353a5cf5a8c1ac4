import type { Page, Route } from '@playwright/test';
import { apps, expect, msg, personContext, t, test } from '../../../scripts/e2e/fixtures.ts';

/**
 * The prerendered shell (issue #17 item 3, docs/decisions/0095): the layout is in the HTML,
 * painted before any script of the app has run, in the visitor's language and direction, and
 * the app's first renders put back the same boxes, frame by frame.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Frame {
  header: Box | null;
  main: Box | null;
  footer: Box | null;
}

declare global {
  interface Window {
    __shellFrames?: Frame[];
    __shellWatching?: boolean;
  }
}

/** Holds the requests a route matches until `open()` is called. */
function gate(page: Page, url: string | RegExp) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const seen: string[] = [];
  const ready = page.route(url, async (route: Route) => {
    seen.push(route.request().url());
    await opened;
    await route.continue().catch(() => undefined);
  });
  return { ready, open, seen };
}

/** Records, every animation frame, the boxes of the visible page's banner, main and footer. */
function startFrameWatch(page: Page) {
  return page.evaluate(() => {
    window.__shellFrames = [];
    window.__shellWatching = true;
    const box = (element: Element | null) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return null;
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    // The visible variant's landmarks: the other language's shell is display: none (no box).
    const visible = (selector: string) =>
      [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0) ?? null;
    const sample = () => {
      if (!window.__shellWatching) return;
      window.__shellFrames?.push({
        header: box(visible('body > #root header:not(main header)')),
        main: box(visible('main')),
        footer: box(visible('footer')),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

async function stopFrameWatch(page: Page): Promise<Frame[]> {
  return page.evaluate(() => {
    window.__shellWatching = false;
    return window.__shellFrames ?? [];
  });
}

test.describe('storefront prerendered shell', () => {
  test('the served page has the shell of both languages in #root and a same-origin stylesheet, no inline style', async ({ request }) => {
    const answer = await request.get(`${apps.storefront}/`);
    const html = await answer.text();
    expect(html).toContain('<div id="root"><div data-shell-locale="en" data-shell-page="home" lang="en" dir="ltr">');
    for (const variant of [
      'data-shell-locale="en" data-shell-page="page"',
      'data-shell-locale="ar" data-shell-page="home"',
      'data-shell-locale="ar" data-shell-page="page"',
    ])
      expect(html).toContain(`<div ${variant}`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/shell-[\w-]+\.css">/);
    expect(html).not.toMatch(/<style\b| style="/);
    // The policy is the one every journey runs under (decision 0087): styles from 'self' and fixed hashes only.
    expect(answer.headers()['content-security-policy']).not.toContain('unsafe-inline');
    const stylesheet = /href="(\/assets\/shell-[\w-]+\.css)"/.exec(html)?.[1] ?? '';
    const css = await request.get(`${apps.storefront}${stylesheet}`);
    expect(css.status()).toBe(200);
    expect(css.headers()['content-type']).toContain('text/css');
  });

  test("with the app's scripts blocked, the shell is painted in the visitor's language and direction", async ({ page, locale }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto(apps.storefront);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', t(locale, 'ltr', 'rtl'));
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner).toHaveCSS('direction', t(locale, 'ltr', 'rtl'));
    await expect(banner).toHaveCSS('position', 'sticky');
    const brand = banner.getByRole('link', { name: t(locale, 'Dukkan', 'دكّان'), exact: true });
    const cart = banner.getByRole('link', { name: t(locale, /^Cart/, /^السلة/) });
    await expect(brand).toBeVisible();
    await expect(cart).toBeVisible();
    // The other language's words are in the page but not painted.
    const otherBrand = page.getByText(t(locale, 'دكّان', 'Dukkan'), { exact: true });
    await expect(otherBrand.first()).toBeAttached();
    await expect(otherBrand.filter({ visible: true })).toHaveCount(0);
    // The brand stands at the inline start: the left in English, the right in Arabic.
    const brandBox = await brand.boundingBox();
    const cartBox = await cart.boundingBox();
    expect(brandBox && cartBox && (locale === 'ar' ? brandBox.x > cartBox.x : brandBox.x < cartBox.x)).toBe(true);
    // The home page's skeletons, busy, styled by the shell's stylesheet.
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(main.getByRole('listitem')).toHaveCount(8);
    const skeleton = main.locator('[aria-hidden="true"]').first();
    await expect(skeleton).toHaveCSS('block-size', '40px');
    expect(await page.evaluate(() => document.querySelectorAll('#root script').length)).toBe(0);
    // The shell's text is in the fallback fonts: no web font is fetched ahead of the app's scripts.
    await page.waitForLoadState('load');
    expect(fonts).toEqual([]);
  });

  test('a cold visit to another page paints the layout and a busy, empty main: not the home page', async ({ page, locale }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${apps.storefront}/cart`);
    await expect(page.locator('html')).toHaveAttribute('data-shell-page', 'page');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main).toHaveAccessibleName(msg(locale, 'common.loading'));
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(main.getByRole('listitem')).toHaveCount(0);
    // The skip link of the painted variant leads to the painted main.
    const skip = page.getByRole('link', { name: msg(locale, 'common.skipToContent') });
    await expect(skip).toHaveAttribute('href', `#${await main.getAttribute('id')}`);
  });

  test('the code step of the login paints nothing before the app: its layout has no header to lose', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${apps.storefront}/login/verify-otp?phone=501234567`);
    await expect(page.locator('html')).toHaveAttribute('data-shell-page', 'bare');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test("a first visit (no cookie) paints the browser's language, and the app keeps it", async ({ browser, locale }) => {
    const context = await personContext(browser, locale, { firstVisit: true });
    const page = await context.newPage();
    const entry = gate(page, /\/assets\/[^/]+\.js$/);
    await entry.ready;
    await page.goto(apps.storefront, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', t(locale, 'ltr', 'rtl'));
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: t(locale, 'Dukkan', 'دكّان'), exact: true })).toBeVisible();
    entry.open();
    // The app has replaced the shell, in the same language.
    await expect(page.locator('#root [data-shell-locale]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await context.close();
  });

  test("the shell's search works before the app's scripts: it goes to the search page with the words", async ({ page, locale }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(apps.storefront);
    const box = page.getByRole('searchbox', { name: msg(locale, 'storefront.search.label') });
    await expect(box).toHaveCount(1);
    await box.fill(t(locale, 'dates', 'تمر'));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe(t(locale, 'dates', 'تمر'));
    await expect(page.locator('html')).toHaveAttribute('data-shell-page', 'page');
  });

  test("words typed into the shell's search before the app renders stay in the box, focused, and Enter searches them", async ({
    page,
    locale,
  }) => {
    const app = gate(page, /\/assets\/index-[^/]+\.js$/);
    await app.ready;
    // The app's entry is held, so the page never finishes loading: wait for the HTML only.
    await page.goto(apps.storefront, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: msg(locale, 'storefront.search.label') });
    const words = t(locale, 'dates', 'تمر');
    // One painted box: the shell's stylesheet has hidden the other pages' and language's copies.
    await expect(box).toHaveCount(1);
    await box.fill(words);
    await expect(page.locator('#root [data-shell-locale]').first()).toBeAttached();
    app.open();
    // The app's first render replaces the shell's markup, search box included.
    await expect(page.locator('#root [data-shell-locale]')).toHaveCount(0);
    await expect(box).toHaveValue(words);
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe(words);
  });

  // Held: the app's entry (the press lands before any of its code runs), or the runtime config
  // (the app has started and chosen its language, and loads that language's messages meanwhile).
  for (const [held, url] of [
    ['entry', /\/assets\/index-[^/]+\.js$/],
    ['config', /\/config\.json$/],
  ] as const) {
    test(`a press on the shell's language switch before the app renders paints the other language, and the app starts in it (${held} held)`, async ({
      page,
      context,
      locale,
    }) => {
      const other = t(locale, 'ar', 'en');
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const gated = gate(page, url);
      await gated.ready;
      // The held request keeps the page from finishing its load: wait for the HTML only.
      await page.goto(`${apps.storefront}/about`, { waitUntil: 'commit' });
      if (held === 'config') await expect.poll(() => gated.seen.length).toBeGreaterThan(0);
      const shellSwitch = page.getByRole('button', {
        name: msg(locale, 'common.language.switchTo', { language: msg(locale, `common.language.${other}`) }),
      });
      // One painted switch: the shell's stylesheet has hidden the other pages' and language's copies.
      await expect(shellSwitch).toHaveCount(1);
      await shellSwitch.click();
      // Still the prerendered markup, now painted in the other language and direction.
      await expect(page.locator('#root [data-shell-locale]').first()).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', t(other, 'ltr', 'rtl'));
      await expect(page.getByRole('link', { name: t(other, 'Dukkan', 'دكّان'), exact: true }).filter({ visible: true })).toHaveCount(1);
      gated.open();
      // The app starts in the language chosen, with its messages (no id shown, no missing message), and keeps it.
      await expect(page.locator('#root [data-shell-locale]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(other, 'storefront.info.about.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      expect((await context.cookies(apps.storefront)).find((cookie) => cookie.name === 'locale')?.value).toBe(other);
      expect(errors.filter((text) => text.includes('[i18n]'))).toEqual([]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(other, 'storefront.info.about.title'));
    });
  }

  test("while the page's code loads, the shell's language switch and search already work", async ({ page, locale }) => {
    const other = t(locale, 'ar', 'en');
    const about = gate(page, /\/assets\/AboutRoute-[^/]+\.js$/);
    const search = gate(page, /\/assets\/SearchRoute-[^/]+\.js$/);
    await Promise.all([about.ready, search.ready]);
    await page.goto(`${apps.storefront}/about`);
    // The app runs (the prerendered markup is gone) but the page's code is held: the router's fallback.
    await expect(page.locator('#root [data-shell-locale]')).toHaveCount(0);
    await expect.poll(() => about.seen.length).toBeGreaterThan(0);
    await expect(page.getByRole('main')).toHaveAccessibleName(msg(locale, 'common.loading'));
    await page
      .getByRole('button', { name: msg(locale, 'common.language.switchTo', { language: msg(locale, `common.language.${other}`) }) })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('main')).toHaveAccessibleName(msg(other, 'common.loading'));
    const box = page.getByRole('searchbox', { name: msg(other, 'storefront.search.label') });
    await box.fill('milk');
    await box.press('Enter');
    // The router moves once the search page's code is in (the URL changes with the page).
    await expect.poll(() => search.seen.length).toBeGreaterThan(0);
    search.open();
    await expect(page).toHaveURL(/\/search\?q=milk$/);
    about.open();
    await expect(page.getByRole('searchbox', { name: msg(other, 'storefront.search.label') })).toHaveValue('milk');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the app's first renders keep the shell's boxes, frame by frame (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Three stages, each held until the one before is seen: the HTML's shell; the app's first
      // render while the home route's code is on its way (the router's fallback); the layout and
      // the home page's loading state while the shop's data is on its way.
      const entry = gate(page, /\/assets\/(?!HomeRoute-)[^/]+\.js$/);
      const home = gate(page, /\/assets\/HomeRoute-[^/]+\.js$/);
      const api = gate(page, /\/api\//);
      // On a slow link the web fonts arrive after the app's first renders (the shell asks for
      // none); held here too, so the font swap that follows is not mistaken for a shift.
      const fonts = gate(page, /\.woff2?$/);
      await Promise.all([entry.ready, home.ready, api.ready, fonts.ready]);
      await page.goto(apps.storefront, { waitUntil: 'commit' });
      await expect(page.locator('#root [data-shell-locale]')).toHaveCount(4);
      // One banner once the shell's stylesheet applies (the DOM can be read before it has).
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await startFrameWatch(page);
      entry.open();
      // The app has rendered once it has replaced the prerendered markup.
      await expect(page.locator('#root [data-shell-locale]')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect.poll(() => home.seen.length).toBeGreaterThan(0);
      home.open();
      // The layout is up once it asks for the shop.
      await expect.poll(() => api.seen.length).toBeGreaterThan(0);
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const frames = await stopFrameWatch(page);
      api.open();
      fonts.open();
      expect(frames.length).toBeGreaterThan(2);
      const [first] = frames;
      expect(first?.header, 'the shell painted a banner').not.toBeNull();
      expect(first?.main, 'the shell painted a main').not.toBeNull();
      const moved = frames.filter((frame) => JSON.stringify(frame) !== JSON.stringify(first));
      expect(moved, 'frames where the banner, main or footer moved, changed size or went missing').toEqual([]);
    });
  }
});
