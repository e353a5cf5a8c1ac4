/** Filters and products for the stories of this area: fixed ids and names, so every picture is the same. */
import type { FilterProductOption, FilterRow } from './types.ts';

const row = (id: number, name: string, nameAr: string, rule: string, level: number, extra: Partial<FilterRow> = {}): FilterRow => ({
  id: `filter-${id}`,
  name,
  nameAr,
  rule,
  level,
  priority: id * 10,
  enabled: true,
  image: '',
  linked: true,
  products: [],
  ...extra,
});

export const storyFilterProducts: FilterProductOption[] = [
  { id: 'prd-1', name: 'Khalas Dates', nameAr: 'تمر خلاص', image: '' },
  { id: 'prd-2', name: 'Organic Bananas', nameAr: 'موز عضوي', image: '' },
  { id: 'prd-3', name: 'Arabic Bread', nameAr: 'خبز عربي', image: '' },
  { id: 'prd-4', name: 'Fresh Laban', nameAr: 'لبن طازج', image: '' },
  { id: 'prd-5', name: 'Sugar-free Maamoul', nameAr: 'معمول خالٍ من السكر', image: '' },
  { id: 'prd-6', name: 'Local Tomatoes', nameAr: 'طماطم محلية', image: '' },
];

export const storyFilters: FilterRow[] = [
  row(1, 'Organic', 'عضوي', 'tag:organic', 1, { products: ['prd-2', 'prd-6'] }),
  row(2, 'On offer', 'عليه عرض', 'offer:any', 1, { products: ['prd-1'] }),
  row(3, 'Sugar free', 'خالٍ من السكر', 'tag:sugar_free', 2, { products: ['prd-5'] }),
  row(4, 'Under 20 AED', 'أقل من 20 درهمًا', 'price:lt:20', 2),
  row(5, 'Gluten free', 'خالٍ من الغلوتين', 'tag:gluten_free', 3, { linked: false }),
  row(6, 'Vegan', 'نباتي', 'tag:vegan', 3, { enabled: false, linked: false }),
];

export const longStoryFilters: FilterRow[] = [
  row(
    1,
    'Grown on family farms in the Liwa Oasis and delivered the same morning',
    'مزروع في مزارع عائلية في واحة ليوا ويُوصل في الصباح نفسه',
    'tag:liwa_family_farms_same_morning_delivery',
    1,
    {
      products: storyFilterProducts.map((p) => p.id),
      priority: 1000,
    },
  ),
  ...storyFilters.slice(1),
];
