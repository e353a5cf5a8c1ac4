import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocale } from '@dukkan/core';
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

/** Runs the script as the browser would before the first paint, against a stand-in document. */
function runBeforePaint(script: string, cookie: string, languages: readonly string[] | undefined, pathname: string): Painted {
  const attributes = new Map<string, string>();
  const documentElement = { lang: '', dir: '', setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const navigator = languages ? { languages, language: languages[0] } : { language: undefined };
  new Function('document', 'navigator', 'location', script)({ cookie, documentElement }, navigator, { pathname });
  return { lang: documentElement.lang, dir: documentElement.dir, page: attributes.get('data-shell-page') ?? null };
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
});
