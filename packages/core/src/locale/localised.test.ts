import { describe, expect, it } from 'vitest';
import { localised } from './localised.ts';

describe('localised field pairs', () => {
  const product = { name: 'Medjool Dates', name_ar: 'تمر مجدول' };

  it('reads the Arabic value when the locale is Arabic and it is present', () => {
    expect(localised(product, 'name', 'ar')).toBe('تمر مجدول');
    expect(localised(product, 'name', 'ar-AE')).toBe('تمر مجدول');
  });

  it('reads the base value in English', () => {
    expect(localised(product, 'name', 'en')).toBe('Medjool Dates');
  });

  it('falls back to the base value when the Arabic one is missing or blank', () => {
    expect(localised({ name: 'Milk' }, 'name', 'ar')).toBe('Milk');
    expect(localised({ name: 'Milk', name_ar: '   ' }, 'name', 'ar')).toBe('Milk');
    expect(localised({ name: 'Milk', name_ar: null }, 'name', 'ar')).toBe('Milk');
  });

  it('gives an empty string when neither value is text', () => {
    expect(localised({ title: null }, 'title', 'en')).toBe('');
  });
});
