import { describe, expect, it } from 'vitest';
import { initialLocale, readLocaleCookie } from './useLocaleState.ts';

describe('locale cookie', () => {
  it('reads en or ar from the cookie and ignores anything else', () => {
    expect(readLocaleCookie('a=1; locale=ar; b=2')).toBe('ar');
    expect(readLocaleCookie('locale=en')).toBe('en');
    expect(readLocaleCookie('locale=fr')).toBeNull();
    expect(readLocaleCookie('locale=%3Cscript%3E')).toBeNull();
    expect(readLocaleCookie('xlocale=ar')).toBeNull();
  });

  it('prefers the cookie, then an Arabic browser language, then English', () => {
    expect(initialLocale('locale=en', ['ar-AE'])).toBe('en');
    expect(initialLocale('', ['ar-AE', 'en-US'])).toBe('ar');
    expect(initialLocale('', ['fr-FR', 'en-GB'])).toBe('en');
    expect(initialLocale('', [])).toBe('en');
  });
});
