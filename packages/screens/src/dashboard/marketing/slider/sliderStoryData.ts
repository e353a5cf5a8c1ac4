/** The slider editor's story data, from the mock kit's slider builders and the demo shop's categories. */
import { buildCtaButton, buildSlide, buildSlider } from '@dukkan/mocks';
import type { Slider } from '@dukkan/core';
import type { SliderTargetCategory, SliderTargetProduct } from './SliderCta.tsx';

export const storySlider: Slider = buildSlider({
  id: 'story-slider',
  slides: [
    buildSlide({ id: 'story-slide-1' }),
    buildSlide({
      id: 'story-slide-2',
      title: 'Butchery: fresh local lamb',
      title_ar: 'الملحمة: لحم غنم محلي طازج',
      description: 'Cut to order, ready in 30 minutes',
      description_ar: 'يُقطّع حسب الطلب، جاهز خلال 30 دقيقة',
      image: '/mock-assets/products/cat-meat.svg',
    }),
    buildSlide({
      id: 'story-slide-3',
      title: 'Weekend bakery',
      title_ar: 'مخبوزات نهاية الأسبوع',
      description: 'Warm khubz, saj and croissants from 7 am',
      description_ar: 'خبز وصاج وكرواسون ساخن من السابعة صباحاً',
      showOverlay: false,
      image: '/mock-assets/products/cat-bakery.svg',
    }),
  ],
  cta: buildCtaButton({ actionType: 'category', selectedId: 'cat-fruits', title_btn: 'Shop fruits', title_btn_ar: 'تسوّق الفواكه' }),
});

export const emptySlider: Slider = { ...storySlider, slides: [], cta: { actionType: 'none', title_btn: '', enable: false } };

const LONG_TITLE = 'Ramadan hampers with Khalas and Sukkari dates, Arabic coffee, cardamom and saffron, delivered before iftar';
const LONG_TITLE_AR = 'سلال رمضان بتمور الخلاص والسكري والقهوة العربية والهيل والزعفران، تُوصَّل قبل الإفطار في جميع أنحاء دبي';

export const longSlider: Slider = {
  ...storySlider,
  slides: storySlider.slides.map((slide, i) =>
    i === 0
      ? {
          ...slide,
          title: LONG_TITLE,
          title_ar: LONG_TITLE_AR,
          description:
            'Order by 3 pm for same-day delivery across Dubai Marina, JLT, JBR, Al Barsha and Mirdif; pickup from the shop until midnight.',
          description_ar:
            'اطلب قبل الثالثة عصرًا للتوصيل في اليوم نفسه إلى دبي مارينا وأبراج بحيرات جميرا وجي بي آر والبرشاء ومردف؛ والاستلام من المتجر حتى منتصف الليل.',
        }
      : slide,
  ),
  cta: { ...storySlider.cta, title_btn: 'See every Ramadan hamper', title_btn_ar: 'تصفّح كل سلال رمضان' },
};

export const storyCategories: SliderTargetCategory[] = [
  {
    id: 'cat-fruits',
    name: 'Fruits',
    name_ar: 'الفواكه',
    subCategories: [
      { id: 'citrus', name: 'Citrus', name_ar: 'الحمضيات' },
      { id: 'dates', name: 'Dates', name_ar: 'التمور' },
    ],
  },
  { id: 'cat-bakery', name: 'Bakery', name_ar: 'المخبوزات', subCategories: [{ id: 'bread', name: 'Bread', name_ar: 'الخبز' }] },
  { id: 'cat-meat', name: 'Butchery', name_ar: 'الملحمة', subCategories: [] },
];

export const storyProducts: SliderTargetProduct[] = [
  { id: 'sp-1', name: 'Stuffed Medjool Dates', name_ar: 'تمر مجهول محشي' },
  { id: 'sp-2', name: 'Dates Gift Box', name_ar: 'علبة تمور هدايا' },
  { id: 'sp-3', name: 'Arabic Khubz', name_ar: 'خبز عربي' },
];
