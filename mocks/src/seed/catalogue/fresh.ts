/** Fresh produce: fruits and vegetables, priced per kg or per piece/bunch, with their origin. */
import type { CategorySeed } from './types.ts';

export const fruits: CategorySeed = {
  key: 'fruits',
  name: 'Fruits',
  name_ar: 'فواكه',
  subs: [
    {
      key: 'tropical', name: 'Tropical Fruits', name_ar: 'فواكه استوائية',
      items: [
        ['Banana Philippines', 'موز فلبيني', 'kg', 6.75, { origin: 'Philippines' }],
        ['Banana Ecuador', 'موز إكوادوري', 'kg', 5.95, { origin: 'Ecuador' }],
        ['Alphonso Mango', 'مانجو ألفونسو', 'box', 45, { origin: 'India', size: ['12 pcs', '١٢ حبة'] }],
        ['Kent Mango', 'مانجو كنت', 'kg', 14.5, { origin: 'Peru' }],
        ['Pineapple', 'أناناس', 'pc', 9.5, { origin: 'CostaRica' }],
        ['Papaya', 'بابايا', 'kg', 12, { origin: 'India' }],
        ['Kiwi', 'كيوي', 'kg500', 18, { origin: 'NewZealand' }],
        ['Hass Avocado', 'أفوكادو هاس', 'pc', 4.5, { origin: 'Kenya' }],
        ['Dragon Fruit', 'فاكهة التنين', 'pc', 8.75, { origin: 'Vietnam' }],
      ],
    },
    {
      key: 'citrus', name: 'Citrus', name_ar: 'حمضيات',
      items: [
        ['Valencia Orange', 'برتقال فالنسيا', 'kg', 6.5, { origin: 'Egypt', icon: 'citrus' }],
        ['Navel Orange', 'برتقال أبو سرة', 'kg', 7.25, { origin: 'SouthAfrica', icon: 'citrus' }],
        ['Mandarin', 'يوسفي', 'kg', 8.25, { origin: 'Pakistan', icon: 'citrus' }],
        ['Lemon', 'ليمون', 'kg500', 7.5, { origin: 'SouthAfrica', icon: 'citrus' }],
        ['Green Lime', 'ليمون أخضر', 'kg500', 9, { origin: 'Vietnam', icon: 'citrus' }],
        ['Grapefruit', 'جريب فروت', 'kg', 8.5, { origin: 'Turkey', icon: 'citrus' }],
      ],
    },
    {
      key: 'berries', name: 'Berries & Grapes', name_ar: 'توت وعنب',
      items: [
        ['Strawberries', 'فراولة', 'box', 12.5, { origin: 'Egypt', size: ['250 g', '٢٥٠ غ'], icon: 'berries' }],
        ['Blueberries', 'توت أزرق', 'box', 14.75, { origin: 'Peru', size: ['125 g', '١٢٥ غ'], icon: 'berries' }],
        ['Raspberries', 'توت العليق', 'box', 16, { origin: 'Spain', size: ['125 g', '١٢٥ غ'], icon: 'berries' }],
        ['Red Globe Grapes', 'عنب أحمر', 'kg', 13.5, { origin: 'Egypt', icon: 'berries' }],
        ['White Seedless Grapes', 'عنب أبيض بدون بذور', 'kg', 15.5, { origin: 'SouthAfrica', icon: 'berries' }],
        ['Black Grapes', 'عنب أسود', 'kg', 16.75, { origin: 'Spain', icon: 'berries' }],
      ],
    },
    {
      key: 'orchard', name: 'Apples & Stone Fruits', name_ar: 'تفاح وفواكه ذات نوى',
      items: [
        ['Royal Gala Apple', 'تفاح رويال غالا', 'kg', 9.5, { origin: 'Italy' }],
        ['Granny Smith Apple', 'تفاح غراني سميث أخضر', 'kg', 9.75, { origin: 'France' }],
        ['Pink Lady Apple', 'تفاح بينك ليدي', 'kg', 13.5, { origin: 'Australia' }],
        ['Packham Pear', 'كمثرى باكهام', 'kg', 10.5, { origin: 'SouthAfrica' }],
        ['Peach', 'خوخ', 'kg', 16, { origin: 'Spain' }],
        ['Apricot', 'مشمش', 'kg', 19.5, { origin: 'Turkey' }],
        ['Pomegranate', 'رمان', 'kg', 14, { origin: 'Egypt' }],
        ['Watermelon', 'بطيخ', 'kg', 3.25, { origin: 'Jordan' }],
        ['Sweet Melon', 'شمام', 'kg', 6.5, { origin: 'Iran' }],
      ],
    },
    {
      key: 'dates', name: 'Dates', name_ar: 'تمور',
      items: [
        ['Medjool Dates', 'تمر مجدول', 'kg500', 58, { origin: 'Jordan', icon: 'dates' }],
        ['Khalas Dates', 'تمر خلاص', 'kg', 32, { origin: 'UAE', icon: 'dates' }],
        ['Sukkari Dates', 'تمر سكري', 'kg', 38, { origin: 'Saudi', icon: 'dates' }],
        ['Ajwa Dates', 'تمر عجوة', 'kg500', 75, { origin: 'Saudi', icon: 'dates' }],
        ['Khenaizi Dates', 'تمر خنيزي', 'kg', 28, { origin: 'UAE', icon: 'dates' }],
        ['Fard Dates', 'تمر فرض', 'kg', 24, { origin: 'Oman', icon: 'dates' }],
        ['Dates Stuffed with Almonds', 'تمر محشي باللوز', 'box', 45, { size: ['400 g', '٤٠٠ غ'], icon: 'dates', brand: ['Bateel', 'باتيل'] }],
      ],
    },
  ],
};

