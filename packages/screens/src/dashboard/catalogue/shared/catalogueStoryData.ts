/**
 * Products for the stories of this area, with fixed ids and values so every story (and its
 * picture) is the same on every run. Prices are in fils.
 */
import type { CatalogueCategoryOption, CatalogueProductRow } from './types.ts';

const base: CatalogueProductRow = {
  id: 'st-sp-0',
  productId: 'st-p-0',
  name: '',
  nameAr: '',
  barcode: '',
  unit: 'piece',
  size: '',
  sizeAr: '',
  image: '',
  category: 'cat-fruits',
  subCategory: '',
  price: 0,
  offerPrice: 0,
  addonsOffer: false,
  isAvailable: true,
  hidden: false,
  perOrderQuantity: 0,
};

const product = (id: string, fields: Partial<CatalogueProductRow>): CatalogueProductRow => ({
  ...base,
  id: `st-sp-${id}`,
  productId: `st-p-${id}`,
  ...fields,
});

export const storyCategories: readonly CatalogueCategoryOption[] = [
  {
    id: 'cat-fruits',
    name: 'Fruits',
    nameAr: 'فواكه',
    subCategories: [
      { id: 'sub-tropical', name: 'Tropical', nameAr: 'استوائية' },
      { id: 'sub-citrus', name: 'Citrus', nameAr: 'حمضيات' },
    ],
  },
  { id: 'cat-dairy', name: 'Dairy and eggs', nameAr: 'ألبان وبيض', subCategories: [] },
  { id: 'cat-bakery', name: 'Bakery', nameAr: 'مخبوزات', subCategories: [] },
];

export const storyProducts: readonly CatalogueProductRow[] = [
  product('mango', {
    name: 'Alphonso Mango 12 pcs',
    nameAr: 'مانجو ألفونسو ١٢ حبة',
    unit: 'box',
    size: '12 pcs',
    sizeAr: '١٢ حبة',
    image: '/mock-assets/products/cat-fruits.svg',
    subCategory: 'sub-tropical',
    price: 4500,
    offerPrice: 3975,
    barcode: '6291041500213',
  }),
  product('kiwi', { name: 'Kiwi', nameAr: 'كيوي', unit: 'kg', image: '/mock-assets/products/berries.svg', price: 1800, offerPrice: 1625 }),
  product('avocado', {
    name: 'Hass Avocado',
    nameAr: 'أفوكادو هاس',
    image: '/mock-assets/products/cat-fruits.svg',
    price: 450,
    offerPrice: 375,
    perOrderQuantity: 6,
  }),
  product('pineapple', {
    name: 'Pineapple',
    nameAr: 'أناناس',
    image: '/mock-assets/products/cat-fruits.svg',
    price: 950,
    isAvailable: false,
  }),
  product('lemon', {
    name: 'Lemon',
    nameAr: 'ليمون',
    unit: 'kg',
    image: '/mock-assets/products/citrus.svg',
    subCategory: 'sub-citrus',
    price: 750,
  }),
  product('milk', {
    name: 'Fresh Milk Full Fat',
    nameAr: 'حليب طازج كامل الدسم',
    category: 'cat-dairy',
    size: '2 L',
    sizeAr: '٢ لتر',
    image: '/mock-assets/products/cat-dairy.svg',
    price: 1295,
    hidden: true,
  }),
  product('eggs', {
    name: 'Free Range Eggs 30',
    nameAr: 'بيض بلدي ٣٠ حبة',
    category: 'cat-dairy',
    unit: 'box',
    size: '30 eggs',
    sizeAr: '٣٠ بيضة',
    image: '/mock-assets/products/eggs.svg',
    price: 2850,
    perOrderQuantity: 2,
  }),
  product('bread', {
    name: 'Arabic Bread',
    nameAr: 'خبز عربي',
    category: 'cat-bakery',
    image: '/mock-assets/products/bread.svg',
    price: 350,
  }),
];

/** Long names in both languages, to show one-line cells and isolation. */
export const longArabicProducts: readonly CatalogueProductRow[] = [
  product('long-1', {
    name: 'Organic Medjool Dates from Al Ain Farms, Premium Gift Box with Almonds',
    nameAr: 'تمر مجهول عضوي من مزارع العين، علبة هدايا فاخرة محشوة باللوز المحمص مع بطاقة إهداء',
    unit: 'box',
    size: '1 kg gift box',
    sizeAr: 'علبة هدايا ١ كيلو',
    image: '/mock-assets/products/dates.svg',
    price: 18950,
    offerPrice: 14999,
    perOrderQuantity: 12,
    addonsOffer: true,
  }),
  product('long-2', {
    name: 'Camel Milk',
    nameAr: 'حليب نوق طازج من مزارع الإمارات مبستر قليل الدسم',
    category: 'cat-dairy',
    size: '1 L',
    sizeAr: '١ لتر',
    image: '/mock-assets/products/cat-dairy.svg',
    price: 1675,
    isAvailable: false,
    hidden: true,
  }),
  ...storyProducts.slice(0, 4),
];

const NAMES: readonly (readonly [string, string, string])[] = [
  ['Banana', 'موز', 'cat-fruits'],
  ['Tomato', 'طماطم', 'cat-vegetables'],
  ['Cucumber', 'خيار', 'cat-vegetables'],
  ['Labneh', 'لبنة', 'cat-dairy'],
  ['Halloumi', 'حلوم', 'cat-dairy'],
  ['Croissant', 'كرواسون', 'cat-bakery'],
  ['Basmati Rice', 'أرز بسمتي', 'cat-grains'],
  ['Chicken Breast', 'صدر دجاج', 'cat-meat'],
  ['Hammour Fillet', 'فيليه هامور', 'cat-fish'],
  ['Arabic Coffee', 'قهوة عربية', 'cat-beverages'],
];
const IMAGES: Readonly<Record<string, string>> = {
  'cat-fruits': '/mock-assets/products/cat-fruits.svg',
  'cat-vegetables': '/mock-assets/products/cat-vegetables.svg',
  'cat-dairy': '/mock-assets/products/cat-dairy.svg',
  'cat-bakery': '/mock-assets/products/cat-bakery.svg',
  'cat-grains': '/mock-assets/products/cat-grains.svg',
  'cat-meat': '/mock-assets/products/cat-meat.svg',
  'cat-fish': '/mock-assets/products/cat-fish.svg',
  'cat-beverages': '/mock-assets/products/cat-beverages.svg',
};

/** `count` products with numbered names (both languages), varied prices, offers and states. */
export function manyProducts(count: number): CatalogueProductRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, nameAr, category] = NAMES[i % NAMES.length]!;
    const n = i + 1;
    const price = 250 + ((i * 137) % 9000);
    return product(`many-${n}`, {
      name: `${name} ${n}`,
      nameAr: `${nameAr} ${n}`,
      category,
      unit: i % 3 === 0 ? 'kg' : 'piece',
      image: IMAGES[category] ?? '',
      price,
      offerPrice: i % 7 === 0 ? price - 100 : 0,
      isAvailable: i % 11 !== 0,
      hidden: i % 13 === 0,
      perOrderQuantity: i % 9 === 0 ? 5 : 0,
    });
  });
}
