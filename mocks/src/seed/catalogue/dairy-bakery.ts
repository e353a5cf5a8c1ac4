/** Chilled and baked goods: mostly branded packs, sized variants where shops stock several. */
import type { CategorySeed } from './types.ts';

const LITRES = [
  ['1 L', '١ لتر', 1],
  ['2 L', '٢ لتر', 1.85],
] as const;

export const dairy: CategorySeed = {
  key: 'dairy',
  name: 'Dairy & Eggs',
  name_ar: 'ألبان وبيض',
  subs: [
    {
      key: 'milk',
      name: 'Milk & Laban',
      name_ar: 'حليب ولبن',
      items: [
        [
          'Al Rawabi Fresh Milk Full Fat',
          'حليب الروابي الطازج كامل الدسم',
          'pc',
          6.5,
          { brand: ['Al Rawabi', 'الروابي'], variants: LITRES },
        ],
        ['Al Ain Fresh Milk Low Fat', 'حليب العين الطازج قليل الدسم', 'pc', 6.25, { brand: ['Al Ain', 'العين'], variants: LITRES }],
        ['Almarai Laban Full Fat', 'لبن المراعي كامل الدسم', 'pc', 5.5, { brand: ['Almarai', 'المراعي'], variants: LITRES }],
        ['Camelicious Camel Milk', 'حليب النوق كاميليشس', 'pc', 9.5, { brand: ['Camelicious', 'كاميليشس'], size: ['500 ml', '٥٠٠ مل'] }],
        [
          'Almarai Long Life Milk',
          'حليب المراعي طويل الأجل',
          'pc',
          5.75,
          {
            brand: ['Almarai', 'المراعي'],
            variants: [
              ['1 L', '١ لتر', 1],
              ['4 × 1 L', '٤ × ١ لتر', 3.6],
            ],
          },
        ],
        ['Nadec Strawberry Milk', 'حليب نادك بنكهة الفراولة', 'pc', 2.25, { brand: ['Nadec', 'نادك'], size: ['200 ml', '٢٠٠ مل'] }],
      ],
    },
    {
      key: 'cheese',
      name: 'Cheese',
      name_ar: 'أجبان',
      items: [
        [
          'Puck Cream Cheese Spread',
          'جبنة بوك الكريمية للدهن',
          'pc',
          22.5,
          {
            brand: ['Puck', 'بوك'],
            icon: 'cheese',
            variants: [
              ['500 g', '٥٠٠ غ', 1],
              ['240 g', '٢٤٠ غ', 0.55],
            ],
          },
        ],
        [
          'Kiri Cream Cheese Squares',
          'جبنة كيري مربعات',
          'box',
          14.5,
          { brand: ['Kiri', 'كيري'], icon: 'cheese', size: ['12 portions', '١٢ قطعة'] },
        ],
        ['Akkawi Cheese', 'جبنة عكاوي', 'kg250', 48, { origin: 'Lebanon', icon: 'cheese' }],
        ['Halloumi Cheese', 'جبنة حلوم', 'pc', 19.75, { icon: 'cheese', size: ['250 g', '٢٥٠ غ'], origin: 'Turkey' }],
        ['Bulgarian Feta Cheese', 'جبنة فيتا بلغارية', 'kg250', 38, { icon: 'cheese' }],
        [
          'Almarai Shredded Mozzarella',
          'جبنة موزاريلا مبشورة المراعي',
          'pc',
          17.5,
          { brand: ['Almarai', 'المراعي'], icon: 'cheese', size: ['200 g', '٢٠٠ غ'] },
        ],
        [
          'Almarai Cheddar Slices',
          'شرائح جبنة شيدر المراعي',
          'pc',
          12.75,
          { brand: ['Almarai', 'المراعي'], icon: 'cheese', size: ['200 g', '٢٠٠ غ'] },
        ],
        ['Nabulsi Cheese', 'جبنة نابلسية', 'kg250', 44, { origin: 'Jordan', icon: 'cheese' }],
      ],
    },
    {
      key: 'yoghurt',
      name: 'Yoghurt & Labneh',
      name_ar: 'زبادي ولبنة',
      items: [
        [
          'Al Rawabi Full Fat Yoghurt',
          'زبادي الروابي كامل الدسم',
          'pc',
          5.25,
          {
            brand: ['Al Rawabi', 'الروابي'],
            variants: [
              ['500 g', '٥٠٠ غ', 1],
              ['1 kg', '١ كغ', 1.8],
            ],
          },
        ],
        [
          'Almarai Plain Greek Yoghurt',
          'زبادي يوناني سادة المراعي',
          'pc',
          4.25,
          { brand: ['Almarai', 'المراعي'], size: ['150 g', '١٥٠ غ'] },
        ],
        [
          'Almarai Labneh',
          'لبنة المراعي',
          'pc',
          7.5,
          {
            brand: ['Almarai', 'المراعي'],
            variants: [
              ['200 g', '٢٠٠ غ', 1],
              ['400 g', '٤٠٠ غ', 1.85],
            ],
          },
        ],
        ['Labneh Balls in Olive Oil', 'كرات لبنة بزيت الزيتون', 'pc', 24, { size: ['400 g', '٤٠٠ غ'], origin: 'Lebanon' }],
        ['Fresh Qishta Cream', 'قشطة طازجة', 'pc', 9.25, { size: ['200 g', '٢٠٠ غ'] }],
      ],
    },
    {
      key: 'eggs',
      name: 'Eggs & Butter',
      name_ar: 'بيض وزبدة',
      items: [
        [
          'Al Jazira White Eggs',
          'بيض الجزيرة أبيض',
          'box',
          13.5,
          {
            brand: ['Al Jazira', 'الجزيرة'],
            icon: 'eggs',
            variants: [
              ['Medium 15 pcs', 'متوسط ١٥ حبة', 1],
              ['Large 30 pcs', 'كبير ٣٠ حبة', 1.95],
            ],
          },
        ],
        ['Organic Brown Eggs', 'بيض بني عضوي', 'box', 14.5, { icon: 'eggs', size: ['6 pcs', '٦ حبات'], origin: 'UAE' }],
        ['Lurpak Unsalted Butter', 'زبدة لورباك غير مملحة', 'pc', 16.5, { brand: ['Lurpak', 'لورباك'], size: ['200 g', '٢٠٠ غ'] }],
        ['Président Salted Butter', 'زبدة بريزيدون مملحة', 'pc', 14.75, { brand: ['Président', 'بريزيدون'], size: ['200 g', '٢٠٠ غ'] }],
        ['QBB Pure Cow Ghee', 'سمن بقري صافي كيو بي بي', 'pc', 42, { brand: ['QBB', 'كيو بي بي'], size: ['800 g', '٨٠٠ غ'] }],
      ],
    },
  ],
};

