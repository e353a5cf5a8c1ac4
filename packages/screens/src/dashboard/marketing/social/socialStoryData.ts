/** Deterministic social cards for the stories (pictures from the mock kit's static assets). */
import type { SocialCard } from '@dukkan/core';

export const storySocialCards: SocialCard[] = [
  {
    id: 'card-1',
    title: 'Dukkan Fresh Market: groceries in 45 minutes',
    description: 'Fruit, vegetables, bakery and butchery delivered across Dubai.',
    image: '/mock-assets/products/cat-fruits.svg',
    twitterCard: 'summary_large_image',
    twitterSite: '@dukkanmarket',
  },
  {
    id: 'card-2',
    title: 'دكان: خضار وفواكه طازجة يوميًا',
    description: 'توصيل سريع في دبي والشارقة.',
    image: '/mock-assets/products/cat-vegetables.svg',
    twitterCard: 'summary',
  },
];

export const longSocialCard: SocialCard = {
  id: 'card-9',
  title: 'عروض رمضان العائلية من دكان: صناديق الخضار والفواكه واللحوم الطازجة',
  description:
    'كل ما تحتاجه العائلة للإفطار والسحور في صندوق واحد: خضار وفواكه موسمية، لحوم طازجة من المزرعة، خبز عربي يومي، تمور فاخرة من الأحساء، وتوصيل مجاني للطلبات فوق ١٥٠ درهمًا في دبي والشارقة وعجمان.',
  image: '/mock-assets/products/cat-fruits.svg',
  twitterCard: 'summary_large_image',
  twitterSite: '@dukkanmarket',
};

export const tenSocialCards: SocialCard[] = Array.from({ length: 10 }, (_, i) => ({
  ...storySocialCards[i % 2]!,
  id: `card-${i + 1}`,
}));
