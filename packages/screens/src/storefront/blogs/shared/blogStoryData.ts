/** Story data for the blog screens: the seeded shop's posts and the hostile post, read the way the app reads them. */
import { parseBlogPost, parseBlogPosts, type BlogPost } from '@dukkan/core';
import { hostileBlog, seedTables } from '@dukkan/mocks';

const tables = seedTables();

export const storyPosts: BlogPost[] = parseBlogPosts(
  [...tables.blogs].filter((b) => b.published).sort((a, b) => b.time.localeCompare(a.time)),
);

export const storyPost: BlogPost = storyPosts[0] as BlogPost;

export const hostilePost: BlogPost = parseBlogPost(hostileBlog) as BlogPost;

const longArabic =
  'دليل المتجر الكامل لاختيار التمور والقهوة العربية والبهارات الطازجة في كل مواسم السنة مع نصائح الطهاة وأسرار الحفظ والتقديم للضيوف';

/** A post whose title, byline and paragraphs are long, in both languages. */
export const longPost: BlogPost = {
  ...storyPost,
  id: 'blog-long',
  title: 'The shop’s complete guide to choosing dates, Arabic coffee and fresh spices in every season of the year, with chefs’ tips',
  title_ar: longArabic,
  person: 'Chef Abdulrahman Mohammed Al Hashimi and the whole kitchen team',
  person_ar: 'الشيف عبد الرحمن محمد الهاشمي وفريق المطبخ بأكمله',
  blocks: [
    {
      type: 'paragraph',
      text: 'Supercalifragilisticexpialidocious-dates-and-coffee-pairings-without-any-spaces-at-all-to-break-the-line '.repeat(3),
    },
    { type: 'heading', text: 'A heading long enough to wrap onto a second line on a phone screen without breaking the page' },
    { type: 'list', items: ['One', 'Two', 'Three'], ordered: true },
  ],
  blocks_ar: [
    { type: 'paragraph', text: `${longArabic}. `.repeat(4) },
    { type: 'heading', text: longArabic },
    { type: 'list', items: ['الأول', 'الثاني', 'الثالث'], ordered: true },
    { type: 'quote', text: longArabic, cite: 'الشيف عبد الرحمن' },
  ],
};
