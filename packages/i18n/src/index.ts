export { loadCatalogue, loadedCatalogue, type Catalogue, type CatalogueScope } from './catalogues.ts';
export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider.tsx';
export { defaultLocale, directionOf, isLocale, locales, type Locale } from './locales.ts';
