/**
 * The interface languages and direction rule live in core (customer spec §1, §9); the i18n
 * package re-exports them under the names its consumers use.
 */
export {
  APP_LOCALES as locales,
  DEFAULT_LOCALE as defaultLocale,
  directionOf,
  isAppLocale as isLocale,
  type AppLocale as Locale,
} from '@dukkan/core';