export const vegetables: CategorySeed = {
  key: 'vegetables',
  name: 'Vegetables',
  name_ar: 'خضروات',
  subs: [
    {
      key: 'leafy', name: 'Leafy Greens', name_ar: 'خضروات ورقية',
      items: [
        ['Iceberg Lettuce', 'خس آيسبرغ', 'pc', 4.5, { origin: 'Jordan', icon: 'leafy' }],
        ['Romaine Lettuce', 'خس روماني', 'pc', 3.75, { origin: 'Jordan', icon: 'leafy' }],
        ['Spinach Bunch', 'ربطة سبانخ', 'pc', 3.5, { origin: 'UAE', icon: 'leafy' }],
        ['Cabbage', 'ملفوف', 'kg', 4.25, { origin: 'Jordan', icon: 'leafy' }],
        ['Red Cabbage', 'ملفوف أحمر', 'kg', 6.5, { origin: 'Netherlands', icon: 'leafy' }],
        ['Rocca (Arugula)', 'جرجير', 'pc', 2.5, { origin: 'UAE', icon: 'leafy' }],
        ['Kale', 'كرنب أجعد (كيل)', 'pc', 8.5, { origin: 'Netherlands', icon: 'leafy' }],
      ],
    },
    {
      key: 'roots', name: 'Root Vegetables', name_ar: 'خضروات جذرية',
      items: [
        ['Potato', 'بطاطس', 'kg', 3.25, { origin: 'Lebanon' }],
        ['Sweet Potato', 'بطاطا حلوة', 'kg', 7.5, { origin: 'Egypt' }],
        ['Red Onion', 'بصل أحمر', 'kg', 2.75, { origin: 'India' }],
        ['White Onion', 'بصل أبيض', 'kg', 3.25, { origin: 'Egypt' }],
        ['Garlic', 'ثوم', 'kg250', 14, { origin: 'China' }],
        ['Ginger', 'زنجبيل', 'kg250', 12.5, { origin: 'China' }],
        ['Carrot', 'جزر', 'kg', 4.25, { origin: 'Australia' }],
        ['Beetroot', 'شمندر', 'kg', 5.5, { origin: 'Jordan' }],
        ['Radish Bunch', 'ربطة فجل', 'pc', 2.25, { origin: 'UAE' }],
      ],
    },
    {
      key: 'salad', name: 'Salad Vegetables', name_ar: 'خضار السلطة',
      items: [
        ['Tomato', 'طماطم', 'kg', 4.75, { origin: 'Jordan' }],
        ['Cherry Tomato', 'طماطم كرزية', 'box', 7.5, { origin: 'Netherlands', size: ['250 g', '٢٥٠ غ'] }],
        ['Cucumber', 'خيار', 'kg', 5.25, { origin: 'UAE' }],
        ['Green Capsicum', 'فلفل رومي أخضر', 'kg', 8.5, { origin: 'Jordan' }],
        ['Red Capsicum', 'فلفل رومي أحمر', 'kg', 14.5, { origin: 'Netherlands' }],
        ['Green Chilli', 'فلفل حار أخضر', 'kg250', 12, { origin: 'India' }],
        ['Zucchini', 'كوسا', 'kg', 6.75, { origin: 'Jordan' }],
        ['Eggplant', 'باذنجان', 'kg', 5.5, { origin: 'Jordan' }],
        ['Okra', 'بامية', 'kg500', 16, { origin: 'India' }],
        ['Cauliflower', 'قرنبيط', 'pc', 6.25, { origin: 'Lebanon' }],
        ['Broccoli', 'بروكلي', 'kg', 14, { origin: 'Spain' }],
        ['Sweet Corn', 'ذرة حلوة', 'pc', 2.5, { origin: 'UAE' }],
      ],
    },
    {
      key: 'herbs', name: 'Fresh Herbs', name_ar: 'أعشاب طازجة',
      items: [
        ['Coriander Bunch', 'ربطة كزبرة', 'pc', 1.75, { origin: 'UAE', icon: 'leafy' }],
        ['Parsley Bunch', 'ربطة بقدونس', 'pc', 1.75, { origin: 'UAE', icon: 'leafy' }],
        ['Mint Bunch', 'ربطة نعناع', 'pc', 2, { origin: 'UAE', icon: 'leafy' }],
        ['Dill Bunch', 'ربطة شبت', 'pc', 2, { origin: 'UAE', icon: 'leafy' }],
        ['Basil', 'ريحان', 'pc', 3.5, { origin: 'UAE', icon: 'leafy' }],
        ['Spring Onion', 'بصل أخضر', 'pc', 2.25, { origin: 'UAE', icon: 'leafy' }],
        ['Curry Leaves', 'أوراق الكاري', 'pc', 2.5, { origin: 'India', icon: 'leafy' }],
        ['Lemongrass', 'عشبة الليمون', 'pc', 4, { origin: 'Thailand', icon: 'leafy' }],
      ],
    },
  ],
};
