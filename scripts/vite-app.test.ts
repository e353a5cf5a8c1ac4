import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { endpoints } from '../packages/core/src/api/endpoints.ts';
import { appCatalogues, compactEndpoints, nameFromPath, precompiledMessages, reactAriaLocales } from './vite-app.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load' | 'buildStart' | 'transform', ...args: unknown[]) => {
  const found = plugin[hook] as Hook | { handler: Hook };
  return (typeof found === 'function' ? found : found.handler).call({}, ...args);
};

const ARIA = '/repo/node_modules/.pnpm/react-aria@3/node_modules/react-aria/dist/private/overlays/intlStrings.mjs';

describe('reactAriaLocales', () => {
  const plugin = reactAriaLocales(['en', 'ar']);

  it('empties the strings of languages the apps do not speak', () => {
    expect(call(plugin, 'resolveId', '../intl/overlays/fr-FR.mjs', ARIA)).toBeTypeOf('string');
    expect(call(plugin, 'load', call(plugin, 'resolveId', '../intl/overlays/de-DE.mjs', ARIA))).toBe('export default undefined;');
  });

  it('keeps English and Arabic, in any region', () => {
    expect(call(plugin, 'resolveId', '../intl/overlays/en-US.mjs', ARIA)).toBeNull();
    expect(call(plugin, 'resolveId', '../intl/overlays/ar-AE.mjs', ARIA)).toBeNull();
  });

  it('leaves imports from outside React Aria alone', () => {
    expect(call(plugin, 'resolveId', './fr-FR.js', '/repo/packages/i18n/src/index.ts')).toBeNull();
    expect(call(plugin, 'load', '/repo/packages/ui/src/index.ts')).toBeNull();
  });
});

describe('precompiledMessages', () => {
  it('serves every catalogue file as parsed messages that keep their ids', async () => {
    const plugin = precompiledMessages();
    await call(plugin, 'buildStart');
    for (const locale of ['en', 'ar']) {
      const dir = new URL(`../packages/i18n/src/messages/${locale}/`, import.meta.url);
      for (const file of readdirSync(dir)) {
        const source = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
        const compiled = JSON.parse(call(plugin, 'load', new URL(file, dir).pathname) as string) as Record<string, unknown>;
        expect(Object.keys(compiled)).toEqual(Object.keys(source));
        for (const ast of Object.values(compiled)) expect(Array.isArray(ast)).toBe(true);
      }
    }
  });

  it('parses arguments and plurals, and sends the ICU parser nowhere', async () => {
    const plugin = precompiledMessages();
    await call(plugin, 'buildStart');
    const dir = new URL('../packages/i18n/src/messages/en/', import.meta.url);
    const compiled = JSON.parse(call(plugin, 'load', new URL('storefront-auth.json', dir).pathname) as string) as Record<
      string,
      { type: number; value: string }[]
    >;
    // "We sent a {digits}-digit code to {phone}.": literal, argument, literal, argument, literal.
    expect(compiled['storefront.auth.verify.sentTo']?.map((part) => part.type)).toEqual([0, 1, 0, 1, 0]);
    expect(call(plugin, 'resolveId', '@formatjs/icu-messageformat-parser')).toMatch(/no-parser\.js$/);
    expect(call(plugin, 'resolveId', '@formatjs/intl')).toBeNull();
  });
});

describe('compactEndpoints', () => {
  const file = new URL('../packages/core/src/api/endpoints.ts', import.meta.url).pathname;

  it('serves the registry with every call’s name, method and path, and none of its documentation', async () => {
    const served = (await call(compactEndpoints(), 'load', file)) as string;
    // The served module, run as the app runs it: the same table, names spelt again from paths.
    const folder = mkdtempSync(path.join(tmpdir(), 'dukkan-endpoints-'));
    const module = path.join(folder, 'endpoints.mjs');
    writeFileSync(module, stripTypeScriptTypes(served));
    const { endpoints: table, endpoint } = (await import(/* @vite-ignore */ pathToFileURL(module).href)) as {
      endpoints: unknown[];
      endpoint: (name: string) => unknown;
    };
    rmSync(folder, { recursive: true, force: true });
    expect(table).toEqual(endpoints.map(({ name, method, path }) => ({ name, method, path })));
    expect(endpoint('vendorStatisticsOrderType')).toEqual({
      name: 'vendorStatisticsOrderType',
      method: 'GET',
      path: '/api/v1/vendor/statistics/order-type',
    });
    // Only the names their paths do not spell are written out.
    const rows = JSON.parse(
      /export const endpoints = \((\[.*?\]) as \[string, HttpMethod, string\]\[\]\)/s.exec(served)?.[1] ?? 'null',
    ) as string[][];
    expect(rows.filter(([name]) => name !== '').length).toBe(endpoints.filter(({ name, path }) => nameFromPath(path) !== name).length);
    expect(rows.filter(([name]) => name !== '').length).toBeLessThan(endpoints.length / 5);
    // The rest of the module (the lookup by name) is served as written.
    expect(served).toContain('export function endpoint<N extends EndpointName>');
    expect(served.length).toBeLessThan(readFileSync(file, 'utf8').length / 2);
  });

  it('leaves every other module alone', async () => {
    expect(await call(compactEndpoints(), 'load', '/repo/packages/core/src/api/client.ts')).toBeNull();
  });
});

describe('appCatalogues', () => {
  const file = new URL('../packages/i18n/src/catalogues.ts', import.meta.url).pathname;
  const messages = (locale: string) => new URL(`../packages/i18n/src/messages/${locale}/`, import.meta.url).pathname;

  it('gives each language one loader, named after the app so its scope keeps it', () => {
    const served = call(appCatalogues('dashboard'), 'transform', readFileSync(file, 'utf8'), file) as string;
    expect(served).not.toContain('import.meta.glob');
    expect(served).toContain(`'./messages/en/dashboard.json': () => import('virtual:dukkan-catalogue/en')`);
    expect(served).toContain(`'./messages/ar/dashboard.json': () => import('virtual:dukkan-catalogue/ar')`);
  });

  it("gathers the app's and the shared files of one language, and no other app's", () => {
    const plugin = appCatalogues('dashboard');
    const id = call(plugin, 'resolveId', 'virtual:dukkan-catalogue/ar') as string;
    const served = call(plugin, 'load', id) as string;
    const imported = [...served.matchAll(/from "([^"]+)"/g)].map((match) => match[1]?.slice(messages('ar').length));
    const expected = readdirSync(messages('ar')).filter((name) => name.endsWith('.json') && !name.startsWith('storefront'));
    expect(imported.sort()).toEqual(expected.sort());
    expect(expected.some((name) => name.startsWith('dashboard'))).toBe(true);
    expect(served).toContain('export default Object.assign({}');
  });

  it('fails the build when the globs it replaces change', () => {
    expect(() => call(appCatalogues('storefront'), 'transform', 'const loaders = {};', file)).toThrow(/catalogue globs changed/);
  });
});
