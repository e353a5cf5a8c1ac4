/** Fixtures of the shop profile stories: the seeded demo shop, as GET /shop/a/details answers it. */
import { buildShop, buildShopVideo, buildSocialMedia } from '@dukkan/mocks';
import type { ShopProfileData } from './shopProfileValues.ts';

const PICTURES = '/mock-assets/products';

export const storyImages = [
  { id: 'img-shop-1', url: `${PICTURES}/shop.svg`, primary: true },
  { id: 'img-shop-2', url: `${PICTURES}/cat-fruits.svg` },
  { id: 'img-shop-3', url: `${PICTURES}/cat-bakery.svg` },
];

export const storyProfile: ShopProfileData = {
  shop: {
    ...buildShop({ id: 'shop-1001', images: storyImages }),
    info: 'A family-run market in Al Barsha since 2009: fruit and vegetables bought every morning at Al Aweer, a halal butchery and a kitchen cooking Emirati classics.',
    info_ar:
      'سوق عائلي في البرشاء منذ عام ٢٠٠٩: فواكه وخضروات نشتريها كل صباح من سوق العوير، وملحمة حلال، ومطبخ يطهو الأطباق الإماراتية الأصيلة.',
    address: 'Shop 4, Al Barsha Mall, Al Barsha 1, Dubai',
    address_ar: 'محل 4، البرشاء مول، البرشاء 1، دبي',
  },
  video: buildShopVideo(),
  socialMedia: buildSocialMedia({ tiktok: 'https://tiktok.com/@alwaha.market' }),
};

export const longArabicProfile: ShopProfileData = {
  ...storyProfile,
  shop: {
    ...storyProfile.shop,
    name: 'Al Waha Fresh Market for Fruit, Vegetables, Halal Meat and Home-Style Emirati Meals',
    name_ar: 'سوق الواحة الطازج للفواكه والخضروات واللحوم الحلال والوجبات الإماراتية المنزلية - فرع البرشاء',
    headline_ar:
      'منتجات طازجة من مزارع الإمارات، ولحوم حلال تُقطَّع حسب الطلب، وتمور إماراتية ووجبات منزلية تصلك في دبي والشارقة خلال خمس وأربعين دقيقة',
    info_ar:
      'سوق عائلي في البرشاء منذ عام ٢٠٠٩: فواكه وخضروات نشتريها كل صباح من سوق العوير المركزي، وملحمة حلال يقطّع فيها الجزار اللحم أمامك كما تحب، وقسم أسماك يزوّده صيادو ديرة بصيد اليوم، ومخبز يخرج خبز الرقاق والخمير ساخنًا مع الفجر، ومطبخ يطهو الأطباق الإماراتية الأصيلة مثل المجبوس والهريس والثريد كل يوم.',
  },
};

/** The area the seeded shop's pin falls in. */
export const storyArea = { id: 'area-barsha', name: 'Al Barsha', name_ar: 'البرشاء', city: 'Dubai', city_ar: 'دبي', delivers: true };

/** A small PNG drawn on a canvas, so an upload has a real picture. */
export async function pngFile(name = 'shop-front.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#0f6b4a';
  context.fillRect(0, 0, 48, 48);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Stands for "the server could not do it" in story callbacks; the story shows it translated. */
export const SERVER_FAILURE = 'server-failure';
