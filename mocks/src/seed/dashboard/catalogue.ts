/**
 * The shop's private catalogue (products only this shop sells: its kitchen, bakery and
 * platters) and the product filters. Category ids are the storefront seed's
 * (`cat-<key>`, seed/catalogue.ts), so private products land in the shop's real categories.
 */
import type { CatalogueProduct, Filter } from '@dukkan/core';
import { buildCatalogueProduct, buildFilter } from '../../fixtures/dashboard.ts';
import { createSeedContext } from './context.ts';

type Row = readonly [en: string, ar: string, unit: CatalogueProduct['unit'], category: string, size?: readonly [string, string]];

const PRIVATE_PRODUCTS: readonly Row[] = [
  ['Chicken Machboos', 'مجبوس دجاج', 'box', 'meals', ['1 kg tray', 'صينية ١ كغ']],
  ['Lamb Ouzi', 'أوزي لحم', 'box', 'meals', ['Serves 4', 'يكفي ٤ أشخاص']],
  ['Fish Sayadieh', 'صيادية سمك', 'box', 'meals', ['Serves 2', 'يكفي شخصين']],
  ['Chicken Shawarma Wrap', 'شاورما دجاج', 'piece', 'meals'],
  ['Falafel Sandwich', 'سندويش فلافل', 'piece', 'meals'],
  ['Mixed Grill Platter', 'طبق مشاوي مشكلة', 'box', 'meals', ['Serves 3', 'يكفي ٣ أشخاص']],
  ['Shakshuka Breakfast', 'فطور شكشوكة', 'piece', 'meals'],
  ['Balaleet', 'بلاليط', 'box', 'meals', ['500 g', '٥٠٠ غ']],
  ['Harees', 'هريس', 'box', 'meals', ['750 g', '٧٥٠ غ']],
  ['Chicken Biryani', 'برياني دجاج', 'box', 'meals', ['1 kg tray', 'صينية ١ كغ']],
  ['Luqaimat', 'لقيمات', 'box', 'bakery', ['20 pcs', '٢٠ حبة']],
  ['Zaatar Manakish', 'مناقيش زعتر', 'piece', 'bakery'],
  ['Cheese Fatayer', 'فطائر جبنة', 'box', 'bakery', ['6 pcs', '٦ حبات']],
  ['Spinach Fatayer', 'فطائر سبانخ', 'box', 'bakery', ['6 pcs', '٦ حبات']],
  ['Date Maamoul', 'معمول بالتمر', 'box', 'bakery', ['500 g', '٥٠٠ غ']],
  ['Regag Bread', 'خبز رقاق', 'box', 'bakery', ['10 pcs', '١٠ حبات']],
  ['Chebab Pancakes', 'جباب', 'box', 'bakery', ['8 pcs', '٨ حبات']],
  ['Saffron Cake', 'كيك الزعفران', 'piece', 'bakery', ['1 kg', '١ كغ']],
  ['Kunafa Tray', 'صينية كنافة', 'box', 'bakery', ['Serves 6', 'يكفي ٦ أشخاص']],
  ['Umm Ali', 'أم علي', 'box', 'bakery', ['Serves 4', 'يكفي ٤ أشخاص']],
  ['Fresh Orange Juice', 'عصير برتقال طازج', 'piece', 'beverages', ['1 L', '١ لتر']],
  ['Avocado Shake', 'عصير أفوكادو', 'piece', 'beverages', ['500 ml', '٥٠٠ مل']],
  ['Pomegranate Juice', 'عصير رمان', 'piece', 'beverages', ['500 ml', '٥٠٠ مل']],
  ['Karak Chai Flask', 'ترمس شاي كرك', 'piece', 'beverages', ['1 L', '١ لتر']],
  ['Arabic Coffee Dallah', 'دلة قهوة عربية', 'piece', 'beverages', ['1 L', '١ لتر']],
  ['Lemon Mint Juice', 'عصير ليمون بالنعناع', 'piece', 'beverages', ['500 ml', '٥٠٠ مل']],
  ['Seasonal Fruit Platter', 'طبق فواكه موسمية', 'box', 'fruits', ['Serves 6', 'يكفي ٦ أشخاص']],
  ['Cut Watermelon Cup', 'كوب بطيخ مقطع', 'piece', 'fruits', ['400 g', '٤٠٠ غ']],
  ['Stuffed Medjool Dates', 'تمر مجهول محشي', 'box', 'fruits', ['250 g', '٢٥٠ غ']],
  ['Dates Gift Box', 'علبة تمور هدايا', 'box', 'fruits', ['1 kg', '١ كغ']],
  ['Fattoush Salad', 'سلطة فتوش', 'box', 'vegetables', ['400 g', '٤٠٠ غ']],
  ['Tabbouleh', 'تبولة', 'box', 'vegetables', ['400 g', '٤٠٠ غ']],
  ['Soup Vegetables Pack', 'خضار الشوربة', 'box', 'vegetables', ['1 kg', '١ كغ']],
  ['Marinated Shish Tawook', 'شيش طاووق متبل', 'kg', 'meat'],
  ['Kofta Mix', 'خلطة كفتة', 'kg', 'meat'],
  ['Marinated Hammour Fillet', 'فيليه هامور متبل', 'kg', 'fish'],
  ['Homemade Labneh Balls', 'كرات لبنة منزلية', 'box', 'dairy', ['350 g', '٣٥٠ غ']],
  ['Fresh Camel Milk Laban', 'لبن حليب النوق', 'piece', 'dairy', ['1 L', '١ لتر']],
  ['House Spice Blend', 'بهارات البيت', 'box', 'spices', ['200 g', '٢٠٠ غ']],
  ['Ramadan Iftar Hamper', 'سلة إفطار رمضان', 'box', 'snacks', ['Family size', 'حجم عائلي']],
];

