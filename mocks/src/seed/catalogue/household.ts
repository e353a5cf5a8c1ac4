/** Frozen foods and household supplies: branded packs only. */
import type { CategorySeed } from './types.ts';

export const frozen: CategorySeed = {
  key: 'frozen',
  name: 'Frozen',
  name_ar: 'مجمدات',
  subs: [
    {
      key: 'vegetables',
      name: 'Frozen Vegetables',
      name_ar: 'خضروات مجمدة',
      items: [
        ['Americana Green Peas', 'بازلاء خضراء أمريكانا', 'pc', 6.25, { brand: ['Americana', 'أمريكانا'], size: ['400 g', '٤٠٠ غ'] }],
        ['Americana Mixed Vegetables', 'خضروات مشكلة أمريكانا', 'pc', 6.75, { brand: ['Americana', 'أمريكانا'], size: ['400 g', '٤٠٠ غ'] }],
        ['Americana Okra Zero', 'بامية زيرو أمريكانا', 'pc', 8.5, { brand: ['Americana', 'أمريكانا'], size: ['400 g', '٤٠٠ غ'] }],
        ['Frozen Molokhia', 'ملوخية مجمدة', 'pc', 6.5, { size: ['400 g', '٤٠٠ غ'], origin: 'Egypt' }],
        [
          'McCain French Fries',
          'بطاطس مقلية ماكين',
          'pc',
          11.5,
          {
            brand: ['McCain', 'ماكين'],
            variants: [
              ['750 g', '٧٥٠ غ', 1],
              ['2.5 kg', '٢٫٥ كغ', 2.9],
            ],
          },
        ],
        ['Frozen Sweet Corn', 'ذرة حلوة مجمدة', 'pc', 6, { size: ['400 g', '٤٠٠ غ'] }],
      ],
    },
    {
      key: 'meat',
      name: 'Frozen Meat & Chicken',
      name_ar: 'لحوم ودواجن مجمدة',
      items: [
        [
          'Sadia Frozen Whole Chicken',
          'دجاج ساديا كامل مجمد',
          'pc',
          15.5,
          {
            brand: ['Sadia', 'ساديا'],
            icon: 'chicken',
            origin: 'Brazil',
            variants: [
              ['1000 g', '١٠٠٠ غ', 1],
              ['1200 g', '١٢٠٠ غ', 1.15],
            ],
          },
        ],
        ['Al Kabeer Chicken Nuggets', 'ناجتس دجاج الكبير', 'pc', 15.75, { brand: ['Al Kabeer', 'الكبير'], size: ['400 g', '٤٠٠ غ'] }],
        ['Al Kabeer Beef Burger', 'برغر لحم بقري الكبير', 'box', 28, { brand: ['Al Kabeer', 'الكبير'], size: ['20 pcs', '٢٠ قطعة'] }],
        ['Al Kabeer Chicken Samosa', 'سمبوسة دجاج الكبير', 'box', 18, { brand: ['Al Kabeer', 'الكبير'], size: ['20 pcs', '٢٠ حبة'] }],
        ['Al Islami Chicken Franks', 'نقانق دجاج الإسلامي', 'pc', 9.75, { brand: ['Al Islami', 'الإسلامي'], size: ['340 g', '٣٤٠ غ'] }],
        ['Frozen Peeled Shrimps', 'روبيان مقشر مجمد', 'pc', 45, { size: ['1 kg', '١ كغ'], origin: 'India' }],
      ],
    },
    {
      key: 'icecream',
      name: 'Ice Cream',
      name_ar: 'آيس كريم',
      items: [
        [
          'Igloo Vanilla Ice Cream',
          'آيس كريم إيجلو بالفانيلا',
          'pc',
          16.5,
          { brand: ['Igloo', 'إيجلو'], icon: 'icecream', size: ['2 L', '٢ لتر'] },
        ],
        [
          "Baskin Robbins Pralines 'n Cream",
          'آيس كريم باسكن روبنز برالين آند كريم',
          'pc',
          35,
          { brand: ['Baskin Robbins', 'باسكن روبنز'], icon: 'icecream', size: ['500 ml', '٥٠٠ مل'] },
        ],
        ['Magnum Classic', 'ماغنوم كلاسيك', 'box', 24, { brand: ['Magnum', 'ماغنوم'], icon: 'icecream', size: ['4 pcs', '٤ حبات'] }],
        [
          'London Dairy Chocolate Ice Cream',
          'آيس كريم لندن ديري بالشوكولاتة',
          'pc',
          14.25,
          { brand: ['London Dairy', 'لندن ديري'], icon: 'icecream', size: ['500 ml', '٥٠٠ مل'] },
        ],
        ['Arabic Booza with Mastic', 'بوظة عربية بالمستكة', 'pc', 22, { icon: 'icecream', size: ['500 ml', '٥٠٠ مل'] }],
      ],
    },
  ],
};

