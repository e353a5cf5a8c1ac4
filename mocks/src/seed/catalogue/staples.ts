/** Dry staples: rice in the pack sizes UAE households buy, pulses, flour, spices and oils. */
import type { CategorySeed } from './types.ts';

export const grains: CategorySeed = {
  key: 'grains',
  name: 'Rice & Grains',
  name_ar: 'أرز وحبوب',
  subs: [
    {
      key: 'rice',
      name: 'Rice',
      name_ar: 'أرز',
      items: [
        [
          'Tilda Basmati Rice',
          'أرز بسمتي تيلدا',
          'pc',
          14.5,
          {
            brand: ['Tilda', 'تيلدا'],
            variants: [
              ['1 kg', '١ كغ', 1],
              ['2 kg', '٢ كغ', 1.9],
              ['5 kg', '٥ كغ', 4.4],
              ['10 kg', '١٠ كغ', 8.2],
            ],
          },
        ],
        [
          'India Gate Classic Basmati Rice',
          'أرز بسمتي كلاسيك إنديا جيت',
          'pc',
          16,
          {
            brand: ['India Gate', 'إنديا جيت'],
            variants: [
              ['1 kg', '١ كغ', 1],
              ['5 kg', '٥ كغ', 4.5],
            ],
          },
        ],
        [
          'Abu Kass Sella Basmati Rice',
          'أرز بسمتي سيلا أبو كاس',
          'pc',
          54,
          {
            brand: ['Abu Kass', 'أبو كاس'],
            variants: [
              ['5 kg', '٥ كغ', 1],
              ['10 kg', '١٠ كغ', 1.9],
            ],
          },
        ],
        ['Egyptian Calrose Rice', 'أرز مصري', 'pc', 12.5, { size: ['2 kg', '٢ كغ'], origin: 'Egypt' }],
        [
          'Royal Umbrella Jasmine Rice',
          'أرز الياسمين رويال أمبريلا',
          'pc',
          42,
          { brand: ['Royal Umbrella', 'رويال أمبريلا'], size: ['5 kg', '٥ كغ'], origin: 'Thailand' },
        ],
        ['Tilda Brown Basmati Rice', 'أرز بسمتي بني تيلدا', 'pc', 17.5, { brand: ['Tilda', 'تيلدا'], size: ['1 kg', '١ كغ'] }],
      ],
    },
    {
      key: 'pulses',
      name: 'Pulses & Lentils',
      name_ar: 'بقوليات وعدس',
      items: [
        ['Red Lentils', 'عدس أحمر', 'pc', 8.5, { size: ['1 kg', '١ كغ'] }],
        ['Moong Dal Yellow Lentils', 'عدس أصفر مونج دال', 'pc', 9.75, { size: ['1 kg', '١ كغ'] }],
        ['Chickpeas', 'حمص حب', 'pc', 8.25, { size: ['1 kg', '١ كغ'] }],
        ['Red Kidney Beans', 'فاصوليا حمراء', 'pc', 10.5, { size: ['1 kg', '١ كغ'] }],
        [
          'California Garden Foul Medames',
          'فول مدمس كاليفورنيا جاردن',
          'pc',
          3.25,
          { brand: ['California Garden', 'كاليفورنيا جاردن'], size: ['400 g', '٤٠٠ غ'] },
        ],
        ['Fine Bulgur Wheat', 'برغل ناعم', 'pc', 7.5, { size: ['1 kg', '١ كغ'] }],
        ['Green Freekeh', 'فريكة خضراء', 'pc', 18, { size: ['1 kg', '١ كغ'], origin: 'Jordan' }],
      ],
    },
    {
      key: 'flour',
      name: 'Flour & Pasta',
      name_ar: 'طحين ومعكرونة',
      items: [
        [
          'Al Ghurair All Purpose Flour',
          'طحين الغرير لجميع الاستعمالات',
          'pc',
          9.5,
          {
            brand: ['Al Ghurair', 'الغرير'],
            variants: [
              ['2 kg', '٢ كغ', 1],
              ['10 kg', '١٠ كغ', 4.2],
            ],
          },
        ],
        [
          'Aashirvaad Whole Wheat Atta',
          'طحين القمح الكامل آشيرفاد',
          'pc',
          28,
          { brand: ['Aashirvaad', 'آشيرفاد'], size: ['5 kg', '٥ كغ'] },
        ],
        ['Barilla Spaghetti', 'سباغيتي باريلا', 'pc', 6.5, { brand: ['Barilla', 'باريلا'], size: ['500 g', '٥٠٠ غ'] }],
        ['Barilla Penne Rigate', 'بيني ريغاتي باريلا', 'pc', 6.5, { brand: ['Barilla', 'باريلا'], size: ['500 g', '٥٠٠ غ'] }],
        ['Al Alali Vermicelli', 'شعيرية العلالي', 'pc', 3.5, { brand: ['Al Alali', 'العلالي'], size: ['400 g', '٤٠٠ غ'] }],
        [
          'Quaker Oats',
          'شوفان كويكر',
          'pc',
          11.5,
          {
            brand: ['Quaker', 'كويكر'],
            variants: [
              ['500 g', '٥٠٠ غ', 1],
              ['1 kg', '١ كغ', 1.7],
            ],
          },
        ],
        ['Fine Semolina', 'سميد ناعم', 'pc', 6.25, { size: ['1 kg', '١ كغ'] }],
      ],
    },
  ],
};