const FILTERS: readonly (readonly [en: string, ar: string, rule: string, level: number])[] = [
  ['Organic', 'عضوي', 'tag:organic', 1],
  ['Local produce', 'منتج محلي', 'origin:UAE', 1],
  ['Gluten free', 'خالٍ من الغلوتين', 'tag:gluten_free', 1],
  ['Vegan', 'نباتي صرف', 'tag:vegan', 1],
  ['Sugar free', 'خالٍ من السكر', 'tag:sugar_free', 1],
  ['On offer', 'عروض', 'price:offer', 1],
  ['Ready to eat', 'جاهز للأكل', 'category:meals', 2],
  ['Family size', 'حجم عائلي', 'size:family', 2],
  ['Under AED 20', 'أقل من ٢٠ درهم', 'price:lt:20', 2],
  ['Ramadan specials', 'عروض رمضان', 'season:ramadan', 2],
  ['Kids favourites', 'مفضلات الأطفال', 'tag:kids', 3],
  ['Halal certified', 'حلال معتمد', 'tag:halal', 3],
];

export function seedCatalogue(shop: string): { catalogue: CatalogueProduct[]; filters: Filter[] } {
  const { id, rng } = createSeedContext(shop, 'catalogue');
  const catalogue = PRIVATE_PRODUCTS.map(([en, ar, unit, category, size], i): CatalogueProduct => {
    const product = buildCatalogueProduct({
      id: id('cprod', i + 1),
      shop,
      name: en,
      name_ar: ar,
      unit,
      ...(unit === 'kg' ? { pay_size: rng.pick([250, 500, 1000]) } : {}),
      ...(size ? { size: size[0], size_ar: size[1] } : {}),
      category: `cat-${category}`,
      // In-store EAN range (prefix 2): the shop prints these labels itself.
      barcode: `2${shop.replace(/\D/g, '').padStart(6, '0').slice(-6)}${String(i + 1).padStart(5, '0')}`,
      brand: 'Dukkan Kitchen',
      brand_ar: 'مطبخ دكان',
      description: `${en}, prepared fresh in our kitchen every day.`,
      descriptionAr: `${ar}، يُحضَّر طازجاً في مطبخنا كل يوم.`,
      image: `/mock-assets/products/cat-${category}.svg`,
    });
    // Sold by piece or weight without a pack size: drop the builder's default one.
    if (!size) {
      delete product.size;
      delete product.size_ar;
    }
    return product;
  });
  const filters = FILTERS.map(([en, ar, rule, level], i): Filter =>
    buildFilter({
      id: id('filter', i + 1),
      name: en,
      name_ar: ar,
      rule,
      level,
      priority: i + 1,
      enabled: i !== 9,
      // Two platform filters the shop has not linked yet, to demo /filter/link-shop.
      shops: i >= 10 ? [] : [shop],
      products: catalogue.filter(() => rng.chance(0.15)).map((p) => p.id),
    }),
  );
  return { catalogue, filters };
}
