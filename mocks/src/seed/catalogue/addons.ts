/**
 * Add-on group templates. `override` groups (sizes, portions) replace the item price with
 * the chosen option's amount; `add` groups (extras, preparation) add to it. Override
 * amounts are derived from the item's own price so every size stays realistic.
 */
import type { AddonGroup, AddonOption } from '@dukkan/core';
import type { AddonKind } from './types.ts';

/** [English, Arabic, amount]; for override groups the amount is a factor of the item price. */
type OptionSeed = readonly [string, string, number];

interface GroupSeed {
  title: string;
  title_ar: string;
  type: AddonGroup['type'];
  required: boolean;
  max: number;
  options: readonly OptionSeed[];
}

const SANDWICH: readonly GroupSeed[] = [
  {
    title: 'Size',
    title_ar: 'الحجم',
    type: 'override',
    required: true,
    max: 1,
    options: [
      ['Small', 'صغير', 1],
      ['Medium', 'وسط', 1.35],
      ['Large', 'كبير', 1.7],
    ],
  },
  {
    title: 'Extras',
    title_ar: 'إضافات',
    type: 'add',
    required: false,
    max: 3,
    options: [
      ['Extra cheese', 'جبنة إضافية', 3],
      ['Garlic sauce', 'صوص الثوم', 1.5],
      ['Jalapeños', 'هالبينو', 2],
      ['Fries inside', 'بطاطس داخل الساندويتش', 2],
    ],
  },
];

const GRILL: readonly GroupSeed[] = [
  {
    title: 'Portion',
    title_ar: 'الحصة',
    type: 'override',
    required: true,
    max: 1,
    options: [
      ['Regular', 'عادي', 1],
      ['Large', 'كبير', 1.5],
    ],
  },
  {
    title: 'Sides',
    title_ar: 'أطباق جانبية',
    type: 'add',
    required: false,
    max: 4,
    options: [
      ['Hummus', 'حمص', 8],
      ['Fattoush', 'فتوش', 10],
      ['French fries', 'بطاطس مقلية', 6],
      ['Extra garlic sauce', 'ثومية إضافية', 2],
    ],
  },
];

const RICE_DISH: readonly GroupSeed[] = [
  {
    title: 'Portion',
    title_ar: 'الحصة',
    type: 'override',
    required: true,
    max: 1,
    options: [
      ['Single', 'فردي', 1],
      ['For two', 'لشخصين', 1.8],
      ['Family (4)', 'عائلي (٤ أشخاص)', 3.4],
    ],
  },
  {
    title: 'Extras',
    title_ar: 'إضافات',
    type: 'add',
    required: false,
    max: 3,
    options: [
      ['Raita', 'رايتا', 3],
      ['Green salad', 'سلطة خضراء', 5],
      ['Extra meat', 'لحم إضافي', 15],
      ['Daqqus sauce', 'صلصة دقوس', 2],
    ],
  },
];

const BREAKFAST: readonly GroupSeed[] = [
  {
    title: 'Bread',
    title_ar: 'الخبز',
    type: 'add',
    required: true,
    max: 1,
    options: [
      ['Arabic bread', 'خبز عربي', 0],
      ['Paratha', 'براتا', 2],
      ['Regag', 'رقاق', 2],
    ],
  },
  {
    title: 'Add more',
    title_ar: 'أضف المزيد',
    type: 'add',
    required: false,
    max: 3,
    options: [
      ['Extra egg', 'بيضة إضافية', 3],
      ['Grilled halloumi', 'حلوم مشوي', 6],
      ['Karak chai', 'شاي كرك', 2],
    ],
  },
];

const FISH_PREP: readonly GroupSeed[] = [
  {
    title: 'Cleaning (per kg)',
    title_ar: 'التنظيف (لكل كغ)',
    type: 'add',
    required: true,
    max: 1,
    options: [
      ['Cleaned, whole', 'منظف كامل', 0],
      ['Cleaned and cut', 'منظف ومقطع', 3],
      ['Filleted', 'فيليه', 8],
    ],
  },
  {
    title: 'Cooking (per kg)',
    title_ar: 'الطهي (لكل كغ)',
    type: 'add',
    required: false,
    max: 1,
    options: [
      ['Grilled', 'مشوي', 12],
      ['Fried', 'مقلي', 10],
      ['Masala fried', 'مقلي بالماسالا', 12],
    ],
  },
];

