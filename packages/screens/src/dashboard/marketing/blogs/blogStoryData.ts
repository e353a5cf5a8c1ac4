import type { ApiError } from '@dukkan/core';
import type { BlogEditorPost, BlogListRow } from './types.ts';

/** Story data for the blog screens: a few posts of the demo shop, a long Arabic one, a hostile one. */
const base = { blocks: [], blocks_ar: [] };

export const storyPost: BlogEditorPost = {
  id: 'blog-101',
  title: 'Khalas or Sukkari? Choosing dates for the season',
  title_ar: 'خلاص أم سكري؟ اختيار تمور الموسم',
  person: 'Khalid Al Mansoori',
  person_ar: 'خالد المنصوري',
  time: '2026-11-02T08:30:00.000Z',
  image: '/mock-assets/products/dates.svg',
  published: true,
  blocks: [
    { type: 'heading', text: 'Two dates, two seasons' },
    { type: 'paragraph', text: 'Khalas is soft and caramel-sweet; Sukkari is crisp and light.' },
    { type: 'link', text: 'Visit our farm', url: 'https://example.com/farm' },
  ],
  blocks_ar: [
    { type: 'heading', text: 'تمرتان وموسمان' },
    { type: 'paragraph', text: 'الخلاص طري وحلو كالكراميل، والسكري مقرمش وخفيف.' },
    { type: 'link', text: 'زوروا مزرعتنا', url: 'https://example.com/farm' },
  ],
};

export const storyDraft: BlogEditorPost = {
  ...base,
  id: 'blog-102',
  title: 'Ramadan recipes',
  title_ar: 'وصفات رمضان',
  person: 'Mariam',
  person_ar: 'مريم',
  time: '2026-10-20T12:00:00.000Z',
  published: false,
};

export const storyPosts: BlogListRow[] = [
  storyPost,
  storyDraft,
  {
    id: 'blog-103',
    title: 'How we roast our coffee',
    title_ar: 'كيف نحمّص قهوتنا',
    person: 'Omar',
    person_ar: 'عمر',
    time: '2026-09-14T06:00:00.000Z',
    image: '/mock-assets/products/coffee.svg',
    published: true,
  },
];

export const longArabicPost: BlogEditorPost = {
  id: 'blog-201',
  title: 'A very long English title about the harvest of dates in the oases of Al Ain and Liwa',
  title_ar: 'عنوان عربي طويل جدًا عن موسم حصاد التمور في واحات العين وليوا وما يرافقه من عادات وتقاليد عريقة',
  person: 'Abdulrahman bin Saeed Al Falasi',
  person_ar: 'عبد الرحمن بن سعيد الفلاسي',
  time: '2026-08-01T09:00:00.000Z',
  published: false,
  blocks: [{ type: 'paragraph', text: 'The harvest begins in the heat of summer, when the first ripe clusters are cut by hand.' }],
  blocks_ar: [
    { type: 'heading', text: 'موسم الحصاد في واحات العين وليوا وما يرافقه من عادات' },
    {
      type: 'paragraph',
      text: 'يبدأ الحصاد في حر الصيف، حين تُقطع أولى العذوق الناضجة باليد، وتُفرز التمور بحسب نوعها ودرجة نضجها قبل أن تصل إلى الأسواق والبيوت.',
    },
    { type: 'list', items: ['الخلاص', 'السكري', 'الخنيزي', 'البرحي'], ordered: true },
    { type: 'quote', text: 'النخلة عمّة الإنسان.', cite: 'مثل شعبي' },
  ],
};

export const longArabicPosts: BlogListRow[] = [longArabicPost, ...storyPosts];

/** Text a hostile post carries (mocks' blogs.hostile.ts): the editor shows it as typed. */
export const HOSTILE_TEXT = '<script>window.__dukkanXss=1</script><img src=x onerror="window.__dukkanXss=1">';

export const hostilePost: BlogEditorPost = {
  id: 'blog-hostile',
  title: HOSTILE_TEXT,
  title_ar: '<b>عدائي</b>',
  person: '<svg onload="window.__dukkanXss=1"></svg>',
  person_ar: '',
  time: '2026-10-20T08:00:00.000Z',
  published: true,
  blocks: [
    { type: 'paragraph', text: HOSTILE_TEXT },
    // A javascript: target was emptied when the post was read (core parseBlocks).
    { type: 'link', text: 'A javascript: link', url: '' },
  ],
  blocks_ar: [{ type: 'quote', text: '<iframe src="javascript:window.__dukkanXss=1"></iframe>' }],
};

export const networkError: ApiError = { kind: 'network', status: 0, message: 'Network down', code: 'network' };
export const serverError: ApiError = { kind: 'http', status: 500, message: 'Server error', code: 'server_error' };
export const emptyPostError: ApiError = { kind: 'http', status: 409, message: 'Add content', code: 'blog_empty' };
