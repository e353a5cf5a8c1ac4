/**
 * The shop's private catalogue (vendor spec §3 "Product (catalogue)"): products only this
 * shop sells, created, updated and destroyed by the vendor, and product pictures. An edit
 * of a private product is copied onto the shop's listing of it, so customers see it.
 */
import type { CatalogueProduct, EndpointName, ImageRef } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read, type RouteContext } from '../../http.ts';
import { asProduct, ownPrivateProduct, ownPrivateProducts, ownShopProducts, type PrivateRow } from './products.store.ts';
import { ownShopRecord } from './shop.ts';
import {
  conflict,
  invalid,
  notFound,
  optionalEnum,
  optionalId,
  optionalInt,
  optionalText,
  optionalUpload,
  readEnum,
  readId,
  readText,
  removeRow,
  removeWhere,
  requireUpload,
  staffRoute,
  uploadUrl,
  type Fields,
} from './support/index.ts';

export const catalogueNames = [
  'groceryProductStore',
  'groceryProductDestroy',
  'groceryShopPrivateProductsCategories',
  'groceryShopPrivateProductsProducts',
  'groceryProductUpdate',
  'groceryProductDeleteImage',
  'groceryProductPrimaryImage',
  'groceryProductImage',
] as const satisfies readonly EndpointName[];

const TEXT_FIELDS = {
  name_ar: 120,
  barcode: 20,
  brand: 60,
  brand_ar: 60,
  size: 40,
  size_ar: 40,
  notes: 500,
  notes_ar: 500,
  description: 2000,
  descriptionAr: 2000,
  table: 2000,
} as const;

/** The fields of a private product; a create needs name, unit and category. */
function productFields(shop: string, f: Fields, current?: CatalogueProduct): Partial<CatalogueProduct> {
  const fields: Partial<CatalogueProduct> = {};
  const name = current ? optionalText(f, 'name', 120) : readText(f, 'name', 120);
  if (name) fields.name = name;
  for (const [key, max] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, number][]) {
    const value = optionalText(f, key, max);
    if (value !== undefined) fields[key] = value;
  }
  if (fields.barcode && !/^\d{8,14}$/.test(fields.barcode)) throw invalid('barcode must be 8 to 14 digits.');
  if (fields.barcode && ownPrivateProducts(shop).some((p) => p !== current && p.barcode === fields.barcode))
    throw conflict('Another product has this barcode.', 'duplicate_barcode');
  const unit = current ? optionalEnum(f, 'unit', ['box', 'piece', 'kg'] as const) : readEnum(f, 'unit', ['box', 'piece', 'kg'] as const);
  if (unit) fields.unit = unit;
  // kg products are sold in steps of pay_size grams (customer spec §9).
  const paySize = optionalInt(f, 'pay_size', 50, 5000);
  if (paySize !== undefined) fields.pay_size = paySize;
  const category = current ? optionalId(f, 'category') : readId(f, 'category');
  if (category) {
    if (!ownShopRecord(shop).mainCategories.some((c) => c.id === category)) throw notFound('Category');
    fields.category = category;
  }
  return fields;
}

/** Copy a private product's edit onto the shop's listing of it (other shops never list it). */
function syncListing(shop: string, product: CatalogueProduct): void {
  for (const sp of ownShopProducts(shop)) {
    if (sp.product.id === product.id) sp.product = { ...asProduct(product), ...(sp.product.images ? { images: sp.product.images } : {}) };
  }
}

const store = staffRoute('groceryProductStore', ({ ctx, shop, f }) => {
  const file = optionalUpload(ctx, 'image');
  const product: CatalogueProduct = {
    id: db().nextId('cprod'),
    shop,
    name: '',
    unit: 'piece',
    category: '',
    scope: 'private',
    private: true,
    ...productFields(shop, f),
  };
  if (product.unit === 'kg' && product.pay_size === undefined) product.pay_size = 1000;
  if (file) {
    const url = uploadUrl(shop, file);
    product.image = url;
    (product as PrivateRow).images = [{ id: db().nextId('img'), url, primary: true }];
  }
  db().tables.catalogue.push(product);
  db().touch();
  return ok(product, { status: 201 });
});

const update = staffRoute('groceryProductUpdate', ({ ctx, shop, f }) => {
  const product: PrivateRow = ownPrivateProduct(shop, readId(f));
  const file = optionalUpload(ctx, 'image');
  Object.assign(product, productFields(shop, f, product));
  if (file) {
    // The new picture takes the primary one's place; the others stay.
    const url = uploadUrl(shop, file);
    product.image = url;
    const images = product.images ?? [];
    product.images = images.some((i) => i.primary)
      ? images.map((i) => (i.primary ? { ...i, url } : i))
      : [...images, { id: db().nextId('img'), url, primary: true }];
  }
  syncListing(shop, product);
  db().touch();
  return ok(product);
});

