/**
 * What the shop sells (vendor spec §3 "Product (per shop)", §7 "Products"): its product
 * list, suggestions to add from the catalogue, categories, linking a product at a price,
 * and the one-change-at-a-time `set-info` call. Private products are in
 * products.catalogue.ts, add-ons in products.addons.ts. Changes land on the shared
 * `shopProducts` table, so the storefront prices and shows them at once.
 */
import { CART_LIMITS, MONEY_LIMITS, type EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { fail, ok, read, route } from '../../http.ts';
import { addonHandlers, addonNames } from './products.addons.ts';
import { catalogueEmpty, catalogueHandlers, catalogueNames } from './products.catalogue.ts';
import { asProduct, ownPrivateProducts, ownShopProduct, ownShopProducts, type ShopProductRow } from './products.store.ts';
import { ownShopRecord } from './shop.ts';
import {
  conflict,
  domainScenarios,
  invalid,
  notFound,
  optionalAed,
  optionalBoolean,
  optionalId,
  optionalInt,
  readAed,
  readId,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

const names = [
  'groceryShopProductsList',
  'groceryShopListSuggestedProducts',
  'groceryShopListRelatedCategories',
  'groceryShopLinkProduct',
  'groceryShopSetInfo',
  'groceryShopProduct',
  ...catalogueNames,
  ...addonNames,
] as const satisfies readonly EndpointName[];

function search(f: Fields): string {
  return read.string(f, 'search', { required: false, max: 100 }).trim().toLowerCase();
}

function matches(product: { name: string; name_ar?: string; barcode?: string }, term: string): boolean {
  return !term || product.name.toLowerCase().includes(term) || Boolean(product.name_ar?.includes(term)) || product.barcode === term;
}

function computed(row: ShopProductRow): void {
  row.computedPrice = row.offerPrice > 0 ? row.offerPrice : row.price;
}

const list = staffRoute('groceryShopProductsList', ({ shop, f }) => {
  const term = search(f);
  const category = optionalId(f, 'category');
  const subCategory = optionalId(f, 'subCategory');
  const available = optionalBoolean(f, 'available');
  const hidden = optionalBoolean(f, 'hidden');
  const rows = ownShopProducts(shop)
    .filter(
      (sp) =>
        matches(sp.product, term) &&
        (!category || sp.product.category === category) &&
        (!subCategory || sp.product.subCategory === subCategory),
    )
    .filter((sp) => (available === undefined || sp.isAvailable === available) && (hidden === undefined || Boolean(sp.hidden) === hidden))
    .sort((a, b) => a.product.name.localeCompare(b.product.name));
  return ok(rows.map(withoutShop));
});

/** Catalogue products the shop does not sell yet: public ones and its own private ones. */
const suggested = staffRoute('groceryShopListSuggestedProducts', ({ shop, f }) => {
  const term = search(f);
  const category = optionalId(f, 'category');
  const sold = new Set(ownShopProducts(shop).map((sp) => sp.product.id));
  const fits = (p: { id: string; name: string; name_ar?: string; barcode?: string; category: string }) =>
    !sold.has(p.id) && matches(p, term) && (!category || p.category === category);
  const privateRows = ownPrivateProducts(shop)
    .filter(fits)
    .map((p) => ({ id: p.id, name: p.name, name_ar: p.name_ar, image: p.image, category: p.category, private: true }));
  const publicRows = db()
    .tables.products.filter(fits)
    .map((p) => ({ id: p.id, name: p.name, name_ar: p.name_ar, image: p.image, category: p.category, private: false }));
  return ok([...privateRows, ...publicRows].slice(0, 30));
});

const categories = staffRoute('groceryShopListRelatedCategories', ({ shop }) => {
  const products = ownShopProducts(shop);
  return ok(
    ownShopRecord(shop).mainCategories.map((c) => ({
      id: c.id,
      name: c.name,
      name_ar: c.name_ar,
      image: c.image,
      productCount: products.filter((sp) => sp.product.category === c.id).length,
      subCategories: c.subCategories.map((s) => ({ ...s, productCount: products.filter((sp) => sp.product.subCategory === s.id).length })),
    })),
  );
});

const link = staffRoute('groceryShopLinkProduct', ({ shop, f }) => {
  const id = readId(f, 'product');
  const price = readAed(f, 'price', { min: 0.01, max: MONEY_LIMITS.maxAmountAed });
  const offerPrice = optionalAed(f, 'offerPrice', { max: MONEY_LIMITS.maxAmountAed }) ?? 0;
  if (offerPrice >= price) throw invalid('offerPrice must be lower than price.', 'offer_above_price');
  if (ownShopProducts(shop).some((sp) => sp.product.id === id)) throw conflict('The shop already sells this product.', 'already_linked');
  const own = ownPrivateProducts(shop).find((p) => p.id === id);
  const product = own ? asProduct(own) : db().tables.products.find((p) => p.id === id);
  if (!product) throw notFound('Product');
  const row: ShopProductRow = {
    id: db().nextId('sp'),
    shop,
    product: structuredClone(product),
    price,
    offerPrice,
    computedPrice: price,
    isAvailable: optionalBoolean(f, 'isAvailable') ?? true,
    addons: [],
  };
  computed(row);
  db().tables.shopProducts.push(row);
  db().touch();
  return ok(withoutShop(row), { status: 201 });
});

const ACTIONS = ['hide', 'show', 'price', 'offerPrice', 'isAvailable', 'perOrderQuantity'] as const;

/**
 * Vendor spec §7: `set-info` carries the shop, the product and exactly one change: hide,
 * show, price, offerPrice (with addonsOffer), isAvailable or perOrderQuantity. An
 * offerPrice of 0 removes the offer.
 */
const setInfo = staffRoute('groceryShopSetInfo', ({ shop, f }) => {
  const row = ownShopProduct(shop, readId(f, 'product'));
  const sent = ACTIONS.filter((key) => f[key] !== undefined && f[key] !== null && f[key] !== '');
  const [action] = sent;
  if (sent.length !== 1 || !action) throw invalid(`Send exactly one of ${ACTIONS.join(', ')}.`, 'one_change');
  if (f.addonsOffer !== undefined && action !== 'offerPrice') throw invalid('addonsOffer goes with offerPrice.', 'one_change');
  switch (action) {
    case 'hide':
      row.hidden = read.boolean(f, 'hide');
      break;
    case 'show':
      row.hidden = !read.boolean(f, 'show');
      break;
    case 'price': {
      const price = readAed(f, 'price', { min: 0.01, max: MONEY_LIMITS.maxAmountAed });
      if (row.offerPrice > 0 && row.offerPrice >= price)
        throw invalid('price must stay above the offer price: change or remove the offer first.', 'offer_above_price');
      row.price = price;
      break;
    }
    case 'offerPrice': {
      const offerPrice = readAed(f, 'offerPrice', { max: MONEY_LIMITS.maxAmountAed });
      const addonsOffer = optionalBoolean(f, 'addonsOffer') ?? false;
      if (offerPrice >= row.price) throw invalid('offerPrice must be lower than price.', 'offer_above_price');
      row.offerPrice = offerPrice;
      if (offerPrice > 0 && addonsOffer) row.addonsOffer = true;
      else delete row.addonsOffer;
      break;
    }
    case 'isAvailable':
      row.isAvailable = read.boolean(f, 'isAvailable');
      break;
    case 'perOrderQuantity': {
      // 0 lifts the limit.
      const limit = optionalInt(f, 'perOrderQuantity', 0, CART_LIMITS.maxLineCount) ?? 0;
      if (limit > 0) row.perOrderQuantity = limit;
      else delete row.perOrderQuantity;
      break;
    }
  }
  if (row.hidden === false) delete row.hidden;
  computed(row);
  db().touch();
  return ok(withoutShop(row));
});

const getProduct = staffRoute('groceryShopProduct', ({ shop, f }) => ok(withoutShop(ownShopProduct(shop, readId(f, 'product')))));

export const productsScenarios = domainScenarios({
  names,
  handlers: [list, suggested, categories, link, setInfo, getProduct, ...catalogueHandlers, ...addonHandlers],
  empty: [
    staffRoute('groceryShopProductsList', () => ok([])),
    staffRoute('groceryShopListSuggestedProducts', () => ok([])),
    staffRoute('groceryShopListRelatedCategories', () => ok([])),
    ...catalogueEmpty,
  ],
  cases: {
    setInfoFails: [route('groceryShopSetInfo', () => fail(500, 'The product could not be updated.', 'internal'))],
    /** Every add-on change fails (the dashboard puts the groups back and says so); reads still work. */
    addonsFail: addonNames.map((name) => route(name, () => fail(500, 'The add-ons could not be changed.', 'internal'))),
  },
});
