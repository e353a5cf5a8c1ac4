/**
 * Folds the letter variants people type interchangeably when searching in Arabic, so "احمد"
 * finds "أحمد" and "مدرسه" finds "مدرسة": the hamza forms of alef become a bare alef, alef
 * maqsura becomes yaa, taa marbuta becomes haa, hamza on waw / yaa drops to the letter, and
 * short vowels (tashkeel), the dagger alef and the tatweel are removed. Arabic-Indic and
 * Eastern Arabic-Indic digits become Latin digits. Case and Latin accents are left to the
 * locale collator (react-aria's useFilter with sensitivity "base").
 */
const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};

const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const FOLDED = /[أإآٱىةؤئ\u0660-\u0669\u06f0-\u06f9]/g;

export function foldForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(FOLDED, (ch) => {
      const code = ch.charCodeAt(0);
      if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
      if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
      return LETTERS[ch] ?? ch;
    });
}
