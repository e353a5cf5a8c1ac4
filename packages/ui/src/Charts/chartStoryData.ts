/**
 * Story data for the charts: labels come from the app already translated, so the stories
 * keep them per locale here. Dates are fixed (no Date.now()) and formatted in UTC.
 */
export type StoryLocale = 'en' | 'ar';

const intlLocale = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' } as const;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 2, 1);

export function dayLabels(locale: StoryLocale, count: number, withWeekday = true): string[] {
  const format = new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(withWeekday ? { weekday: 'short' } : {}),
  });
  return Array.from({ length: count }, (_, i) => format.format(new Date(START + i * DAY)));
}

export const words = {
  en: {
    thisWeek: 'This week',
    lastWeek: 'Last week',
    storefront: 'Storefront',
    whatsapp: 'WhatsApp',
    orders: 'Orders',
    revenue: 'Revenue',
    freshProduce: 'Fresh vegetables and fruit from local farms',
    bakeryAndDairy: 'Bakery, dairy and breakfast essentials',
    categories: [
      'Fresh vegetables and fruit from local farms',
      'Bakery and Arabic bread',
      'Dairy, laban and cheese',
      'Dates and sweets for Ramadan gatherings',
      'Rice, flour and pantry staples',
    ],
    payments: ['Card', 'Cash on delivery', 'Apple Pay', 'Store wallet'],
    manyPayments: ['Card', 'Cash on delivery', 'Apple Pay', 'Store wallet', 'Google Pay', 'Tabby', 'Gift card'],
    longPayments: ['Card payment on the storefront', 'Cash on delivery to the driver at the door', 'Apple Pay on iPhone and Apple Watch'],
  },
  ar: {
    thisWeek: 'هذا الأسبوع',
    lastWeek: 'الأسبوع الماضي',
    storefront: 'واجهة المتجر',
    whatsapp: 'واتساب',
    orders: 'الطلبات',
    revenue: 'الإيرادات',
    freshProduce: 'الخضروات والفواكه الطازجة من المزارع المحلية',
    bakeryAndDairy: 'المخبوزات والألبان ومستلزمات الفطور',
    categories: [
      'الخضروات والفواكه الطازجة من المزارع المحلية',
      'المخبوزات والخبز العربي',
      'الألبان واللبن والأجبان',
      'التمور والحلويات لتجمعات رمضان',
      'الأرز والطحين والمؤن الأساسية',
    ],
    payments: ['بطاقة', 'الدفع عند الاستلام', 'Apple Pay', 'محفظة المتجر'],
    manyPayments: ['بطاقة', 'الدفع عند الاستلام', 'Apple Pay', 'محفظة المتجر', 'Google Pay', 'تابي', 'بطاقة هدية'],
    longPayments: ['الدفع بالبطاقة عبر واجهة المتجر', 'الدفع نقدًا للسائق عند باب المنزل', 'Apple Pay على iPhone وApple Watch'],
  },
} as const;

/** A deterministic wave for "many points" stories. */
export function wave(count: number, base: number, swing: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(base + swing * Math.sin(i / 4) + ((i * 37) % 11) * (swing / 10)));
}

export function localeOf(globals: Record<string, unknown>): StoryLocale {
  return globals.locale === 'ar' ? 'ar' : 'en';
}
