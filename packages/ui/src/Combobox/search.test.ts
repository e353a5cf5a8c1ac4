import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from './search.ts';

describe('foldForSearch', () => {
  it('treats the hamza forms of alef as a bare alef', () => {
    expect(foldForSearch('أحمد')).toBe('احمد');
    expect(foldForSearch('إبراهيم')).toBe('ابراهيم');
    expect(foldForSearch('آمنة')).toBe('امنه');
  });

  it('treats taa marbuta as haa and alef maqsura as yaa', () => {
    expect(foldForSearch('مدرسة')).toBe(foldForSearch('مدرسه'));
    expect(foldForSearch('مستشفى')).toBe(foldForSearch('مستشفي'));
  });

  it('drops short vowels and the tatweel', () => {
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(foldForSearch('شـــاي')).toBe('شاي');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin digits', () => {
    expect(foldForSearch('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldForSearch('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves Latin text alone (case is the collator’s job)', () => {
    expect(foldForSearch('Al Waha Market')).toBe('Al Waha Market');
  });

  it('never throws and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
      }),
    );
  });
});
