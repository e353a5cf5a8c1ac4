/** Articles 5–8 (seasons, occasions, the butchery) and one unpublished draft. */
import { h, img, list, p, quote, type ArticleSeed } from './blocks.ts';

export const seasonNotes: readonly ArticleSeed[] = [
  {
    days: 40, published: true, image: '/mock-assets/products/cat-grains.svg',
    title: 'A Ramadan Pantry Checklist', title_ar: 'قائمة مؤونة رمضان',
    person: 'Omar Haddad', person_ar: 'عمر حداد',
    blocks: [
      p('Stock up once and spend the holy month cooking, not queuing. These are the staples our customers order most before the first iftar.'),
      h('The essentials'),
      list('Dates and laban to break the fast', 'Basmati rice for harees and machboos', 'Vimto, the iftar classic', 'Lentils for soup and oats for suhoor', 'Bzar spice mix and loomi'),
      quote('Schedule your delivery for the afternoon and it arrives before sunset.'),
    ],
    blocks_ar: [
      p('تموّن مرة واحدة واقضِ الشهر الفضيل في الطهي لا في الطوابير. هذه هي المؤونة التي يطلبها زبائننا أكثر قبل أول إفطار.'),
      h('الأساسيات'),
      list('التمر واللبن للإفطار', 'أرز بسمتي للهريس والمجبوس', 'فيمتو، رفيق الإفطار', 'العدس للشوربة والشوفان للسحور', 'خلطة البزار واللومي'),
      quote('حدد موعد التوصيل بعد الظهر ليصلك الطلب قبل الغروب.'),
    ],
  },
  {
    days: 52, published: true, image: '/mock-assets/products/cat-fruits.svg',
    title: "What's in Season: Summer Fruit in the UAE", title_ar: 'فواكه الموسم: صيف الإمارات',
    person: 'Maria Santos', person_ar: 'ماريا سانتوس',
    blocks: [
      p('From June the mango season is in full swing, local dates ripen on the palms and watermelons arrive from Jordan.'),
      img('/mock-assets/products/cat-fruits.svg'),
      h('Our picks this month'),
      list('Alphonso mangoes from India, by the dozen', 'Fresh khalas and khenaizi dates from Liwa', 'Sweet melons for a cold breakfast'),
    ],
    blocks_ar: [
      p('مع بداية يونيو يبلغ موسم المانجو ذروته، وينضج الرطب المحلي على النخيل، ويصل البطيخ من الأردن.'),
      img('/mock-assets/products/cat-fruits.svg'),
      h('اختياراتنا لهذا الشهر'),
      list('مانجو ألفونسو من الهند بالدزينة', 'رطب الخلاص والخنيزي الطازج من ليوا', 'شمام حلو لفطور بارد'),
    ],
  },
  {
    days: 65, published: true, image: '/mock-assets/products/cat-meat.svg',
    title: 'Our Butchery: Which Cut for Which Dish', title_ar: 'ملحمتنا: أي قطعة لأي طبق',
    person: 'Khalid Al Mansoori', person_ar: 'خالد المنصوري',
    blocks: [
      p('Tell our butchers what you are cooking and they will cut it for you, at no extra cost for curry or biryani cuts.'),
      h('A quick guide'),
      list('Shoulder: slow-cooked ouzi and machboos', 'Leg: roasts and biryani', 'Chops: the grill', 'Mince: kofta, kibbeh and sambousek'),
      quote('All our fresh local lamb is halal and delivered the day it is cut.'),
    ],
    blocks_ar: [
      p('أخبر قصابينا بما تطبخ وسيقطعون اللحم لك، وتقطيع الكاري والبرياني بلا تكلفة إضافية.'),
      h('دليل سريع'),
      list('الكتف: للقوزي والمجبوس على نار هادئة', 'الفخذ: للشواء في الفرن والبرياني', 'الريش: للمشاوي', 'المفروم: للكفتة والكبة والسمبوسك'),
      quote('كل لحم الضأن المحلي الطازج لدينا حلال ويصلك في يوم ذبحه.'),
    ],
  },
  {
    days: 80, published: true, image: '/mock-assets/products/grill.svg',
    title: 'Planning an Eid Feast for Twelve', title_ar: 'تخطيط وليمة العيد لاثني عشر شخصاً',
    person: 'Chef Yousef Karam', person_ar: 'الشيف يوسف كرم',
    blocks: [
      p('A generous Eid table does not need three days in the kitchen. Order the heavy dishes from our kitchen and spend the morning with family.'),
      h('A menu that works'),
      list('Lamb mandi, family portion, twice', 'A mixed grill platter with hummus and fattoush', 'Luqaimat and Omani halwa for dessert', 'Arabic coffee, dates and fresh juice'),
      p('Place the order two days ahead and choose a delivery time: we keep Eid slots for early orders.'),
    ],
    blocks_ar: [
      p('مائدة العيد العامرة لا تحتاج ثلاثة أيام في المطبخ. اطلب الأطباق الرئيسية من مطبخنا واقضِ الصباح مع العائلة.'),
      h('قائمة طعام ناجحة'),
      list('مندي لحم بحصة عائلية مرتين', 'طبق مشاوي مشكلة مع الحمص والفتوش', 'لقيمات وحلوى عُمانية للتحلية', 'قهوة عربية وتمر وعصير طازج'),
      p('اطلب قبل يومين واختر وقت التوصيل: نحجز مواعيد العيد للطلبات المبكرة.'),
    ],
  },
  {
    days: 1, published: false, image: '/mock-assets/products/bread.svg',
    title: 'Coming Soon: Our New Bakery Corner', title_ar: 'قريباً: ركن المخبوزات الجديد',
    person: 'Khalid Al Mansoori', person_ar: 'خالد المنصوري',
    blocks: [p('Fresh khameer and regag every morning, baked in the shop.')],
    blocks_ar: [p('خبز الخمير والرقاق طازجاً كل صباح، مخبوزاً في المحل.')],
  },
];
