/**
 * The butchery and fish counters: priced per kg, cut or cleaned to order (the `meatCut`
 * and `fishPrep` add-on groups are per kg too, see handlers/customer/pricing.ts).
 */
import type { CategorySeed } from './types.ts';

export const meat: CategorySeed = {
  key: 'meat',
  name: 'Meat & Poultry',
  name_ar: 'لحوم ودواجن',
  subs: [
    {
      key: 'lamb',
      name: 'Lamb & Mutton',
      name_ar: 'لحم ضأن',
      items: [
        ['Fresh Local Lamb Leg', 'فخذ ضأن محلي طازج', 'kg', 62, { origin: 'UAE', addons: 'meatCut' }],
        ['Australian Lamb Chops', 'ريش ضأن أسترالي', 'kg500', 78, { origin: 'Australia' }],
        ['Lamb Shoulder', 'كتف ضأن', 'kg', 52, { origin: 'Australia', addons: 'meatCut' }],
        ['Pakistani Mutton Curry Cut', 'لحم ضأن باكستاني مقطع للكاري', 'kg', 48, { origin: 'Pakistan' }],
        ['Whole Naimi Lamb', 'ذبيحة نعيمي كاملة', 'pc', 1150, { origin: 'UAE', addons: 'meatCut' }],
        ['Lamb Liver', 'كبدة ضأن', 'kg500', 36, { origin: 'Australia' }],
      ],
    },
    {
      key: 'beef',
      name: 'Beef & Veal',
      name_ar: 'لحم بقري وعجل',
      items: [
        ['Beef Tenderloin', 'تندرلوين لحم بقري', 'kg500', 120, { origin: 'Brazil' }],
        ['Ribeye Steak', 'ستيك ريب آي', 'kg500', 110, { origin: 'Australia' }],
        ['Beef Cubes', 'مكعبات لحم بقري', 'kg', 42, { origin: 'Brazil', addons: 'meatCut' }],
        ['Veal Escalope', 'إسكالوب لحم عجل', 'kg500', 68, { origin: 'Netherlands' }],
        ['Beef Short Ribs', 'أضلاع بقري قصيرة', 'kg', 72, { origin: 'Australia' }],
      ],
    },
    {
      key: 'chicken',
      name: 'Chicken',
      name_ar: 'دجاج',
      items: [
        [
          'Al Rawdah Fresh Whole Chicken',
          'دجاج الروضة الطازج كامل',
          'pc',
          19.5,
          { brand: ['Al Rawdah', 'الروضة'], size: ['1000 g', '١٠٠٠ غ'], origin: 'UAE', icon: 'chicken' },
        ],
        ['Boneless Chicken Breast', 'صدور دجاج بدون عظم', 'kg', 36, { origin: 'UAE', icon: 'chicken' }],
        ['Boneless Chicken Thighs', 'أفخاذ دجاج بدون عظم', 'kg', 32, { origin: 'UAE', icon: 'chicken' }],
        ['Chicken Wings', 'أجنحة دجاج', 'kg', 22, { origin: 'UAE', icon: 'chicken' }],
        ['Chicken Drumsticks', 'أوراك دجاج', 'kg', 19.5, { origin: 'UAE', icon: 'chicken' }],
        ['Baby Chicken (Poussin)', 'فروج صغير', 'pc', 14.75, { origin: 'UAE', icon: 'chicken' }],
        ['Fresh Turkey Breast', 'صدر ديك رومي طازج', 'kg', 48, { origin: 'Brazil', icon: 'chicken' }],
      ],
    },
    {
      key: 'minced',
      name: 'Minced & Marinated',
      name_ar: 'مفروم ومتبل',
      items: [
        ['Lamb Mince', 'لحم ضأن مفروم', 'kg', 54, { origin: 'Australia' }],
        ['Beef Mince', 'لحم بقري مفروم', 'kg', 42, { origin: 'Brazil' }],
        ['Marinated Shish Tawook', 'شيش طاووق متبل', 'kg', 39, { origin: 'UAE', icon: 'grill' }],
        ['Lamb Kofta', 'كفتة لحم ضأن', 'kg', 56, { origin: 'Australia', icon: 'grill' }],
        ['Beef Burger Patties', 'أقراص برغر لحم بقري', 'box', 24, { size: ['4 pcs', '٤ قطع'] }],
        ['Marinated Chicken Tikka', 'دجاج تكا متبل', 'kg', 38, { origin: 'UAE', icon: 'chicken' }],
      ],
    },
  ],
};

export const fish: CategorySeed = {
  key: 'fish',
  name: 'Fish & Seafood',
  name_ar: 'أسماك ومأكولات بحرية',
  subs: [
    {
      key: 'local',
      name: 'Local Fish',
      name_ar: 'أسماك محلية',
      items: [
        ['Fresh Hammour', 'هامور طازج', 'kg', 78, { origin: 'UAE', addons: 'fishPrep' }],
        ['Sheri (Emperor Fish)', 'شعري', 'kg', 38, { origin: 'UAE', addons: 'fishPrep' }],
        ['Kingfish (Kanaad)', 'كنعد', 'kg', 52, { origin: 'UAE', addons: 'fishPrep' }],
        ['Safi (Rabbitfish)', 'صافي', 'kg', 44, { origin: 'UAE', addons: 'fishPrep' }],
        ['Sultan Ibrahim', 'سلطان إبراهيم', 'kg', 36, { origin: 'UAE', addons: 'fishPrep' }],
        ['Zubaidi (Silver Pomfret)', 'زبيدي', 'kg', 68, { origin: 'Oman', addons: 'fishPrep' }],
        ['Hamra (Red Snapper)', 'حمرا', 'kg', 46, { origin: 'Oman', addons: 'fishPrep' }],
        ['Sardines', 'سردين', 'kg', 14, { origin: 'Oman' }],
      ],
    },
    {
      key: 'fillets',
      name: 'Fillets & Steaks',
      name_ar: 'فيليه وشرائح',
      items: [
        ['Fresh Hammour Fillet', 'فيليه هامور طازج', 'kg500', 95, { origin: 'UAE' }],
        ['Norwegian Salmon Fillet', 'فيليه سلمون نرويجي', 'kg500', 98, { origin: 'Norway' }],
        ['Seabass Fillet', 'فيليه قاروص', 'kg500', 72, { origin: 'Turkey' }],
        ['Tuna Steak', 'شرائح تونة', 'kg500', 64, { origin: 'SriLanka' }],
        ['Dory Fillet', 'فيليه دوري', 'kg', 28, { origin: 'Vietnam' }],
      ],
    },
    {
      key: 'shellfish',
      name: 'Shellfish',
      name_ar: 'قشريات ورخويات',
      items: [
        ['Jumbo Shrimps', 'روبيان جامبو', 'kg500', 85, { origin: 'Saudi' }],
        ['Peeled Medium Shrimps', 'روبيان متوسط مقشر', 'kg500', 58, { origin: 'India' }],
        ['Blue Crab', 'سلطعون أزرق', 'kg', 42, { origin: 'UAE' }],
        ['Calamari Rings', 'حلقات الكاليماري', 'kg500', 38, { origin: 'Spain' }],
        ['Mussels', 'بلح البحر', 'kg', 34, { origin: 'Netherlands' }],
        ['Omani Lobster', 'استاكوزا عُمانية', 'kg', 220, { origin: 'Oman' }],
      ],
    },
  ],
};