export const household: CategorySeed = {
  key: 'household',
  name: 'Household',
  name_ar: 'مستلزمات منزلية',
  subs: [
    {
      key: 'cleaning',
      name: 'Cleaning',
      name_ar: 'منظفات',
      items: [
        [
          'Fairy Lemon Dishwashing Liquid',
          'سائل غسيل الصحون فيري بالليمون',
          'pc',
          9.75,
          {
            brand: ['Fairy', 'فيري'],
            variants: [
              ['750 ml', '٧٥٠ مل', 1],
              ['1.5 L', '١٫٥ لتر', 1.8],
            ],
          },
        ],
        ['Dettol Antiseptic Liquid', 'ديتول سائل مطهر', 'pc', 19.5, { brand: ['Dettol', 'ديتول'], size: ['500 ml', '٥٠٠ مل'] }],
        ['Clorox Original Bleach', 'كلوركس مبيّض أصلي', 'pc', 11.25, { brand: ['Clorox', 'كلوركس'], size: ['1.89 L', '١٫٨٩ لتر'] }],
        ['Harpic Toilet Cleaner', 'هاربيك منظف المراحيض', 'pc', 12.5, { brand: ['Harpic', 'هاربيك'], size: ['750 ml', '٧٥٠ مل'] }],
        ['Mr Muscle Glass Cleaner', 'مستر ماسل منظف الزجاج', 'pc', 11, { brand: ['Mr Muscle', 'مستر ماسل'], size: ['500 ml', '٥٠٠ مل'] }],
        [
          'Scotch-Brite Scrub Sponges',
          'إسفنج سكوتش برايت',
          'pc',
          8.5,
          { brand: ['Scotch-Brite', 'سكوتش برايت'], size: ['3 pcs', '٣ حبات'] },
        ],
        ['Sanita Garbage Bags', 'أكياس قمامة سانيتا', 'box', 12.75, { brand: ['Sanita', 'سانيتا'], size: ['30 bags', '٣٠ كيس'] }],
      ],
    },
    {
      key: 'laundry',
      name: 'Laundry',
      name_ar: 'غسيل الملابس',
      items: [
        [
          'Ariel Automatic Washing Powder',
          'مسحوق غسيل آريال أوتوماتيك',
          'pc',
          45,
          {
            brand: ['Ariel', 'آريال'],
            variants: [
              ['2.5 kg', '٢٫٥ كغ', 1],
              ['5 kg', '٥ كغ', 1.8],
            ],
          },
        ],
        ['Persil Lavender Gel', 'جل غسيل بيرسيل باللافندر', 'pc', 39, { brand: ['Persil', 'بيرسيل'], size: ['2.9 L', '٢٫٩ لتر'] }],
        ['Downy Fabric Softener', 'منعم الأقمشة داوني', 'pc', 14.75, { brand: ['Downy', 'داوني'], size: ['1 L', '١ لتر'] }],
        ['Tide Pods', 'كبسولات تايد', 'box', 55, { brand: ['Tide', 'تايد'], size: ['30 pcs', '٣٠ كبسولة'] }],
        ['Vanish Stain Remover', 'مزيل البقع فانيش', 'pc', 21.5, { brand: ['Vanish', 'فانيش'], size: ['1 L', '١ لتر'] }],
      ],
    },
    {
      key: 'paper',
      name: 'Paper & Wraps',
      name_ar: 'ورقيات وأغلفة',
      items: [
        ['Fine Facial Tissues', 'مناديل وجه فاين', 'box', 21, { brand: ['Fine', 'فاين'], size: ['5 × 200 sheets', '٥ × ٢٠٠ منديل'] }],
        [
          'Fine Toilet Rolls',
          'ورق تواليت فاين',
          'pc',
          18.5,
          {
            brand: ['Fine', 'فاين'],
            variants: [
              ['10 rolls', '١٠ لفات', 1],
              ['20 rolls', '٢٠ لفة', 1.85],
            ],
          },
        ],
        ['Fine Kitchen Towels', 'مناديل مطبخ فاين', 'pc', 13.75, { brand: ['Fine', 'فاين'], size: ['4 rolls', '٤ لفات'] }],
        ['Sanita Aluminium Foil', 'ورق ألمنيوم سانيتا', 'pc', 13, { brand: ['Sanita', 'سانيتا'], size: ['30 m', '٣٠ م'] }],
        ['Sanita Cling Film', 'غلاف بلاستيكي سانيتا', 'pc', 9.5, { brand: ['Sanita', 'سانيتا'], size: ['30 m', '٣٠ م'] }],
        ['Hotpack Paper Cups', 'أكواب ورقية هوت باك', 'box', 9, { brand: ['Hotpack', 'هوت باك'], size: ['50 pcs', '٥٠ كوب'] }],
      ],
    },
  ],
};
