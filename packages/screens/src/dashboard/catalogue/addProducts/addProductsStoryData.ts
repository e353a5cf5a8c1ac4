/** Suggestions and categories for the "Add products" stories: fixed ids and names, so every picture is the same. */
import type { AddProductsCategory, SuggestionRow } from './types.ts';

export const storyAddCategories: AddProductsCategory[] = [
  { id: 'cat-fruits', name: 'Fruits', nameAr: 'فواكه' },
  { id: 'cat-bakery', name: 'Bakery', nameAr: 'مخبوزات' },
  { id: 'cat-meals', name: 'Ready Meals', nameAr: 'وجبات جاهزة' },
  { id: 'cat-dairy', name: 'Dairy', nameAr: 'ألبان' },
];

const row = (id: string, name: string, nameAr: string, category: string, extra: Partial<SuggestionRow> = {}): SuggestionRow => ({
  id,
  name,
  nameAr,
  image: `/mock-assets/products/${category}.svg`,
  category,
  private: false,
  ...extra,
});

export const storySuggestions: SuggestionRow[] = [
  row('cprod-1', 'Harees', 'هريس', 'cat-meals', { private: true }),
  row('cprod-2', 'Luqaimat', 'لقيمات', 'cat-bakery', { private: true }),
  row('prd-3', 'Khalas Dates', 'تمر خلاص', 'cat-fruits'),
  row('prd-4', 'Fresh Laban', 'لبن طازج', 'cat-dairy', { image: '' }),
  row('prd-5', 'Arabic Bread', 'خبز عربي', 'cat-bakery'),
];

/** Found by an Arabic search: the Arabic name leads in either language's row. */
export const storyArabicSuggestions: SuggestionRow[] = [
  row('prd-6', 'Khalas Dates', 'تمر خلاص', 'cat-fruits'),
  row('prd-7', 'Sukkari Dates', 'تمر سكري', 'cat-fruits'),
  row('cprod-8', 'Stuffed Medjool Dates', 'تمر مجهول محشي', 'cat-fruits', { private: true }),
];

export const longStorySuggestions: SuggestionRow[] = [
  row(
    'cprod-9',
    'Slow-cooked Emirati lamb harees with ghee, cinnamon and a side of fresh dates for the whole family',
    'هريس لحم إماراتي مطهو على نار هادئة بالسمن والقرفة مع تمر طازج للعائلة كلها',
    'cat-meals',
    { private: true },
  ),
  ...storySuggestions.slice(1),
  ...Array.from({ length: 8 }, (_, i) => row(`prd-x${i}`, `Catalogue product ${i + 1}`, `منتج الكتالوج ${i + 1}`, 'cat-dairy')),
];