export const spices: CategorySeed = {
  key: 'spices',
  name: 'Spices & Condiments',
  name_ar: 'بهارات وتوابل',
  subs: [
    {
      key: 'whole',
      name: 'Whole Spices',
      name_ar: 'بهارات كاملة',
      items: [
        ['Iranian Saffron', 'زعفران إيراني', 'box', 28, { size: ['1 g', '١ غ'], origin: 'Iran' }],
        ['Green Cardamom', 'هيل أخضر', 'kg250', 160, { origin: 'India' }],
        ['Cloves', 'قرنفل', 'kg250', 110, { origin: 'SriLanka' }],
        ['Cinnamon Sticks', 'أعواد القرفة', 'kg250', 60, { origin: 'SriLanka' }],
        ['Black Peppercorns', 'فلفل أسود حب', 'kg250', 70, { origin: 'Vietnam' }],
        ['Cumin Seeds', 'كمون حب', 'kg250', 48, { origin: 'India' }],
        ['Dried Lime (Loomi)', 'لومي', 'kg250', 44, { origin: 'Oman' }],
        ['Bay Leaves', 'ورق الغار', 'kg250', 40, { origin: 'Turkey' }],
      ],
    },
    {
      key: 'blends',
      name: 'Ground Spices & Blends',
      name_ar: 'بهارات مطحونة وخلطات',
      items: [
        ['Emirati Bzar Spice Mix', 'بزار إماراتي', 'pc', 14.5, { size: ['200 g', '٢٠٠ غ'], origin: 'UAE' }],
        ['Turmeric Powder', 'كركم مطحون', 'pc', 6.75, { size: ['200 g', '٢٠٠ غ'] }],
        ['Red Chilli Powder', 'فلفل أحمر مطحون', 'pc', 7.25, { size: ['200 g', '٢٠٠ غ'] }],
        ['Seven Spices', 'بهارات سبعة', 'pc', 8.5, { size: ['100 g', '١٠٠ غ'], origin: 'Lebanon' }],
        ['Zaatar Mix', 'خلطة زعتر', 'pc', 15, { size: ['250 g', '٢٥٠ غ'], origin: 'Jordan' }],
        ['Sumac', 'سماق', 'pc', 7.5, { size: ['100 g', '١٠٠ غ'] }],
        ['Shan Biryani Masala', 'بهارات برياني شان', 'pc', 4.5, { brand: ['Shan', 'شان'], size: ['50 g', '٥٠ غ'] }],
        ['Shan Garam Masala', 'جارام ماسالا شان', 'pc', 5.25, { brand: ['Shan', 'شان'], size: ['100 g', '١٠٠ غ'] }],
      ],
    },
    {
      key: 'oils',
      name: 'Oils, Sauces & Honey',
      name_ar: 'زيوت وصلصات وعسل',
      items: [
        [
          'Borges Extra Virgin Olive Oil',
          'زيت زيتون بكر ممتاز بورجيس',
          'pc',
          26,
          {
            brand: ['Borges', 'بورجيس'],
            variants: [
              ['500 ml', '٥٠٠ مل', 1],
              ['1 L', '١ لتر', 1.85],
            ],
          },
        ],
        [
          'Noor Sunflower Oil',
          'زيت دوار الشمس نور',
          'pc',
          16.5,
          {
            brand: ['Noor', 'نور'],
            variants: [
              ['1.8 L', '١٫٨ لتر', 1],
              ['3 L', '٣ لتر', 1.6],
            ],
          },
        ],
        [
          'Al Wadi Al Akhdar Tahini',
          'طحينة الوادي الأخضر',
          'pc',
          14.25,
          { brand: ['Al Wadi Al Akhdar', 'الوادي الأخضر'], size: ['500 g', '٥٠٠ غ'] },
        ],
        [
          'Al Barakah Date Syrup',
          'دبس التمر البركة',
          'pc',
          12,
          { brand: ['Al Barakah', 'البركة'], size: ['400 g', '٤٠٠ غ'], icon: 'dates' },
        ],
        ['Al Alali Tomato Paste', 'معجون طماطم العلالي', 'pc', 1.75, { brand: ['Al Alali', 'العلالي'], size: ['135 g', '١٣٥ غ'] }],
        ['Tabasco Pepper Sauce', 'صلصة تاباسكو الحارة', 'pc', 11.5, { brand: ['Tabasco', 'تاباسكو'], size: ['60 ml', '٦٠ مل'] }],
        ['Yemeni Sidr Honey', 'عسل سدر يمني', 'pc', 185, { size: ['500 g', '٥٠٠ غ'] }],
        ['Pomegranate Molasses', 'دبس الرمان', 'pc', 12.75, { size: ['300 ml', '٣٠٠ مل'], origin: 'Lebanon' }],
      ],
    },
  ],
};
