/**
 * Turns the catalogue data rows (seed/catalogue/*.ts) into the shop's categories,
 * products and shop products. Offers, availability and order limits come from the
 * seeded PRNG, so they look organic but are the same on every run.
 */
import type { MainCategory, Product, ShopProduct } from '@dukkan/core';
import type { Prng } from './prng.ts';
import { buildAddonGroups, roundQuarter } from './catalogue/addons.ts';
import { bakery, dairy } from './catalogue/dairy-bakery.ts';
import { fish, meat } from './catalogue/butchery.ts';
import { fruits, vegetables } from './catalogue/fresh.ts';
import { frozen, household } from './catalogue/household.ts';
import { meals } from './catalogue/kitchen.ts';
import { beverages, snacks } from './catalogue/shelves.ts';
import { grains, spices } from './catalogue/staples.ts';
import { ORIGINS, type CategorySeed, type ItemExtra, type ItemSeed, type UnitToken } from './catalogue/types.ts';

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  fruits,
  vegetables,
  meat,
  fish,
  dairy,
  bakery,
  grains,
  spices,
  beverages,
  snacks,
  frozen,
  household,
  meals,
];

/** Where the generated pictures are served: by the mock API server and by Storybook's static dirs. */
export const ASSET_BASE = '/mock-assets/products';

export function categoryImage(key: string): string {
  return `${ASSET_BASE}/cat-${key}.svg`;
}

export interface CatalogueSeed {
  mainCategories: MainCategory[];
  products: Product[];
  shopProducts: (ShopProduct & { shop: string })[];
}

const UNITS: Record<UnitToken, { unit: Product['unit']; paySize?: number }> = {
  kg: { unit: 'kg', paySize: 1000 },
  kg500: { unit: 'kg', paySize: 500 },
  kg250: { unit: 'kg', paySize: 250 },
  pc: { unit: 'piece' },
  box: { unit: 'box' },
};

/** An EAN-13 under the UAE GS1 prefix 629, with a valid check digit. */
function barcode(serial: number): string {
  const body = `629${String(serial).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** One row becomes one product, or one per size variant. */
function expandRow(row: ItemSeed): { en: string; ar: string; price: number; size?: readonly [string, string] }[] {
  const [en, ar, , price, extra] = row;
  if (extra?.variants) {
    return extra.variants.map(([sizeEn, sizeAr, factor]) => ({
      en: `${en} ${sizeEn}`,
      ar: `${ar} ${sizeAr}`,
      price: factor === 1 ? price : roundQuarter(price * factor),
      size: [sizeEn, sizeAr] as const,
    }));
  }
  if (extra?.size) return [{ en: `${en} ${extra.size[0]}`, ar: `${ar} ${extra.size[1]}`, price, size: extra.size }];
  return [{ en, ar, price }];
}

function productNotes(extra: ItemExtra | undefined): Pick<Product, 'notes' | 'notes_ar'> {
  if (!extra?.origin) return {};
  const [en, ar] = ORIGINS[extra.origin];
  return { notes: `Origin: ${en}`, notes_ar: `المنشأ: ${ar}` };
}

export function seedCatalogue(shopId: string, prng: Prng): CatalogueSeed {
  const mainCategories: MainCategory[] = [];
  const products: Product[] = [];
  const shopProducts: (ShopProduct & { shop: string })[] = [];
  let serial = 1000;

  for (const category of CATEGORY_SEEDS) {
    const categoryId = `cat-${category.key}`;
    mainCategories.push({
      id: categoryId,
      name: category.name,
      name_ar: category.name_ar,
      image: categoryImage(category.key),
      subCategories: category.subs.map((sub) => ({ id: `sub-${category.key}-${sub.key}`, name: sub.name, name_ar: sub.name_ar })),
    });
    for (const sub of category.subs) {
      for (const row of sub.items) {
        const [, , unitToken, , extra] = row;
        const { unit, paySize } = UNITS[unitToken];
        for (const variant of expandRow(row)) {
          serial += 1;
          const image = extra?.icon ? `${ASSET_BASE}/${extra.icon}.svg` : categoryImage(category.key);
          const product: Product = {
            id: `p-${serial}`,
            name: variant.en,
            name_ar: variant.ar,
            ...productNotes(extra),
            ...(extra?.brand ? { brand: extra.brand[0], brand_ar: extra.brand[1] } : {}),
            ...(variant.size ? { size: variant.size[0], size_ar: variant.size[1], barcode: barcode(serial) } : {}),
            unit,
            ...(paySize ? { pay_size: paySize } : {}),
            image,
            images: [{ id: `img-p-${serial}`, url: image, primary: true }],
            category: categoryId,
            subCategory: `sub-${category.key}-${sub.key}`,
          };
          products.push(product);
          shopProducts.push(shopProductFor(shopId, product, variant.price, extra, prng));
        }
      }
    }
  }
  return { mainCategories, products, shopProducts };
}

const OFFER_FACTORS = [0.75, 0.8, 0.85, 0.9] as const;

function shopProductFor(
  shopId: string,
  product: Product,
  price: number,
  extra: ItemExtra | undefined,
  prng: Prng,
): ShopProduct & { shop: string } {
  const id = `sp-${product.id.slice(2)}`;
  // About one product in five is on offer (customer spec §9: an offer applies when offerPrice > 0).
  let offerPrice = prng.chance(0.2) ? roundQuarter(price * prng.pick(OFFER_FACTORS)) : 0;
  if (offerPrice >= price) offerPrice = 0;
  const addons = extra?.addons ? buildAddonGroups(extra.addons, price, id) : [];
  const hasOverride = addons.some((group) => group.type === 'override');
  return {
    id,
    shop: shopId,
    product,
    price,
    offerPrice,
    computedPrice: offerPrice > 0 ? offerPrice : price,
    isAvailable: !prng.chance(0.06),
    ...(prng.chance(0.02) ? { hidden: true } : {}),
    ...(offerPrice > 0 && prng.chance(0.4) ? { perOrderQuantity: 6 } : {}),
    addons,
    // A size chosen on an offered item keeps the offer (otherwise "Small" would cost more than the shown price).
    ...(offerPrice > 0 && hasOverride ? { addonsOffer: true } : {}),
  };
}