export const bakery: CategorySeed = {
  key: 'bakery',
  name: 'Bakery',
  name_ar: 'مخبوزات',
  subs: [
    {
      key: 'bread',
      name: 'Arabic Bread',
      name_ar: 'خبز عربي',
      items: [
        ['White Arabic Bread', 'خبز عربي أبيض', 'pc', 2.5, { icon: 'bread', size: ['6 pcs', '٦ أرغفة'] }],
        ['Brown Arabic Bread', 'خبز عربي أسمر', 'pc', 3, { icon: 'bread', size: ['6 pcs', '٦ أرغفة'] }],
        ['Lebanese Markook Bread', 'خبز مرقوق لبناني', 'pc', 6.5, { icon: 'bread' }],
        ['Samoon Bread', 'خبز صمون', 'pc', 4, { icon: 'bread', size: ['6 pcs', '٦ حبات'] }],
        ['Emirati Regag Bread', 'خبز رقاق إماراتي', 'pc', 8, { icon: 'bread', size: ['10 pcs', '١٠ أرغفة'] }],
        ['Khameer Bread', 'خبز خمير', 'pc', 3.5, { icon: 'bread' }],
        ['Chapati', 'خبز شباتي', 'pc', 5.5, { icon: 'bread', size: ['10 pcs', '١٠ أرغفة'] }],
        ['Malabar Paratha', 'براتا مالابار', 'pc', 7.25, { icon: 'bread', size: ['5 pcs', '٥ حبات'] }],
        [
          'Lusine White Toast Bread',
          'خبز توست أبيض لوزين',
          'pc',
          6.75,
          { brand: ['Lusine', 'لوزين'], icon: 'bread', size: ['600 g', '٦٠٠ غ'] },
        ],
        [
          'Lusine Brown Toast Bread',
          'خبز توست أسمر لوزين',
          'pc',
          7.25,
          { brand: ['Lusine', 'لوزين'], icon: 'bread', size: ['600 g', '٦٠٠ غ'] },
        ],
      ],
    },
    {
      key: 'pastries',
      name: 'Pastries',
      name_ar: 'معجنات',
      items: [
        ['Zaatar Manakish', 'مناقيش زعتر', 'pc', 4.5],
        ['Cheese Manakish', 'مناقيش جبنة', 'pc', 6.5],
        ['Spinach Fatayer', 'فطاير سبانخ', 'box', 12, { size: ['6 pcs', '٦ حبات'] }],
        ['Butter Croissant', 'كرواسون بالزبدة', 'pc', 4.25],
        ['Chocolate Croissant', 'كرواسون بالشوكولاتة', 'pc', 5.25],
        ['Cheese Sambousek', 'سمبوسك بالجبنة', 'box', 14, { size: ['6 pcs', '٦ حبات'] }],
      ],
    },
    {
      key: 'cakes',
      name: 'Cakes & Desserts',
      name_ar: 'كيك وحلويات',
      items: [
        ['Chocolate Fudge Cake', 'كيكة شوكولاتة فدج', 'pc', 85, { addons: 'cake' }],
        ['Red Velvet Cake', 'كيكة ريد فيلفيت', 'pc', 95, { addons: 'cake' }],
        ['Date Cake with Toffee Sauce', 'كيكة التمر بصوص التوفي', 'pc', 65, { addons: 'cake', icon: 'dates' }],
        ['Saffron Cardamom Cake', 'كيكة الزعفران والهيل', 'pc', 75, { addons: 'cake' }],
        ['Carrot Cake Slice', 'شريحة كيكة الجزر', 'pc', 14.5],
        ['Cinnamon Roll', 'لفائف القرفة', 'pc', 9.5],
      ],
    },
  ],
};
