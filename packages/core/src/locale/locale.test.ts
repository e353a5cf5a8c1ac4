import { describe, expect, it } from 'vitest';
import { directionOf, documentAttributes, localeCookie, readLocaleCookie, resolveLocale, stripLocalePrefix } from './locale.ts';

describe('locale rules (customer spec §1, §9)', () => {
  it('is right-to-left exactly when the locale contains ar, and <html lang> equals the locale', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-AE')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(documentAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(documentAttributes('en')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('keeps the locale in a cookie for 365 days on every path', () => {
    expect(localeCookie('ar')).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readLocaleCookie('theme=dark; locale=ar; x=1')).toBe('ar');
    expect(readLocaleCookie('locale=fr')).toBeNull();
    expect(readLocaleCookie('locale=%E0%A4%A')).toBeNull();
  });

  it('resolves the cookie first, then the browser languages, then English', () => {
    expect(resolveLocale('locale=en', ['ar-AE'])).toBe('en');
    expect(resolveLocale('', ['fr-FR', 'ar-AE'])).toBe('ar');
    expect(resolveLocale(null, ['de'])).toBe('en');
  });

  it('carries no locale prefix in paths', () => {
    expect(stripLocalePrefix('/ar/cart')).toBe('/cart');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/arabic-sweets')).toBe('/arabic-sweets');
  });
});
