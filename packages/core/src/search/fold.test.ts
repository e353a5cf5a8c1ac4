import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, foldForSearch, matchesTerms, searchTerms } from './fold.ts';

const ALEFS = ['ا', 'أ', 'إ', 'آ', 'ٱ'];
const TASHKEEL = ['\u064b', '\u064c', '\u064d', '\u064e', '\u064f', '\u0650', '\u0651', '\u0652', '\u0670'];
const ARABIC_LETTERS = [...'ابتثجحخدذرسشصضطظعغفقكلمنهوي', 'ة', 'ى', ...ALEFS];
const arabicWord = fc.array(fc.constantFrom(...ARABIC_LETTERS), { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
const arabicText = fc.array(arabicWord, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 6 });

describe('foldForSearch', () => {
  it('folds the examples a customer types', () => {
    expect(foldForSearch('أجنحة دجاج')).toBe(foldForSearch('اجنحه دجاج'));
    expect(foldForSearch('إسكالوب لحم عجل')).toBe('اسكالوب لحم عجل');
    expect(foldForSearch('آيس كريم')).toBe('ايس كريم');
    expect(foldForSearch('ٱلْحَمْدُ')).toBe('الحمد');
    expect(foldForSearch('حلوى')).toBe(foldForSearch('حلوي'));
    expect(foldForSearch('دجـــاج')).toBe('دجاج');
    expect(foldForSearch('  Al-Ain  WATER, ٥٠٠ مل ')).toBe('al ain water 500 مل');
    expect(foldForSearch('۱۲۳')).toBe('123');
    expect(foldForSearch('Café')).toBe('cafe');
    expect(foldForSearch('ﻻ')).toBe('لا');
    expect(foldForSearch('<script>alert(1)</script>')).toBe('script alert 1 script');
  });

  it('is idempotent on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => foldForSearch(foldForSearch(text)) === foldForSearch(text)));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => foldForSearch(foldForSearch(text)) === foldForSearch(text)));
  });

  it('gives the same form for every alef spelling', () => {
    fc.assert(
      fc.property(arabicText, fc.constantFrom(...ALEFS), (text, alef) => {
        expect(foldForSearch(text.replace(/[اأإآٱ]/g, alef))).toBe(foldForSearch(text.replace(/[اأإآٱ]/g, 'ا')));
      }),
    );
  });

  it('treats taa marbuta as haa and alef maqsura as yaa', () => {
    fc.assert(
      fc.property(arabicText, (text) => {
        expect(foldForSearch(text.replace(/ة/g, 'ه'))).toBe(foldForSearch(text.replace(/ه/g, 'ة')));
        expect(foldForSearch(text.replace(/ى/g, 'ي'))).toBe(foldForSearch(text.replace(/ي/g, 'ى')));
      }),
    );
  });

  it('ignores tashkeel and tatweel wherever they sit', () => {
    fc.assert(
      fc.property(arabicText, fc.array(fc.constantFrom(...TASHKEEL, '\u0640')), fc.nat(), (text, marks, at) => {
        const i = text.length === 0 ? 0 : at % text.length;
        // A mark after a letter (never at the start, where it would have nothing to sit on).
        const marked = text.slice(0, i + 1) + marks.join('') + text.slice(i + 1);
        expect(foldForSearch(marked)).toBe(foldForSearch(text));
      }),
    );
  });

  it('ignores Latin case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,30}$/), (text) => {
        expect(foldForSearch(text.toUpperCase())).toBe(foldForSearch(text.toLowerCase()));
      }),
    );
  });

  it('reads Arabic-Indic and Persian digits as 0-9', () => {
    fc.assert(
      fc.property(digits, (ds) => {
        const western = ds.join('');
        expect(foldForSearch(ds.map((d) => String.fromCharCode(0x0660 + d)).join(''))).toBe(western);
        expect(foldForSearch(ds.map((d) => String.fromCharCode(0x06f0 + d)).join(''))).toBe(western);
      }),
    );
  });

  it('never leaves a variant form, a mark, a tatweel or a double space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), arabicText, (any, arabic) => {
        const folded = foldForSearch(`${any} ${arabic}`);
        for (const variant of ['\u0623', '\u0625', '\u0622', '\u0671', '\u0629', '\u0649', '\u0640']) expect(folded).not.toContain(variant);
        expect(folded).not.toMatch(/\p{M}|[\u0660-\u0669\u06f0-\u06f9]|\s{2}|^\s|\s$/u);
      }),
    );
  });
});

describe('search terms and matching', () => {
  it('splits a query into distinct folded words; blank or punctuation-only is no search', () => {
    expect(searchTerms('  Milk  milk,  أجبان ')).toEqual(['milk', 'اجبان']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('—!?')).toEqual([]);
    expect(matchesTerms('milk', [])).toBe(false);
  });

  it('finds every name by any part of any of its words, in any spelling', () => {
    fc.assert(
      fc.property(arabicText, fc.nat(), fc.nat(), (name, a, b) => {
        const folded = foldForSearch(name);
        const start = a % folded.length;
        const end = start + 1 + (b % (folded.length - start));
        const part = folded.slice(start, end).trim();
        fc.pre(part.length > 0);
        expect(matchesTerms(folded, searchTerms(part.replace(/ا/g, 'أ').replace(/ه/g, 'ة')))).toBe(true);
      }),
    );
  });
});

describe('createSearchIndex', () => {
  const products = [
    { id: 'p1', name: 'Chicken Wings', name_ar: 'أجنحة دجاج' },
    { id: 'p2', name: 'Boneless Chicken Thighs', name_ar: 'أفخاذ دجاج بدون عظم' },
    { id: 'p3', name: 'Ice Cream Scoop', name_ar: 'كرة آيس كريم' },
    { id: 'p4', name: 42, name_ar: null },
  ];
  const index = createSearchIndex(products, (p) => [p.name, p.name_ar]);

  it('searches both languages, every word, and puts names starting with the first word first', () => {
    expect(index.search('اجنحه').map((p) => p.id)).toEqual(['p1']);
    expect(index.search('CHICKEN').map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(index.search('thighs chicken').map((p) => p.id)).toEqual(['p2']);
    expect(index.search('دجاج').map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(index.search('ايس').map((p) => p.id)).toEqual(['p3']);
    expect(index.search('cream ice').map((p) => p.id)).toEqual(['p3']);
    expect(index.search('scoop').map((p) => p.id)).toEqual(['p3']);
    expect(index.search('oop').map((p) => p.id)).toEqual(['p3']);
  });

  it('finds nothing for a blank query or a word no name holds, and ignores non-text names', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('  ')).toEqual([]);
    expect(index.search('42')).toEqual([]);
    expect(index.search('lamb')).toEqual([]);
    expect(index.size).toBe(4);
  });

  it('ranks a word that starts with the first term above one that only contains it', () => {
    const ranked = createSearchIndex(['Pineapple', 'Apple Juice', 'Red Apples', 'Pear'], (name) => [name]);
    expect(ranked.search('apple')).toEqual(['Apple Juice', 'Red Apples', 'Pineapple']);
    expect(ranked.search('neap')).toEqual(['Pineapple']);
  });
});
