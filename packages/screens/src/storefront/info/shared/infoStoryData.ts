/**
 * Story data for the information pages and the restaurant page: the seeded shop as the mock
 * API answers `/shop/{id}/light` (with the dashboard's social links and delivery methods),
 * read through core `readShopInfo` the way the app reads it, and the states around it.
 */
import { readShopInfo, type CategoryListing, type Shop, type ShopInfo } from '@dukkan/core';
import { seedTables } from '@dukkan/mocks';
import { seededListing } from '../../catalogue/catalogueStoryData.ts';

const tables = seedTables();
const seeded = tables.shops[0] as Shop;
const { shop: _social, ...socialMedia } = tables.socialMedia.find((s) => s.shop === seeded.id) ?? { shop: '' };
const settings = tables.shopSettings.find((s) => s.shop === seeded.id);

/** The wire shop of the demo deployment. */
export const storyShop: Shop = {
  ...seeded,
  socialMedia,
  ...(settings ? { deliveryMethods: [...settings.deliveryMethods] } : {}),
};

export const storyInfo: ShopInfo = readShopInfo(storyShop);

/** Only the name: nothing else filled in yet. */
export const bareInfo: ShopInfo = readShopInfo({
  id: seeded.id,
  name: seeded.name,
  ...(seeded.name_ar ? { name_ar: seeded.name_ar } : {}),
  images: [],
  showType: 'default',
  mainCategories: [],
  currency: 'AED',
});

/** A shop with its own apps in both stores. */
export const withAppsInfo: ShopInfo = readShopInfo({
  ...storyShop,
  appLinks: {
    ios: 'https://apps.apple.com/ae/app/al-waha-fresh-market/id6450000001',
    android: 'https://play.google.com/store/apps/details?id=ae.alwaha.market',
  },
});

const longArabicName = 'سوق الواحة الطازج والملحمة والمخبز العربي — فواكه وخضروات عضوية وتمور وحلويات، فرع البرشاء الأول';
const longArabicParagraph =
  'نختار الفواكه والخضروات كل صباح من سوق العوير المركزي، ونقطّع اللحوم الحلال حسب طلبك، ونخبز الخبز العربي والصاج طازجًا طوال اليوم، ونطهو الأطباق الإماراتية الأصيلة بوصفات العائلة التي توارثناها جيلًا بعد جيل';
const longEnglishParagraph =
  'We choose fruit and vegetables every morning at the Al Aweer central market, cut halal meat to order, bake Arabic bread and saj all day, and cook Emirati classics from recipes handed down in the family for three generations';

/** Long names, texts and addresses in both languages: wrapping, never overflowing. */
export const longInfo: ShopInfo = readShopInfo({
  ...storyShop,
  name: 'Al Waha Fresh Market, Butchery & Arabic Bakery — Organic Fruit, Vegetables, Dates and Sweets, Al Barsha Branch One',
  name_ar: longArabicName,
  info: `${longEnglishParagraph}.\n\n${longEnglishParagraph}, and deliver across Dubai.\n\nSupercalifragilisticexpialidocious-words-without-any-spaces-at-all-must-still-wrap-on-a-phone`,
  info_ar: `${longArabicParagraph}.\n\n${longArabicParagraph}، ونوصّل إلى كل أحياء دبي.`,
  address: 'Shop 4, Ground Floor, Al Barsha Mall, Umm Suqeim Street, next to the Mall of the Emirates metro station, Al Barsha 1, Dubai',
  address_ar: 'محل 4، الطابق الأرضي، البرشاء مول، شارع أم سقيم، بجوار محطة مترو مول الإمارات، البرشاء 1، دبي',
  support: `${longEnglishParagraph}.\n\nCall us any time.`,
  support_ar: `${longArabicParagraph}.\n\nاتصل بنا في أي وقت.`,
  terms: `1. ${longEnglishParagraph}.\n\n2. ${longEnglishParagraph}.`,
  terms_ar: `1. ${longArabicParagraph}.\n\n2. ${longArabicParagraph}.`,
});

/** The shop's own help and terms, short, in both languages. */
export const ownTextsInfo: ShopInfo = readShopInfo({
  ...storyShop,
  support: 'Call or WhatsApp us between 7 am and 11 pm, every day.\n\nMissing an item? We bring it the same day, free.',
  support_ar: 'اتصل بنا أو راسلنا على واتساب من السابعة صباحًا حتى الحادية عشرة مساءً، كل يوم.\n\nهل نقص منتج؟ نوصله في اليوم نفسه مجانًا.',
  terms: 'Orders over AED 100 are delivered free across Dubai.\n\nFresh produce can be returned on delivery if you are not happy with it.',
  terms_ar: 'التوصيل مجاني في دبي للطلبات التي تزيد على 100 درهم.\n\nيمكنك إرجاع المنتجات الطازجة عند التسليم إذا لم تعجبك.',
});

/** Markup typed into the shop's texts and links: it must show as text, and the links must go. */
export const HOSTILE_TEXT = '<img src=x onerror="window.__dukkanXss=1"><script>window.__dukkanXss=1</script>';
export const hostileInfo: ShopInfo = readShopInfo({
  ...storyShop,
  info: `${HOSTILE_TEXT}\n\nOur story <b>in bold</b>?`,
  info_ar: `${HOSTILE_TEXT}\n\nقصتنا <b>بخط عريض</b>؟`,
  terms: HOSTILE_TEXT,
  terms_ar: HOSTILE_TEXT,
  address: '<a href="javascript:alert(1)">Al Barsha</a>',
  address_ar: '<a href="javascript:alert(1)">Al Barsha</a>',
  socialMedia: {
    instagram: 'javascript:window.__dukkanXss=1',
    facebook: 'data:text/html,<script>alert(1)</script>',
    tiktok: '//evil.example/alwaha',
    youtube: 'https://youtube.com/@alwaha',
  },
});

/** Three categories of the seeded catalogue with all their products (the menu shows the first few). */
export const storyMenu: CategoryListing[] = ['cat-meals', 'cat-bakery', 'cat-beverages'].map((id) => seededListing(id));
