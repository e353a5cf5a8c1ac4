/**
 * The Vite config both host apps share. Dev and preview servers proxy the API to the mock
 * API server (or to DUKKAN_API_PROXY, e.g. a staging backend): `/api` plus the few paths the
 * spec puts outside /api (`/pos/users`, `/whatsapp/templates` ...), derived from the endpoint
 * registry so no path is written twice. Product images of the mock kit live under /mock-assets.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import { endpoints } from '../packages/core/src/api/endpoints.ts';
import { firstPageChunks, type Door } from './first-page-chunks.ts';
import { mockApiOrigin } from './ports.ts';
import { securityHeadersPlugin, type AppName } from './security-headers.ts';

export function proxiedPrefixes(): string[] {
  const prefixes = new Set<string>(['/api', '/mock-assets', '/mock-tiles']);
  for (const { path } of endpoints) {
    if (path.startsWith('/api/')) continue;
    const staticPart = path.split('{')[0]?.replace(/\/$/, '') ?? path;
    prefixes.add(staticPart);
  }
  return [...prefixes].sort();
}

const EMPTY_STRINGS = '\0dukkan-empty-react-aria-strings';

/**
 * React Aria ships its built-in strings (screen-reader labels such as "Dismiss") in 34
 * locales, one module per locale and component, all imported statically. The apps speak
 * English and Arabic only, so every other locale's module resolves to an empty one (the
 * technique of `@react-aria/optimize-locales-plugin`; docs/decisions/0050). React Aria falls
 * back to another locale of the same language, then to en-US, so nothing can go missing.
 */
export function reactAriaLocales(keep: readonly string[]): Plugin {
  const languages = new Set(keep.map((tag) => new Intl.Locale(tag).language));
  const fromReactAria = /[/\\](@react-stately|@react-aria|react-stately|react-aria|react-aria-components)[/\\]/;
  return {
    name: 'dukkan:react-aria-locales',
    enforce: 'pre',
    resolveId(specifier, importer) {
      if (!importer || !fromReactAria.test(importer)) return null;
      const tag = /(?:^|[/\\])([a-z]{2}-[A-Z]{2})(?:\.m?js)?$/.exec(specifier)?.[1];
      if (!tag || languages.has(new Intl.Locale(tag).language)) return null;
      return EMPTY_STRINGS;
    },
    load(id) {
      return id === EMPTY_STRINGS ? 'export default undefined;' : null;
    },
  };
}

// The ICU parser react-intl itself depends on (same version), resolved through react-intl.
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const PARSER = '@formatjs/icu-messageformat-parser';
const MESSAGE_FILE = /[/\\]packages[/\\]i18n[/\\]src[/\\]messages[/\\](en|ar)[/\\][^/\\]+\.json$/;

type Parse = (message: string, options: { locale: Intl.Locale }) => unknown;

/**
 * The message catalogues reach the apps parsed (ICU message ASTs, which react-intl formats
 * directly), so the ICU parser is not shipped: every import of it resolves to its `no-parser`
 * build (docs/decisions/0050). A message that does not parse fails the build, not the user.
 */
export function precompiledMessages(): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'dukkan:precompiled-messages',
    enforce: 'pre',
    async buildStart() {
      parse = ((await import(pathToFileURL(fromReactIntl.resolve(PARSER)).href)) as { parse: Parse }).parse;
    },
    resolveId(specifier) {
      return specifier === PARSER ? fromReactIntl.resolve(`${PARSER}/no-parser.js`) : null;
    },
    load(id) {
      const locale = MESSAGE_FILE.exec(id)?.[1];
      if (!locale || !parse) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compile = parse;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, compile(text, { locale: new Intl.Locale(locale) })]),
      );
      return JSON.stringify(compiled);
    },
  };
}

const CATALOGUES_FILE = /[/\\]packages[/\\]i18n[/\\]src[/\\]catalogues\.ts$/;
const CATALOGUE_GLOB = /import\.meta\.glob<Catalogue>\('\.\/messages\/(en|ar)\/\*\.json', \{ import: 'default' \}\)/g;
const CATALOGUE_MODULE = 'virtual:dukkan-catalogue/';
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../packages/i18n/src/messages');

/**
 * An app's messages in a language ship as one module (docs/decisions/0094). The catalogue
 * loader's two globs (every app's files, ~50 loaders a language, each with its preload list)
 * become one loader a language, named after the app so the loader's scope filter keeps it; the
 * module it imports gathers that app's and the shared files (each still compiled by
 * precompiledMessages). One request a language instead of ~35, and a smaller first load.
 * Builds only: the dev server keeps a file per area. A loader whose globs change fails the build.
 */