const MEAT_CUT: readonly GroupSeed[] = [
  {
    title: 'Cut',
    title_ar: 'طريقة التقطيع',
    type: 'add',
    required: true,
    max: 1,
    options: [
      ['Curry cut', 'تقطيع للكاري', 0],
      ['Biryani cut', 'تقطيع للبرياني', 0],
      ['Steaks', 'شرائح ستيك', 5],
      ['Minced', 'مفروم', 4],
    ],
  },
];

const CAKE: readonly GroupSeed[] = [
  {
    title: 'Size',
    title_ar: 'الحجم',
    type: 'override',
    required: true,
    max: 1,
    options: [
      ['1 kg', '١ كغ', 1],
      ['1.5 kg', '١٫٥ كغ', 1.45],
      ['2 kg', '٢ كغ', 1.9],
    ],
  },
  {
    title: 'Extras',
    title_ar: 'إضافات',
    type: 'add',
    required: false,
    max: 3,
    options: [
      ['Candles', 'شموع', 5],
      ['Personal message', 'رسالة شخصية', 10],
      ['Gift box', 'علبة هدية', 12],
    ],
  },
];

const JUICE: readonly GroupSeed[] = [
  {
    title: 'Size',
    title_ar: 'الحجم',
    type: 'override',
    required: true,
    max: 1,
    options: [
      ['Regular', 'عادي', 1],
      ['Large', 'كبير', 1.4],
    ],
  },
  {
    title: 'Add-ons',
    title_ar: 'إضافات',
    type: 'add',
    required: false,
    max: 2,
    options: [
      ['Honey', 'عسل', 3],
      ['Chia seeds', 'بذور الشيا', 3],
      ['Ice cream scoop', 'كرة آيس كريم', 5],
    ],
  },
];

const COFFEE: readonly GroupSeed[] = [
  {
    title: 'Size',
    title_ar: 'الحجم',
    type: 'override',
    required: true,
    max: 1,
    options: [
      ['Regular', 'عادي', 1],
      ['Large', 'كبير', 1.3],
    ],
  },
  {
    title: 'Extras',
    title_ar: 'إضافات',
    type: 'add',
    required: false,
    max: 2,
    options: [
      ['Extra shot', 'جرعة إضافية', 3],
      ['Oat milk', 'حليب الشوفان', 3],
      ['Vanilla syrup', 'شراب الفانيلا', 2],
      ['Saffron', 'زعفران', 4],
    ],
  },
];

const TEMPLATES: Record<AddonKind, readonly GroupSeed[]> = {
  sandwich: SANDWICH,
  grill: GRILL,
  riceDish: RICE_DISH,
  breakfast: BREAKFAST,
  fishPrep: FISH_PREP,
  meatCut: MEAT_CUT,
  cake: CAKE,
  juice: JUICE,
  coffee: COFFEE,
};

/** Rounds AED to the nearest 0.25, the way shops price menu items. */
export function roundQuarter(aed: number): number {
  return Math.round(aed * 4) / 4;
}

/** The add-on groups of one shop product; ids derive from the shop product id. */
export function buildAddonGroups(kind: AddonKind, price: number, shopProductId: string): AddonGroup[] {
  return TEMPLATES[kind].map((group, g) => {
    const options: AddonOption[] = group.options.map(([name, name_ar, amount], o) => ({
      id: `${shopProductId}-g${g + 1}-o${o + 1}`,
      name,
      name_ar,
      amount: group.type === 'override' ? roundQuarter(price * amount) : amount,
    }));
    return {
      id: `${shopProductId}-g${g + 1}`,
      title: group.title,
      title_ar: group.title_ar,
      type: group.type,
      required: group.required,
      max: group.max,
      order: g + 1,
      options,
    };
  });
}
