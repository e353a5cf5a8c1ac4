/**
 * The message catalogues, one JSON file per area under messages/<locale>/ so that areas grow
 * without editing one shared file. Every id must exist in both languages (`npm run i18n:check`).
 * Spec keys such as `use_cart_alert_error` keep their names.
 *
 * Loaded per language and per app (issue #10 item 7): the storefront never downloads the
 * dashboard's messages nor the other language's. An app loads its active language before the
 * first render (`loadCatalogue` in boot); a language switch keeps showing the old language
 * until the new one has arrived (LocaleProvider), so there is no flash and no suspense.
 */
import type { Locale } from './locales.ts';

export type Catalogue = Record<string, string>;

/** Which files an app needs: its own, plus everything that is neither storefront's nor dashboard's. */
export type CatalogueScope = 'storefront' | 'dashboard' | 'all';

type Loader = () => Promise<Catalogue>;

const loaders: Record<Locale, Record<string, Loader>> = {
  en: import.meta.glob<Catalogue>('./messages/en/*.json', { import: 'default' }),
  ar: import.meta.glob<Catalogue>('./messages/ar/*.json', { import: 'default' }),
};

function fileScope(path: string): CatalogueScope | 'shared' {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.startsWith('storefront')) return 'storefront';
  if (name.startsWith('dashboard')) return 'dashboard';
  return 'shared';
}

const loaded = new Map<string, Catalogue>();
const pending = new Map<string, Promise<Catalogue>>();
let activeScope: CatalogueScope = 'all';

const cacheKey = (locale: Locale, scope: CatalogueScope) => `${locale}:${scope}`;

/** Loads (once) the catalogue of a language for an app; later switches use the same scope. */
export function loadCatalogue(locale: Locale, scope: CatalogueScope = activeScope): Promise<Catalogue> {
  activeScope = scope;
  const key = cacheKey(locale, scope);
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    const files = Object.entries(loaders[locale]).filter(([path]) => {
      const of = fileScope(path);
      return scope === 'all' || of === 'shared' || of === scope;
    });
    promise = Promise.all(files.map(([, load]) => load())).then((parts) => {
      const catalogue = Object.assign({}, ...parts) as Catalogue;
      loaded.set(key, catalogue);
      pending.delete(key);
      return catalogue;
    });
    pending.set(key, promise);
  }
  return promise;
}

/** The catalogue if it has been loaded for the active scope, else undefined. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(cacheKey(locale, activeScope));
}
