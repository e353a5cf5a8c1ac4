/** The shop's profile settings, opening hours, header slider, social cards and NFC cards. */
import type { VendorTables } from '../../db/tables.dashboard.ts';
import {
  buildCtaButton,
  buildNfcCard,
  buildShopSettings,
  buildShopVideo,
  buildSlide,
  buildSocialCard,
  buildSocialMedia,
} from '../../fixtures/dashboard.ts';
import { createSeedContext } from './context.ts';

type StorefrontTables = Pick<
  VendorTables,
  'shopSettings' | 'shopVideos' | 'socialMedia' | 'hours' | 'sliders' | 'socialCards' | 'nfcCards'
>;

/** The shop's NFC cards: name, employer, where a tap leads, and whether the shop page shows first. */
function nfcRows(shop: string): readonly (readonly [name: string, employer: string, target: string, showPage: boolean])[] {
  return [
    ['Checkout counter', 'Dukkan Fresh Market', `https://dukkan.ae/${shop}`, true],
    ['Delivery bag tag', 'Dukkan Fresh Market', `https://dukkan.ae/${shop}/reviews`, true],
    ['Khalid (owner)', 'Khalid Al Mansoori', 'https://wa.me/971501112233', false],
    ['Aisha (cashier)', 'Aisha Rahman', `https://dukkan.ae/${shop}/complaint`, true],
    ['Butchery counter', 'Dukkan Butchery', `https://dukkan.ae/${shop}/c/butchery`, true],
    ['Menu table 4', 'Dukkan Café', `https://dukkan.ae/${shop}/menu`, false],
  ];
}

export function seedStorefront(shop: string, carrierIds: readonly string[]): StorefrontTables {
  const { id } = createSeedContext(shop, 'storefront');
  const handle = `dukkan.${shop.replace(/^shop-/, '')}`;
  return {
    shopSettings: [
      {
        shop,
        ...buildShopSettings({
          chatType: 'whatsapp',
          chatPhone: '501112233',
          hasWhatsapp: true,
          whatsappPhone: '501112233',
          hasSMS: true,
          smsPhone: '501112233',
          busy: false,
          temporary: false,
          hasSchedule: true,
          maxScheduleDays: 7,
          paymentMethods: ['cash', 'card', 'wallet'],
          deliveryMethods: ['delivery', 'pickup', 'dine_in'],
          carriers: carrierIds.slice(0, 2),
        }),
      },
    ],
    shopVideos: [{ shop, ...buildShopVideo() }],
    socialMedia: [
      {
        shop,
        ...buildSocialMedia({
          instagram: `https://instagram.com/${handle}`,
          facebook: `https://facebook.com/${handle}`,
          tiktok: `https://tiktok.com/@${handle}`,
          snapchat: `https://snapchat.com/add/${handle}`,
          whatsapp: 'https://wa.me/971501112233',
        }),
      },
    ],
    // Sunday (0) to Saturday (6); Friday opens after the midday prayer and closes earlier.
    hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      id: id('hours', day + 1),
      shop,
      day,
      open: day === 5 ? '14:00' : '07:00',
      close: day === 5 ? '22:00' : day === 4 || day === 6 ? '01:00' : '23:30',
      closed: false,
    })),
    sliders: [
      {
        shop,
        id: id('slider', 1),
        displayType: 'carousel',
        slides: [
          buildSlide({ id: id('slide', 1) }),
          buildSlide({
            id: id('slide', 2),
            title: 'Butchery: fresh local lamb',
            title_ar: 'الملحمة: لحم غنم محلي طازج',
            description: 'Cut to order, ready in 30 minutes',
            description_ar: 'يُقطّع حسب الطلب، جاهز خلال ٣٠ دقيقة',
            image: '/mock-assets/products/cat-meat.svg',
          }),
          buildSlide({
            id: id('slide', 3),
            title: 'Weekend bakery',
            title_ar: 'مخبوزات نهاية الأسبوع',
            description: 'Warm khubz, saj and croissants from 7 am',
            description_ar: 'خبز وصاج وكرواسون ساخن من السابعة صباحاً',
            showOverlay: false,
            image: '/mock-assets/products/cat-bakery.svg',
          }),
          buildSlide({
            id: id('slide', 4),
            title: 'Free delivery over AED 100',
            title_ar: 'توصيل مجاني للطلبات فوق ١٠٠ درهم',
            description: 'Across Dubai Marina, JLT and JBR',
            description_ar: 'في دبي مارينا وأبراج بحيرات جميرا وجي بي آر',
            image: '/mock-assets/products/cat-vegetables.svg',
          }),
        ],
        cta: buildCtaButton({ actionType: 'category', selectedId: 'cat-fruits', title_btn: 'Shop fruits', title_btn_ar: 'تسوّق الفواكه' }),
      },
    ],
    socialCards: [
      { shop, ...buildSocialCard({ id: id('card', 1) }) },
      {
        shop,
        ...buildSocialCard({
          id: id('card', 2),
          title: 'Ramadan hampers from Dukkan',
          description: 'Dates, Arabic coffee and sweets, delivered before iftar.',
          image: '/mock-assets/products/dates.svg',
        }),
      },
      {
        shop,
        ...buildSocialCard({
          id: id('card', 3),
          title: 'دكان: بقالة طازجة خلال ٤٥ دقيقة',
          description: 'فواكه وخضار ومخبوزات ولحوم طازجة، توصيل في جميع أنحاء دبي.',
          twitterCard: 'summary',
          image: '/mock-assets/products/cat-fruits.svg',
        }),
      },
    ],
    nfcCards: nfcRows(shop).map(([name, employerName, targetUrl, showPage], i) => ({
      shop,
      ...buildNfcCard({
        id: id('nfc', i + 1),
        name,
        employerName,
        card: `04:A2:${(0x19 + i).toString(16).toUpperCase()}:6B:3C:58:${(0x80 + i * 7).toString(16).toUpperCase()}`,
        targetUrl,
        showPage,
      }),
    })),
  };
}
