import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCookie, resolveLocale } from '@dukkan/core';
import { shellPageOf, type ShellPage } from './shellPage.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The inline script of an app's `index.html`, the only one it has. */
function inlineScript(app: 'storefront' | 'dashboard'): string {
  const html = readFileSync(path.join(root, 'apps', app, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(scripts).toHaveLength(1);
  return scripts[0] ?? '';
}

interface Painted {
  lang: string;
  dir: string;
  page: string | null;
}

/** The stand-in document a run leaves: what it painted, its cookie, and its click listeners. */
interface Run extends Painted {
  document: { cookie: string; documentElement: { lang: string; dir: string } };
  clicks: ((event: { target: unknown }) => void)[];
}

/** Runs the script as the browser would before the first paint, against a stand-in document. */
function runScript(script: string, cookie: string, languages: readonly string[] | undefined, pathname: string, protocol = 'http:'): Run {
  const attributes = new Map<string, string>();
  const documentElement = { lang: '', dir: '', setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const clicks: Run['clicks'] = [];
  const document = {
    cookie,
    documentElement,
    addEventListener: (type: string, listener: Run['clicks'][number]) => {
      if (type === 'click') clicks.push(listener);
    },
  };
  const navigator = languages ? { languages, language: languages[0] } : { language: undefined };
  new Function('document', 'navigator', 'location', script)(document, navigator, { pathname, protocol });
  return { lang: documentElement.lang, dir: documentElement.dir, page: attributes.get('data-shell-page') ?? null, document, clicks };
}

function runBeforePaint(script: string, cookie: string, languages: readonly string[] | undefined, pathname: string): Painted {
  const { lang, dir, page } = runScript(script, cookie, languages, pathname);
  return { lang, dir, page };
}

/** A click whose target is inside (or is) an element matching `matches`, as `closest` finds it. */
function clickOn(matches: string | null, attribute: string | null) {
  const element = { getAttribute: (name: string) => (name === 'data-locale-switch' ? attribute : null) };
  return { target: { closest: (selector: string) => (matches !== null && selector === matches ? element : null) } };
}

const visits: { cookie: string; languages?: readonly string[]; lang: 'en' | 'ar' }[] = [
  { cookie: '', languages: [], lang: 'en' },
  { cookie: '', lang: 'en' },
  { cookie: '', languages: ['ar-AE', 'en-US'], lang: 'ar' },
  { cookie: '', languages: ['fr-FR', 'AR'], lang: 'ar' },
  { cookie: '', languages: ['fr-FR', 'de'], lang: 'en' },
  { cookie: '', languages: ['en_GB', 'ar'], lang: 'en' },
  { cookie: 'locale=en', languages: ['ar-AE'], lang: 'en' },
  { cookie: 'theme=dark; locale=ar', languages: ['en-US'], lang: 'ar' },
  { cookie: 'xlocale=ar', languages: ['en-US'], lang: 'en' },
  { cookie: 'locale=fr', languages: ['ar'], lang: 'ar' },
];

const paths: [string, ShellPage][] = [
  ['/', 'home'],
  ['/ar', 'home'],
  ['/EN/', 'home'],
  ['/cart', 'page'],
  ['/ar/cart', 'page'],
  ['/arabic', 'page'],
  ['/login', 'page'],
  ['/login/verify-otp', 'bare'],
  ['/ar/login/verify-otp', 'bare'],
  ['/login/verify-otpx', 'page'],
  ['/categories/3/products/9', 'page'],
];

describe("index.html's inline script (before the first paint)", () => {
  for (const app of ['storefront', 'dashboard'] as const) {
    for (const visit of visits) {
      it(`${app}: cookie "${visit.cookie}", languages ${JSON.stringify(visit.languages)} → ${visit.lang}, as the app decides`, () => {
        const painted = runBeforePaint(inlineScript(app), visit.cookie, visit.languages, '/');
        expect(painted.lang).toBe(visit.lang);
        expect(painted.dir).toBe(visit.lang === 'ar' ? 'rtl' : 'ltr');
        expect(resolveLocale(visit.cookie, visit.languages ?? [])).toBe(visit.lang);
      });
    }
  }

  for (const [pathname, page] of paths) {
    it(`storefront: ${pathname} paints the ${page} shell, as shellPageOf says`, () => {
      expect(shellPageOf(pathname)).toBe(page);
      expect(runBeforePaint(inlineScript('storefront'), '', ['en'], pathname).page).toBe(page);
    });
  }

  describe("storefront: a press on the shell's language switch before the app runs", () => {
    const SWITCH = '[data-shell-locale] button[data-locale-switch]';
    for (const [from, to] of [
      ['en', 'ar'],
      ['ar', 'en'],
    ] as const) {
      it(`${from} → ${to}: paints the other language's shell and sets the cookie the app reads`, () => {
        const run = runScript(inlineScript('storefront'), `locale=${from}`, [], '/about');
        expect(run.clicks).toHaveLength(1);
        run.clicks[0]?.(clickOn(SWITCH, to));
        expect(run.document.documentElement.lang).toBe(to);
        expect(run.document.documentElement.dir).toBe(to === 'ar' ? 'rtl' : 'ltr');
        // The very cookie the app's own switch writes, which the app then resolves to `to`.
        expect(run.document.cookie).toBe(localeCookie(to));
        expect(resolveLocale(run.document.cookie, [])).toBe(to);
      });
    }

    it('over https the cookie is Secure, as the app writes it', () => {
      const run = runScript(inlineScript('storefront'), '', ['en'], '/', 'https:');
      run.clicks[0]?.(clickOn(SWITCH, 'ar'));
      expect(run.document.cookie).toBe(localeCookie('ar', { secure: true }));
    });

    it('ignores any other click, and a switch naming no language of the app', () => {
      const run = runScript(inlineScript('storefront'), 'locale=en', [], '/');
      run.clicks[0]?.(clickOn(null, null));
      run.clicks[0]?.({ target: null });
      run.clicks[0]?.({ target: {} });
      run.clicks[0]?.(clickOn(SWITCH, 'fr'));
      expect(run.document.documentElement.lang).toBe('en');
      expect(run.document.cookie).toBe('locale=en');
    });
  });
});
