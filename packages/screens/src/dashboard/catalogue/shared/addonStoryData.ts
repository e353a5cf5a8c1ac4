/**
 * Add-on groups for the stories of this area, with fixed ids and values so every story (and
 * its picture) is the same on every run. Prices are in fils.
 */
import type { AddonGroupRow, AddonProductSummary } from './types.ts';

export const storyAddonProduct: AddonProductSummary = {
  id: 'st-sp-shawarma',
  name: 'Chicken Shawarma Sandwich',
  nameAr: 'ساندويتش شاورما دجاج',
  price: 900,
};

export const storyAddonGroups: readonly AddonGroupRow[] = [
  {
    id: 'st-g-size',
    title: 'Size',
    titleAr: 'الحجم',
    type: 'override',
    required: true,
    max: 1,
    order: 1,
    options: [
      { id: 'st-o-small', name: 'Small', nameAr: 'صغير', amount: 900 },
      { id: 'st-o-medium', name: 'Medium', nameAr: 'وسط', amount: 1225 },
      { id: 'st-o-large', name: 'Large', nameAr: 'كبير', amount: 1525 },
    ],
  },
  {
    id: 'st-g-extras',
    title: 'Extras',
    titleAr: 'إضافات',
    type: 'add',
    required: false,
    max: 3,
    order: 2,
    options: [
      { id: 'st-o-cheese', name: 'Extra cheese', nameAr: 'جبنة إضافية', amount: 300 },
      { id: 'st-o-garlic', name: 'Garlic sauce', nameAr: 'صوص الثوم', amount: 150 },
      { id: 'st-o-jalapeno', name: 'Jalapeños', nameAr: 'هالبينو', amount: 200 },
      { id: 'st-o-fries', name: 'Fries inside', nameAr: 'بطاطس داخل الساندويتش', amount: 0 },
    ],
  },
  {
    id: 'st-g-bread',
    title: 'Bread',
    titleAr: 'الخبز',
    type: 'add',
    required: true,
    max: 1,
    order: 3,
    options: [
      { id: 'st-o-saj', name: 'Saj', nameAr: 'صاج', amount: 0 },
      { id: 'st-o-samoon', name: 'Samoon', nameAr: 'صمون', amount: 150 },
    ],
  },
];

/** Long titles and option names in both languages, and ten groups (the most a product has). */
export const longAddonProduct: AddonProductSummary = {
  id: 'st-sp-platter',
  name: 'Family Mixed Grill Platter with Rice, Salads, Dips and Fresh Arabic Bread for Six',
  nameAr: 'طبق مشاوي مشكلة عائلي مع الأرز والسلطات والصلصات والخبز العربي الطازج لستة أشخاص',
  price: 24_500,
};

export const longAddonGroups: readonly AddonGroupRow[] = Array.from({ length: 10 }, (_, i) => ({
  id: `st-g-long-${i + 1}`,
  title: i === 0 ? 'Choose how the meat is marinated, grilled and served to your family table' : `Side dishes and extras, round ${i + 1}`,
  titleAr: i === 0 ? 'اختر طريقة تتبيل اللحم وشويه وتقديمه على مائدة عائلتك' : `أطباق جانبية وإضافات، الجولة ${i + 1}`,
  type: i === 0 ? ('override' as const) : ('add' as const),
  required: i % 3 === 0,
  max: i === 0 ? 1 : 2,
  order: i + 1,
  options: [
    {
      id: `st-o-long-${i}-a`,
      name: 'Slow-cooked lamb shoulder with saffron rice and roasted nuts',
      nameAr: 'كتف ضأن مطهو ببطء مع أرز بالزعفران ومكسرات محمصة',
      amount: i === 0 ? 24_500 : 4_550,
    },
    { id: `st-o-long-${i}-b`, name: 'Grilled halloumi', nameAr: 'حلومي مشوي', amount: i === 0 ? 31_075 : 99_999_00 },
  ],
}));