export function appCatalogues(app: AppName): Plugin {
  const scopeOf = (file: string) => (file.startsWith('storefront') ? 'storefront' : file.startsWith('dashboard') ? 'dashboard' : 'shared');
  return {
    name: 'dukkan:app-catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOGUES_FILE.test(id)) return null;
      const locales: string[] = [];
      const replaced = code.replace(CATALOGUE_GLOB, (_glob, locale: string) => {
        locales.push(locale);
        return `{ './messages/${locale}/${app}.json': () => import('${CATALOGUE_MODULE}${locale}').then((module) => module.default) }`;
      });
      if (locales.join() !== 'en,ar') throw new Error(`${id}: the catalogue globs changed; update appCatalogues`);
      return replaced;
    },
    resolveId(id) {
      return id.startsWith(CATALOGUE_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE_MODULE}`)) return null;
      const locale = id.slice(CATALOGUE_MODULE.length + 1);
      const files = readdirSync(path.join(MESSAGES_DIR, locale))
        .filter((file) => file.endsWith('.json') && [app, 'shared'].includes(scopeOf(file)))
        .sort();
      const imports = files.map((file, index) => `import m${index} from ${JSON.stringify(path.join(MESSAGES_DIR, locale, file))};`);
      return `${imports.join('\n')}\nexport default Object.assign({}, ${files.map((_file, index) => `m${index}`).join(', ')});\n`;
    },
  };
}

const ENDPOINTS_FILE = /[/\\]packages[/\\]core[/\\]src[/\\]api[/\\]endpoints\.ts$/;
const TABLE_START = 'export const endpoints = [';
const TABLE_END = '] as const satisfies readonly EndpointDef[];';

/**
 * A call's name as its path spells it: the segments after `/api/v1` without parameters, in
 * camel case (`/api/v1/vendor/statistics/order-type` -> `vendorStatisticsOrderType`). Nine
 * names in ten are this; the served registry leaves those out (compactEndpoints). It is
 * copied into the served module as written, so it uses nothing from outside itself.
 */
export function nameFromPath(path: string): string {
  return path
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter((part) => part !== '' && !part.startsWith('{'))
    .join('-')
    .replace(/[-_]([a-z0-9])/gi, (_match: string, next: string) => next.toUpperCase());
}

/**
 * The endpoint registry documents every call (side, domain, the spec's payload note), and the
 * registry test checks those against the spec; the apps need only name, method and path. In an
 * app build the table is served without the rest: 36 KB less source on every first page
 * (issue #17), and a name its path spells (`nameFromPath`) is left for the module to spell
 * again: 1.1 KB less brotli in the registry's chunk, which every first page fetches
 * (docs/decisions/0097). The table is read by importing the module itself, so nothing is parsed
 * by hand; a registry whose table markers move fails the build.
 */
export function compactEndpoints(): Plugin {
  return {
    name: 'dukkan:compact-endpoints',
    enforce: 'pre',
    async load(id) {
      if (!ENDPOINTS_FILE.test(id)) return null;
      const source = readFileSync(id, 'utf8');
      const start = source.indexOf(TABLE_START);
      const end = source.indexOf(TABLE_END, start);
      if (start < 0 || end < 0) throw new Error(`${id}: the endpoint table's markers moved; update compactEndpoints`);
      const { endpoints: table } = (await import(pathToFileURL(id).href)) as {
        endpoints: readonly { name: string; method: string; path: string }[];
      };
      const rows = JSON.stringify(table.map(({ name, method, path }) => [name === nameFromPath(path) ? '' : name, method, path]));
      const expanded = `(${rows} as [string, HttpMethod, string][]).map(([name, method, path]) => ({ name: name || (${nameFromPath.toString()})(path), method, path }))`;
      return `${source.slice(0, start)}export const endpoints = ${expanded}${source.slice(end + TABLE_END.length)}`;
    },
  };
}

/** Where a production build keeps its source maps: outside the served `dist`, never deployed. */
export function sourceMapFolder(root: string): string {
  return path.resolve(import.meta.dirname, '..', '.cache', 'sourcemaps', path.basename(root));
}

/**
 * Production builds ship no source maps (docs/decisions/0083): Vite writes them `hidden` (no
 * `sourceMappingURL` comment in the scripts) and this plugin takes every `.map` out of the
 * bundle before it is written, into `sourceMapFolder(root)`, so what is served or deployed
 * holds none while the team can still map a production stack trace.
 */
export function privateSourceMaps(folder: string): Plugin {
  return {
    name: 'dukkan:private-source-maps',
    apply: 'build',
    buildStart() {
      rmSync(folder, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = path.join(folder, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}

/**
 * Everything the entry imports statically is needed by every first page, so it ships as one
 * chunk instead of the ~20 pieces automatic splitting cuts it into by which lazy routes share
 * each module: separately compressed pieces cost 8–12 KB more brotli on a first visit and one
 * request each (docs/decisions/0091). Lazy routes are split as before, except an app's doors
 * (docs/decisions/0101: one chunk each, and what two doors share in the entry).
 */
const entryGroup = { name: 'app', tags: ['$initial'] as ['$initial'] };
export const firstLoadChunking = { groups: [entryGroup] };

export function createAppConfig({
  root,
  devPort,
  previewPort,
  doors,
}: {
  root: string;
  devPort: number;
  previewPort: number;
  /** Where visits start, each shipped as one chunk (docs/decisions/0101). */
  doors?: readonly Door[];
}): UserConfig {
  const target = process.env.DUKKAN_API_PROXY ?? mockApiOrigin;
  const proxy: Record<string, ProxyOptions> = {};
  const prefixes = proxiedPrefixes();
  for (const prefix of prefixes) proxy[prefix] = { target, changeOrigin: true };
  const app = path.basename(root) as AppName;
  const doorChunks = doors?.length ? firstPageChunks(root, doors, entryGroup) : null;
  return defineConfig({
    root,
    plugins: [
      reactAriaLocales(['en', 'ar']),
      precompiledMessages(),
      compactEndpoints(),
      appCatalogues(app),
      react(),
      privateSourceMaps(sourceMapFolder(root)),
      // The preview servers (e2e, `npm start`) send the deployment headers, CSP included (decision 0087).
      securityHeadersPlugin(app, prefixes),
      ...(doorChunks ?? []),
    ],
    server: { host: '127.0.0.1', port: devPort, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Maps for the team only, never served (privateSourceMaps; docs/decisions/0083).
      sourcemap: 'hidden',
      // The manifest lets the new-build check compare builds (customer spec §2).
      manifest: true,
      reportCompressedSize: false,
      // With doors, each environment sets its own (firstPageChunks).
      ...(doorChunks ? {} : { rolldownOptions: { output: { codeSplitting: firstLoadChunking } } }),
    },
  });
}
