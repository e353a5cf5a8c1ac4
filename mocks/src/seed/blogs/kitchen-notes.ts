/** Articles 1–4: buying and cooking guides from the shop's team. */
import { h, img, list, p, quote, type ArticleSeed } from './blocks.ts';

export const kitchenNotes: readonly ArticleSeed[] = [
  {
    days: 6,
    published: true,
    image: '/mock-assets/products/dates.svg',
    title: 'How to Pick the Perfect Medjool Dates',
    title_ar: 'كيف تختار أفضل تمر مجدول',
    person: 'Layla Hassan',
    person_ar: 'ليلى حسن',
    blocks: [
      p('Medjool dates are soft, large and caramel-sweet. A good box makes a fine gift and an even better snack with Arabic coffee.'),
      h('What to look for'),
      list(
        'Plump fruit with slightly wrinkled, glossy skin',
        'A deep amber to dark brown colour',
        'No white sugar crystals on the surface',
        'A gentle give when you press them',
      ),
      img('/mock-assets/products/dates.svg'),
      h('Keeping them fresh'),
      p(
        'Store dates in an airtight box in the fridge and they will keep for up to three months. Bring them to room temperature before serving.',
      ),
      quote('Serve three dates with a cup of gahwa: it is the first gesture of welcome in an Emirati home.'),
    ],
    blocks_ar: [
      p('تمر المجدول طري وكبير الحجم وحلو كالكراميل. العلبة الجيدة منه هدية جميلة ووجبة خفيفة أجمل مع القهوة العربية.'),
      h('ما الذي تبحث عنه'),
      list(
        'ثمار ممتلئة بقشرة لامعة ومجعدة قليلاً',
        'لون كهرماني عميق إلى بني داكن',
        'لا بلورات سكر بيضاء على السطح',
        'ليونة خفيفة عند الضغط عليها',
      ),
      img('/mock-assets/products/dates.svg'),
      h('كيف تحافظ على طراوته'),
      p('احفظ التمر في علبة محكمة الإغلاق داخل الثلاجة ليبقى طازجاً حتى ثلاثة أشهر، وأخرجه قبل التقديم ليصل إلى حرارة الغرفة.'),
      quote('قدّم ثلاث تمرات مع فنجان القهوة: إنها أول لفتة ترحيب في البيت الإماراتي.'),
    ],
  },
  {
    days: 14,
    published: true,
    image: '/mock-assets/products/cat-fish.svg',
    title: 'Five Ways to Cook Hammour at Home',
    title_ar: 'خمس طرق لطهي الهامور في البيت',
    person: 'Chef Yousef Karam',
    person_ar: 'الشيف يوسف كرم',
    blocks: [
      p(
        'Hammour is the Gulf’s favourite fish: firm, white and mild. Our fish counter cleans and cuts it the way you like, so you only have to cook.',
      ),
      h('Our favourite methods'),
      list(
        'Grilled with lemon, garlic and cumin',
        'Fried with a turmeric and chilli crust',
        'Baked in tomato and tamarind sauce',
        'Steamed with ginger and spring onion',
        'Cooked in a rich machboos with loomi',
      ),
      p('Whatever you choose, do not overcook it: hammour is ready as soon as the flesh flakes with a fork.'),
      quote('Ask for a fillet if you are cooking for children: no bones, no fuss.'),
    ],
    blocks_ar: [
      p('الهامور هو السمك المفضل في الخليج: لحمه أبيض متماسك وطعمه لطيف. قسم الأسماك لدينا ينظفه ويقطعه كما تحب، وما عليك إلا الطهي.'),
      h('طرقنا المفضلة'),
      list(
        'مشوي مع الليمون والثوم والكمون',
        'مقلي بتتبيلة الكركم والفلفل الحار',
        'مخبوز في صلصة الطماطم والتمر الهندي',
        'مطهو على البخار مع الزنجبيل والبصل الأخضر',
        'في مجبوس غني باللومي',
      ),
      p('مهما كانت الطريقة، لا تطهه أكثر من اللازم: الهامور يكون جاهزاً حين يتفتت لحمه بالشوكة.'),
      quote('اطلب الفيليه إذا كنت تطهو للأطفال: بلا عظم وبلا عناء.'),
    ],
  },
  {
    days: 23,
    published: true,
    image: '/mock-assets/products/coffee.svg',
    title: 'Karak Chai Like Your Favourite Cafeteria',
    title_ar: 'شاي الكرك كما في كافتيريتك المفضلة',
    person: 'Priya Nair',
    person_ar: 'بريا ناير',
    blocks: [
      p(
        'Strong, milky and fragrant with cardamom, karak is the drink of UAE evenings. The secret is patience: let it boil until it turns the colour of caramel.',
      ),
      h('For two cups'),
      list(
        '2 cups water and 2 teaspoons loose black tea',
        '4 crushed cardamom pods and a pinch of saffron',
        '3 tablespoons evaporated milk',
        'Sugar to taste',
      ),
      p('Boil the tea and spices for five minutes, add the milk and sugar, then bring it to the boil twice more before straining.'),
    ],
    blocks_ar: [
      p('قوي وكثير الحليب وعطر بالهيل، الكرك مشروب أمسيات الإمارات. السر هو الصبر: اتركه يغلي حتى يصبح بلون الكراميل.'),
      h('لكوبين'),
      list(
        'كوبان من الماء وملعقتان صغيرتان من الشاي الأسود',
        'أربع حبات هيل مطحونة ورشة زعفران',
        'ثلاث ملاعق كبيرة من الحليب المبخر',
        'سكر حسب الرغبة',
      ),
      p('اغلِ الشاي مع البهارات خمس دقائق، ثم أضف الحليب والسكر، واتركه يغلي مرتين أخريين قبل تصفيته.'),
    ],
  },
  {
    days: 31,
    published: true,
    image: '/mock-assets/products/leafy.svg',
    title: 'Keep Fresh Herbs Green for a Week',
    title_ar: 'حافظ على الأعشاب الطازجة خضراء لأسبوع',
    person: 'Layla Hassan',
    person_ar: 'ليلى حسن',
    blocks: [
      p(
        'Coriander, parsley and mint wilt fast in the summer heat. A few minutes of care when you unpack your order keeps them bright for days.',
      ),
      h('Step by step'),
      list(
        'Trim the stems and remove any yellow leaves',
        'Stand soft herbs in a glass of water like flowers',
        'Cover loosely with a bag and keep them in the fridge',
        'Change the water every two days',
      ),
      quote('Basil is the exception: keep it out of the fridge, away from direct sun.'),
    ],
    blocks_ar: [
      p('الكزبرة والبقدونس والنعناع تذبل بسرعة في حر الصيف. دقائق قليلة من العناية عند تفريغ طلبك تبقيها نضرة لأيام.'),
      h('خطوة بخطوة'),
      list(
        'قص أطراف السيقان وأزل الأوراق الصفراء',
        'ضع الأعشاب الطرية في كوب ماء كباقة ورد',
        'غطها بكيس بشكل خفيف واحفظها في الثلاجة',
        'غيّر الماء كل يومين',
      ),
      quote('الريحان هو الاستثناء: احفظه خارج الثلاجة بعيداً عن الشمس المباشرة.'),
    ],
  },
];
