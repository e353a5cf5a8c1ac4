/**
 * Text folding for product search (issue #16 item 7; docs/decisions/0039). A customer finds
 * "أجنحة دجاج" by typing "اجنحه دجاج", "Chicken" by typing "CHICKEN", and a "500 g" pack by
 * typing "٥٠٠". Both the names (once per listing) and the query (once per keystroke) are
 * folded the same way, then matched word by word.
 */

// Marks left after compatibility decomposition: Arabic tashkeel (fatha, damma, kasra, shadda,
// sukun, tanween, the hamza and madda carried by أ إ آ ؤ ئ, the dagger alef) and Latin accents.
const MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
// Alef wasla (ٱ) has no decomposition; the hamza forms already lost their mark above.
const ALEF_FORMS = /[\u0671\u0672\u0673\u0675]/g;
const TAA_MARBUTA = /\u0629/g;
// Alef maqsura, and the Persian/Urdu yeh a phone keyboard may produce.
const YAA_FORMS = /[\u0649\u06cc]/g;
const KAF_FORMS = /\u06a9/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06f0-\u06f9]/g;
// Anything that is not a letter or a digit separates words ("Al-Ain", "Milk, 1L", "(500 g)").
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The searchable form of a text: compatibility-decomposed (Arabic presentation forms, full
 * width Latin), marks and tatweel removed, alef forms to ا, ة to ه, ى to ي, Arabic-Indic and
 * Persian digits to 0-9, Latin lower case, words separated by one space, trimmed. Pure and
 * idempotent: `foldForSearch(foldForSearch(x)) === foldForSearch(x)`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TAA_MARBUTA, '\u0647')
    .replace(YAA_FORMS, '\u064a')
    .replace(KAF_FORMS, '\u0643')
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The folded words of a query, without repeats; an empty list when it holds no letter or digit. */
export function searchTerms(query: string): string[] {
  const folded = foldForSearch(query);
  return folded ? [...new Set(folded.split(' '))] : [];
}

/**
 * True when every term occurs in the folded text (anywhere: "جاج" finds "دجاج", "mil" finds
 * "Milk"). No terms match nothing: an empty query is not a search.
 */
export function matchesTerms(foldedText: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  for (const term of terms) if (!foldedText.includes(term)) return false;
  return true;
}

export interface SearchIndex<T> {
  /** Items whose text holds every term of the query: those with a word starting with the first term first, then the rest, each in listing order. */
  search(query: string): T[];
  readonly size: number;
}

/**
 * Folds every item's texts once (e.g. name and name_ar of 5,000 products) so each keystroke
 * only scans precomputed strings. Texts that are not strings are ignored, never thrown on.
 */
export function createSearchIndex<T>(items: readonly T[], textsOf: (item: T) => readonly unknown[]): SearchIndex<T> {
  const entries = items.map((item) => {
    const texts = textsOf(item).filter((text): text is string => typeof text === 'string' && text.length > 0);
    return { item, folded: ` ${texts.map(foldForSearch).join(' ')}` };
  });
  return {
    size: entries.length,
    search(query) {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const first = ` ${terms[0]}`;
      const leading: T[] = [];
      const others: T[] = [];
      for (const entry of entries) {
        if (!matchesTerms(entry.folded, terms)) continue;
        (entry.folded.includes(first) ? leading : others).push(entry.item);
      }
      return leading.concat(others);
    },
  };
}
