/** The demo shop: a fresh market in Al Barsha, Dubai, open late every day. */
import type { MainCategory, Shop, ShopHours } from '@dukkan/core';

/** Sunday = 0 … Saturday = 6; Friday opens after the midday prayer rush like many UAE shops. */
const HOURS: readonly ShopHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: day === 5 ? '08:00' : '07:00',
  close: day === 4 || day === 5 ? '23:59' : '23:00',
  closed: false,
}));

export function seedShop(shopId: string, mainCategories: MainCategory[]): Shop {
  return {
    id: shopId,
    name: 'Al Waha Fresh Market',
    name_ar: 'سوق الواحة الطازج',
    headline: 'Fresh groceries and home-style meals, delivered across Dubai in 45 minutes',
    headline_ar: 'بقالة طازجة ووجبات بيتية توصل إلى باب بيتك في دبي خلال ٤٥ دقيقة',
    info: 'A family-run market in Al Barsha since 2009: fruit and vegetables bought every morning at Al Aweer, a halal butchery, a fish counter supplied by Deira fishermen, and a kitchen cooking Emirati classics.',
    info_ar:
      'سوق عائلي في البرشاء منذ عام ٢٠٠٩: فواكه وخضروات نشتريها كل صباح من سوق العوير، وملحمة حلال، وقسم أسماك يزوده صيادو ديرة، ومطبخ يطهو الأطباق الإماراتية الأصيلة.',
    images: [
      { id: 'img-shop-1', url: '/mock-assets/products/shop.svg', primary: true },
      { id: 'img-shop-2', url: '/mock-assets/products/cat-fruits.svg' },
    ],
    showType: 'default',
    mainCategories,
    currency: 'AED',
    phone: '+97143456789',
    deliveryTime: 45,
    minOrder: 30,
    deliveryFee: 7,
    busy: false,
    hours: [...HOURS],
    latlng: [25.1124, 55.1955],
    address: 'Shop 4, Al Barsha Mall, Al Barsha 1, Dubai',
    address_ar: 'محل 4، البرشاء مول، البرشاء 1، دبي',
  };
}

/**
 * A second shop of the same owner, opened this year: the demo owner leads both (vendor spec §6),
 * so the dashboard's shop picker has something to switch to. It has no catalogue yet.
 */
export function seedBranch(mainShopId: string): Shop {
  return {
    ...seedShop(branchShopId(mainShopId), []),
    name: 'Al Waha Fresh Market Mirdif',
    name_ar: 'سوق الواحة الطازج - مردف',
    headline: 'Our new Mirdif branch: the same morning produce, closer to you',
    headline_ar: 'فرعنا الجديد في مردف: خضار الصباح نفسها، أقرب إليك',
    info: 'Opened in 2026 next to Mirdif City Centre.',
    info_ar: 'افتُتح عام ٢٠٢٦ بجوار مردف سيتي سنتر.',
    images: [],
    phone: '+97142881234',
    latlng: [25.2167, 55.4211],
  };
}

export function branchShopId(mainShopId: string): string {
  return `${mainShopId}-mirdif`;
}