const destroy = staffRoute('groceryProductDestroy', ({ shop, f }) => {
  const product = ownPrivateProduct(shop, readId(f));
  const { tables, touch } = db();
  removeRow(tables.catalogue, product);
  // Nothing may point at a product that no longer exists; placed orders keep their copies.
  removeWhere(tables.shopProducts, (sp) => sp.shop === shop && sp.product.id === product.id);
  for (const filter of tables.filters) filter.products = filter.products.filter((p) => p !== product.id);
  touch();
  return ok({ id: product.id });
});

const privateCategories = staffRoute('groceryShopPrivateProductsCategories', ({ shop }) => {
  const products = ownPrivateProducts(shop);
  return ok(
    ownShopRecord(shop)
      .mainCategories.map((c) => ({
        id: c.id,
        name: c.name,
        name_ar: c.name_ar,
        image: c.image,
        count: products.filter((p) => p.category === c.id).length,
      }))
      .filter((c) => c.count > 0),
  );
});

const privateProducts = staffRoute('groceryShopPrivateProductsProducts', ({ shop, f }) => {
  const category = optionalId(f, 'category');
  const term = read.string(f, 'search', { required: false, max: 100 }).trim().toLowerCase();
  const linked = new Set(ownShopProducts(shop).map((sp) => sp.product.id));
  return ok(
    ownPrivateProducts(shop)
      .filter(
        (p) =>
          (!category || p.category === category) && (!term || p.name.toLowerCase().includes(term) || Boolean(p.name_ar?.includes(term))),
      )
      .map((p) => ({ ...p, linked: linked.has(p.id) })),
  );
});

/**
 * The pictures of a product: the shop's listing holds the gallery; a private product the
 * shop does not list yet keeps its gallery on its catalogue row (carried to the listing when
 * it is linked). A row saved before galleries were kept has its one picture as the gallery.
 */
function imageTarget(shop: string, id: string): { images: ImageRef[]; save: (images: ImageRef[]) => void } {
  const listing = ownShopProducts(shop).find((sp) => sp.id === id || sp.product.id === id);
  const own: PrivateRow | undefined = ownPrivateProducts(shop).find((p) => p.id === (listing?.product.id ?? id));
  if (!listing && !own) throw notFound('Product');
  const save = (images: ImageRef[]): void => {
    const primary = images.find((i) => i.primary)?.url;
    if (listing) {
      listing.product.images = images;
      if (primary) listing.product.image = primary;
      else delete listing.product.image;
    }
    if (own) {
      if (!listing) own.images = images;
      if (primary) own.image = primary;
      else delete own.image;
    }
  };
  if (listing) return { images: [...(listing.product.images ?? [])], save };
  if (own?.images) return { images: [...own.images], save };
  return { images: own?.image ? [{ id: `img-${own.id}`, url: own.image, primary: true }] : [], save };
}

function pickImage(images: ImageRef[], f: Fields): ImageRef {
  const ref = read.string(f, 'image', { max: 1000 });
  const image = images.find((i) => i.id === ref || i.url === ref);
  if (!image) throw notFound('Image');
  return image;
}

function addImage(ctx: RouteContext, shop: string, f: Fields) {
  const file = requireUpload(ctx, 'image');
  const target = imageTarget(shop, readId(f));
  if (target.images.length >= 10) throw conflict('A product has at most 10 pictures.', 'too_many_images');
  const image: ImageRef = { id: db().nextId('img'), url: uploadUrl(shop, file), primary: target.images.length === 0 };
  target.save([...target.images, image]);
  db().touch();
  return ok(image, { status: 201 });
}

const image = staffRoute('groceryProductImage', ({ ctx, shop, f }) => addImage(ctx, shop, f));

const deleteImage = staffRoute('groceryProductDeleteImage', ({ shop, f }) => {
  const target = imageTarget(shop, readId(f));
  const gone = pickImage(target.images, f);
  const images = target.images.filter((i) => i !== gone).map((i) => ({ ...i }));
  const first = images[0];
  if (gone.primary && first) first.primary = true;
  target.save(images);
  db().touch();
  return ok(images);
});

const primaryImage = staffRoute('groceryProductPrimaryImage', ({ shop, f }) => {
  const target = imageTarget(shop, readId(f));
  const chosen = pickImage(target.images, f);
  const images = target.images.map((i) => ({ ...i, primary: i.id === chosen.id }));
  target.save(images);
  db().touch();
  return ok(images);
});

export const catalogueHandlers = [store, update, destroy, privateCategories, privateProducts, image, deleteImage, primaryImage];

export const catalogueEmpty = [
  staffRoute('groceryShopPrivateProductsCategories', () => ok([])),
  staffRoute('groceryShopPrivateProductsProducts', () => ok([])),
];
