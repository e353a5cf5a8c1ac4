import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutShell } from './bench/first-paint.ts';
import { ROOT_ELEMENT, withShell } from './prerendered-shell.ts';

const storefrontPage = readFileSync(path.resolve(import.meta.dirname, '../apps/storefront/index.html'), 'utf8');
const shell = { html: '<div data-shell-locale="en"><header>…</header></div>', stylesheet: '/assets/shell-Ab12_-.css' };

describe('withShell', () => {
  it('puts the shell into the empty #root and links its stylesheet in <head>, before the page is painted', () => {
    const page = withShell(storefrontPage, shell);
    expect(page).toContain(`<div id="root">${shell.html}</div>`);
    expect(page.indexOf('<link rel="stylesheet" href="/assets/shell-Ab12_-.css">')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain(ROOT_ELEMENT);
  });

  it('fails the build when the page has no empty #root to fill', () => {
    expect(() => withShell(storefrontPage.replace(ROOT_ELEMENT, '<div id="app"></div>'), shell)).toThrow(/no <div id="root"><\/div>/);
  });

  it('is undone by the first-paint bench exactly, so its "without" page is the page of before', () => {
    expect(withoutShell(withShell(storefrontPage, shell))).toBe(storefrontPage);
  });
});
