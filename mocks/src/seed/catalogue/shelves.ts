/** Packaged shelves: drinks, snacks and sweets. Fresh juices and café drinks carry add-ons. */
import type { CategorySeed } from './types.ts';

export const beverages: CategorySeed = {
  key: 'beverages',
  name: 'Beverages',
  name_ar: 'مشروبات',
  subs: [
    {
      key: 'water',
      name: 'Water',
      name_ar: 'مياه',
      items: [
        [
          'Masafi Mineral Water',
          'مياه مسافي المعدنية',
          'box',
          9.5,
          {
            brand: ['Masafi', 'مسافي'],
            icon: 'water',
            variants: [
              ['12 × 500 ml', '١٢ × ٥٠٠ مل', 1],
              ['6 × 1.5 L', '٦ × ١٫٥ لتر', 1.35],
            ],
          },
        ],
        [
          'Al Ain Drinking Water',
          'مياه العين للشرب',
          'pc',
          1.75,
          {
            brand: ['Al Ain', 'العين'],
            icon: 'water',
            variants: [
              ['1.5 L', '١٫٥ لتر', 1],
              ['5 Gallon', '٥ غالون', 8],
            ],
          },
        ],
        [
          'Evian Natural Mineral Water',
          'مياه إيفيان المعدنية الطبيعية',
          'pc',
          7.5,
          { brand: ['Evian', 'إيفيان'], icon: 'water', size: ['750 ml', '٧٥٠ مل'] },
        ],
        [
          'Perrier Sparkling Water',
          'مياه بيرييه الفوارة',
          'pc',
          4.5,
          { brand: ['Perrier', 'بيرييه'], icon: 'water', size: ['330 ml', '٣٣٠ مل'] },
        ],
      ],
    },
    {
      key: 'juices',
      name: 'Juices',
      name_ar: 'عصائر',
      items: [
        ['Fresh Orange Juice', 'عصير برتقال طازج', 'pc', 12, { addons: 'juice', icon: 'citrus' }],
        ['Avocado Shake', 'عصير أفوكادو', 'pc', 16, { addons: 'juice' }],
        ['Lemon Mint Juice', 'عصير ليمون بالنعناع', 'pc', 10, { addons: 'juice', icon: 'citrus' }],
        ['Rani Mango Nectar', 'عصير مانجو راني', 'pc', 6.25, { brand: ['Rani', 'راني'], size: ['1 L', '١ لتر'] }],
        ['Almarai Apple Juice', 'عصير تفاح المراعي', 'pc', 7.5, { brand: ['Almarai', 'المراعي'], size: ['1 L', '١ لتر'] }],
        ['Al Rawabi Pomegranate Juice', 'عصير رمان الروابي', 'pc', 14.5, { brand: ['Al Rawabi', 'الروابي'], size: ['1 L', '١ لتر'] }],
      ],
    },
    {
      key: 'hot',
      name: 'Tea & Coffee',
      name_ar: 'شاي وقهوة',
      items: [
        ['Karak Chai', 'شاي كرك', 'pc', 2, { addons: 'coffee', icon: 'coffee' }],
        ['Cappuccino', 'كابتشينو', 'pc', 14, { addons: 'coffee', icon: 'coffee' }],
        ['Spanish Latte', 'سبانش لاتيه', 'pc', 18, { addons: 'coffee', icon: 'coffee' }],
        [
          'Lipton Yellow Label Tea Bags',
          'شاي ليبتون العلامة الصفراء أكياس',
          'box',
          17.5,
          {
            brand: ['Lipton', 'ليبتون'],
            icon: 'coffee',
            variants: [
              ['100 bags', '١٠٠ كيس', 1],
              ['200 bags', '٢٠٠ كيس', 1.75],
            ],
          },
        ],
        [
          'Nescafé Gold Instant Coffee',
          'قهوة نسكافيه جولد سريعة التحضير',
          'pc',
          52,
          { brand: ['Nescafé', 'نسكافيه'], icon: 'coffee', size: ['200 g', '٢٠٠ غ'] },
        ],
        [
          'Al Ameed Arabic Coffee with Cardamom',
          'قهوة عربية بالهيل العميد',
          'pc',
          38,
          { brand: ['Al Ameed', 'العميد'], icon: 'coffee', size: ['500 g', '٥٠٠ غ'] },
        ],
        [
          'Ahmad Tea Green Tea',
          'شاي أخضر أحمد تي',
          'box',
          12.5,
          { brand: ['Ahmad Tea', 'أحمد تي'], icon: 'coffee', size: ['20 bags', '٢٠ كيس'] },
        ],
      ],
    },
    {
      key: 'soft',
      name: 'Soft Drinks',
      name_ar: 'مشروبات غازية',
      items: [
        [
          'Pepsi',
          'بيبسي',
          'pc',
          12,
          {
            brand: ['Pepsi', 'بيبسي'],
            variants: [
              ['6 × 330 ml', '٦ × ٣٣٠ مل', 1],
              ['2.25 L', '٢٫٢٥ لتر', 0.6],
            ],
          },
        ],
        ['7UP', 'سفن أب', 'pc', 12, { brand: ['7UP', 'سفن أب'], size: ['6 × 330 ml', '٦ × ٣٣٠ مل'] }],
        ['Vimto Cordial', 'شراب فيمتو', 'pc', 12.5, { brand: ['Vimto', 'فيمتو'], size: ['710 ml', '٧١٠ مل'] }],
        ['Red Bull Energy Drink', 'مشروب الطاقة ريد بُل', 'pc', 7.5, { brand: ['Red Bull', 'ريد بُل'], size: ['250 ml', '٢٥٠ مل'] }],
        [
          'Barbican Pomegranate Malt Drink',
          'مشروب الشعير باربيكان بالرمان',
          'pc',
          3.5,
          { brand: ['Barbican', 'باربيكان'], size: ['330 ml', '٣٣٠ مل'] },
        ],
      ],
    },
  ],
};

