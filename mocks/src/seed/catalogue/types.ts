/**
 * The compact shape the catalogue data files are written in. One row per product:
 * `[English name, Arabic name, unit, price in AED, extras]`. `seed/catalogue.ts` turns
 * rows into `Product` and `ShopProduct` records.
 */

/**
 * Unit of sale. `kg` rows are priced per kilogram and sold in steps of `pay_size` grams:
 * `kg` = 1000 g steps, `kg500` = 500 g, `kg250` = 250 g (customer spec §9).
 */
export type UnitToken = 'kg' | 'kg500' | 'kg250' | 'pc' | 'box';

/** The add-on templates of `addons.ts` (size choices, extras, preparation). */
export type AddonKind = 'sandwich' | 'grill' | 'riceDish' | 'breakfast' | 'fishPrep' | 'meatCut' | 'cake' | 'juice' | 'coffee';

/** Product-type pictures under mocks/assets/products; a row without one uses its category's. */
export type IconKey =
  | 'dates'
  | 'citrus'
  | 'berries'
  | 'leafy'
  | 'chicken'
  | 'cheese'
  | 'eggs'
  | 'bread'
  | 'coffee'
  | 'water'
  | 'sandwich'
  | 'grill'
  | 'icecream';

export type OriginKey =
  | 'UAE'
  | 'India'
  | 'Egypt'
  | 'Jordan'
  | 'Lebanon'
  | 'Oman'
  | 'Saudi'
  | 'Pakistan'
  | 'Philippines'
  | 'Kenya'
  | 'Ecuador'
  | 'Peru'
  | 'Spain'
  | 'Turkey'
  | 'Netherlands'
  | 'SouthAfrica'
  | 'Australia'
  | 'NewZealand'
  | 'France'
  | 'Italy'
  | 'China'
  | 'Vietnam'
  | 'Thailand'
  | 'CostaRica'
  | 'Iran'
  | 'Brazil'
  | 'Norway'
  | 'SriLanka';

export interface ItemExtra {
  brand?: readonly [string, string];
  /** Pack size shown beside the name, e.g. `['400 g', '٤٠٠ غ']`. */
  size?: readonly [string, string];
  /**
   * Size variants of a packaged product: one product per entry, named `<name> <size>`,
   * priced `price × factor` (rounded to 0.25 AED).
   */
  variants?: readonly (readonly [string, string, number])[];
  origin?: OriginKey;
  icon?: IconKey;
  addons?: AddonKind;
}

export type ItemSeed = readonly [en: string, ar: string, unit: UnitToken, price: number, extra?: ItemExtra];

export interface SubSeed {
  key: string;
  name: string;
  name_ar: string;
  items: readonly ItemSeed[];
}

export interface CategorySeed {
  key: string;
  name: string;
  name_ar: string;
  subs: readonly SubSeed[];
}

/** Country names for the "Origin" note of fresh produce. */
export const ORIGINS: Record<OriginKey, readonly [string, string]> = {
  UAE: ['UAE', 'الإمارات'],
  India: ['India', 'الهند'],
  Egypt: ['Egypt', 'مصر'],
  Jordan: ['Jordan', 'الأردن'],
  Lebanon: ['Lebanon', 'لبنان'],
  Oman: ['Oman', 'عُمان'],
  Saudi: ['Saudi Arabia', 'السعودية'],
  Pakistan: ['Pakistan', 'باكستان'],
  Philippines: ['Philippines', 'الفلبين'],
  Kenya: ['Kenya', 'كينيا'],
  Ecuador: ['Ecuador', 'الإكوادور'],
  Peru: ['Peru', 'بيرو'],
  Spain: ['Spain', 'إسبانيا'],
  Turkey: ['Turkey', 'تركيا'],
  Netherlands: ['Netherlands', 'هولندا'],
  SouthAfrica: ['South Africa', 'جنوب أفريقيا'],
  Australia: ['Australia', 'أستراليا'],
  NewZealand: ['New Zealand', 'نيوزيلندا'],
  France: ['France', 'فرنسا'],
  Italy: ['Italy', 'إيطاليا'],
  China: ['China', 'الصين'],
  Vietnam: ['Vietnam', 'فيتنام'],
  Thailand: ['Thailand', 'تايلاند'],
  CostaRica: ['Costa Rica', 'كوستاريكا'],
  Iran: ['Iran', 'إيران'],
  Brazil: ['Brazil', 'البرازيل'],
  Norway: ['Norway', 'النرويج'],
  SriLanka: ['Sri Lanka', 'سريلانكا'],
};
