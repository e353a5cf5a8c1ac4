/**
 * The message catalogues, one JSON file per area under messages/<locale>/ so that areas
 * grow without editing one shared file. Every id must exist in both languages
 * (`npm run i18n:check`). Spec keys such as `use_cart_alert_error` keep their names.
 */
import type { Locale } from './locales.ts';

type Catalogue = Record<string, string>;

const en = import.meta.glob<Catalogue>('./messages/en/*.json', { eager: true, import: 'default' });
const ar = import.meta.glob<Catalogue>('./messages/ar/*.json', { eager: true, import: 'default' });

function merge(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files)) as Catalogue;
}

export const catalogues: Record<Locale, Catalogue> = { en: merge(en), ar: merge(ar) };