export const snacks: CategorySeed = {
  key: 'snacks',
  name: 'Snacks & Sweets',
  name_ar: 'وجبات خفيفة وحلويات',
  subs: [
    {
      key: 'nuts',
      name: 'Chips & Nuts',
      name_ar: 'رقائق ومكسرات',
      items: [
        ['Pringles Original', 'برينغلز الأصلي', 'pc', 11.5, { brand: ['Pringles', 'برينغلز'], size: ['165 g', '١٦٥ غ'] }],
        ["Lay's Salted Chips", 'شيبس ليز بالملح', 'pc', 8.75, { brand: ["Lay's", 'ليز'], size: ['160 g', '١٦٠ غ'] }],
        [
          'Oman Chips Chilli',
          'شيبس عُمان بالفلفل الحار',
          'box',
          9,
          { brand: ['Oman Chips', 'شيبس عُمان'], size: ['12 × 15 g', '١٢ × ١٥ غ'], origin: 'Oman' },
        ],
        ['Roasted Mixed Nuts', 'مكسرات مشكلة محمصة', 'kg250', 90],
        ['Roasted Cashews', 'كاجو محمص', 'kg250', 85, { origin: 'India' }],
        ['Salted Pistachios', 'فستق حلبي مملح', 'kg250', 110, { origin: 'Iran' }],
        ['Raw Almonds', 'لوز نيء', 'kg250', 72, { origin: 'Australia' }],
        ['Watermelon Seeds', 'بزر بطيخ', 'kg250', 40],
        ['Salted Peanuts', 'فول سوداني مملح', 'kg250', 28, { origin: 'India' }],
      ],
    },
    {
      key: 'chocolate',
      name: 'Chocolate',
      name_ar: 'شوكولاتة',
      items: [
        ['Galaxy Smooth Milk Chocolate', 'شوكولاتة جالكسي بالحليب', 'pc', 6.5, { brand: ['Galaxy', 'جالكسي'], size: ['90 g', '٩٠ غ'] }],
        ['KitKat 4 Finger', 'كيت كات ٤ أصابع', 'pc', 2.75, { brand: ['KitKat', 'كيت كات'], size: ['41.5 g', '٤١٫٥ غ'] }],
        [
          'Ferrero Rocher',
          'فيريرو روشيه',
          'box',
          39,
          {
            brand: ['Ferrero', 'فيريرو'],
            variants: [
              ['16 pcs', '١٦ قطعة', 1],
              ['24 pcs', '٢٤ قطعة', 1.4],
            ],
          },
        ],
        [
          'Patchi Assorted Chocolates',
          'شوكولاتة باتشي مشكلة',
          'box',
          95,
          { brand: ['Patchi', 'باتشي'], size: ['250 g', '٢٥٠ غ'], origin: 'Lebanon' },
        ],
        [
          'Lindt Excellence 70% Cocoa',
          'شوكولاتة ليندت إكسلنس ٧٠٪ كاكاو',
          'pc',
          15.5,
          { brand: ['Lindt', 'ليندت'], size: ['100 g', '١٠٠ غ'] },
        ],
        ['Mars Bar', 'شوكولاتة مارس', 'pc', 3, { brand: ['Mars', 'مارس'], size: ['51 g', '٥١ غ'] }],
        ['Snickers Bar', 'شوكولاتة سنيكرز', 'pc', 3, { brand: ['Snickers', 'سنيكرز'], size: ['50 g', '٥٠ غ'] }],
      ],
    },
    {
      key: 'arabic',
      name: 'Arabic Sweets',
      name_ar: 'حلويات عربية',
      items: [
        ['Assorted Baklava', 'بقلاوة مشكلة', 'kg500', 80, { origin: 'Lebanon' }],
        ['Kunafa with Cheese', 'كنافة بالجبن', 'pc', 28],
        ['Date Maamoul', 'معمول بالتمر', 'box', 24, { size: ['12 pcs', '١٢ حبة'], icon: 'dates' }],
        ['Luqaimat', 'لقيمات', 'box', 18, { size: ['20 pcs', '٢٠ حبة'], origin: 'UAE' }],
        ['Omani Halwa', 'حلوى عُمانية', 'box', 35, { size: ['500 g', '٥٠٠ غ'], origin: 'Oman' }],
        ['Basbousa', 'بسبوسة', 'kg500', 45, { origin: 'Egypt' }],
        ['Halawa with Pistachio', 'حلاوة طحينية بالفستق', 'pc', 16, { size: ['400 g', '٤٠٠ غ'] }],
        ['Turkish Delight', 'راحة الحلقوم', 'box', 26, { size: ['500 g', '٥٠٠ غ'], origin: 'Turkey' }],
      ],
    },
  ],
};
