/**
 * Private products against the mock API (msw/node): listed by category, a kg product created
 * with its first picture (pay_size defaults to 1,000 g), a second picture made primary and
 * deleted, fields edited and cleared, a duplicate barcode and a bad one refused, the product
 * destroyed (off the shop's list too); and malformed answers read without a crash.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { readVendorProducts } from './model.ts';
import {
  deletePrivateProduct,
  deleteProductImage,
  privateProductKeys,
  readImages,
  readPrivateCategories,
  readPrivateProduct,
  readPrivateProducts,
  savePrivateProduct,
  setPrimaryProductImage,
  uploadProductImage,
  type PrivateProductDraft,
  type PrivateProductsContext,
} from './privateProducts.ts';
import { linkProduct } from './suggestions.ts';

useMockServer();

async function context(): Promise<PrivateProductsContext> {
  const { client, shop } = await signedInOwner();
  return { client, shop, mutate: swrTestCache().mutate };
}

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const all = (ctx: PrivateProductsContext) => selectFetcher(ctx.client, readPrivateProducts)(privateProductKeys.products(ctx.shop));

const draft: PrivateProductDraft = {
  name: 'Sidr Honey',
  nameAr: 'عسل سدر',
  barcode: '62912345678',
  brand: 'Hatta Hives',
  brandAr: 'مناحل حتا',
  unit: 'kg',
  size: '',
  sizeAr: '',
  paySize: 250,
  category: 'cat-spices',
  notes: 'Keep dry',
  notesAr: 'يحفظ جافًا',
  description: 'Raw honey from Hatta.',
  descriptionAr: 'عسل خام من حتا.',
  table: '',
};

describe('private products', () => {
  it('lists the private categories with their counts, and one category’s products', async () => {
    const ctx = await context();
    const categories = await selectFetcher(ctx.client, readPrivateCategories)(privateProductKeys.categories(ctx.shop));
    const meals = categories.find((c) => c.id === 'cat-meals');
    expect(meals).toMatchObject({ name: 'Ready Meals', count: 10 });
    const products = await selectFetcher(ctx.client, readPrivateProducts)(privateProductKeys.products(ctx.shop, 'cat-meals'));
    expect(products).toHaveLength(10);
    expect(products.every((p) => p.category === 'cat-meals')).toBe(true);
    const kg = (await all(ctx)).find((p) => p.unit === 'kg');
    expect([250, 500, 1000]).toContain(kg?.paySize);
  });

  it('creates a kg product with a picture, adds a second, makes it primary, deletes it, then edits and destroys the product', async () => {
    const ctx = await context();
    const created = await savePrivateProduct(ctx, { ...draft, image: picture('jar.png') });
    expect(created.error).toBeNull();
    const product = created.data!;
    expect(product).toMatchObject({ name: 'Sidr Honey', nameAr: 'عسل سدر', unit: 'kg', paySize: 250, linked: false });
    expect(product.images).toHaveLength(1);
    expect(product.images[0]?.primary).toBe(true);

    const second = await uploadProductImage(ctx, product.id, picture('comb.png'));
    expect(second.data?.primary).toBe(false);
    expect(await setPrimaryProductImage(ctx, product.id, second.data!.id)).toBeNull();
    let mine = (await all(ctx)).find((p) => p.id === product.id)!;
    expect(mine.images.map((i) => i.primary)).toEqual([false, true]);
    expect(mine.image).toBe(second.data?.url);
    expect(await deleteProductImage(ctx, product.id, second.data!.id)).toBeNull();
    mine = (await all(ctx)).find((p) => p.id === product.id)!;
    expect(mine.images).toEqual([{ ...product.images[0], primary: true }]);

    // An edit sends every field: a cleared one is cleared.
    const edited = await savePrivateProduct(
      ctx,
      { ...draft, nameAr: 'عسل السدر الجبلي', notes: '', notesAr: '', paySize: 500 },
      product.id,
    );
    expect(edited.data).toMatchObject({ nameAr: 'عسل السدر الجبلي', notes: '', paySize: 500 });

    expect(await linkProduct(ctx, { product: product.id, price: 8950, offerPrice: 0 })).toBeNull();
    const listed = await selectFetcher(ctx.client, readVendorProducts)(vendorCatalogueKeys.products(ctx.shop));
    expect(listed.find((p) => p.productId === product.id)).toMatchObject({ price: 8950, nameAr: 'عسل السدر الجبلي' });
    expect((await all(ctx)).find((p) => p.id === product.id)?.linked).toBe(true);

    expect(await deletePrivateProduct(ctx, product.id)).toBeNull();
    expect((await all(ctx)).some((p) => p.id === product.id)).toBe(false);
    const after = await selectFetcher(ctx.client, readVendorProducts)(vendorCatalogueKeys.products(ctx.shop));
    expect(after.some((p) => p.productId === product.id)).toBe(false);
  });

  it('refuses a duplicate barcode, a malformed one, a missing name and an unknown category', async () => {
    const ctx = await context();
    const taken = (await all(ctx))[0]!.barcode;
    const duplicate = await savePrivateProduct(ctx, { ...draft, barcode: taken });
    expect(duplicate.error).toMatchObject({ status: 409, code: 'duplicate_barcode' });
    expect((await savePrivateProduct(ctx, { ...draft, barcode: '12345' })).error).toMatchObject({ status: 422 });
    expect((await savePrivateProduct(ctx, { ...draft, barcode: '', name: ' ' })).error).toMatchObject({ status: 422 });
    expect((await savePrivateProduct(ctx, { ...draft, barcode: '', category: 'cat-nowhere' })).error?.status).toBe(404);
    expect((await savePrivateProduct(ctx, { ...draft, barcode: '', paySize: 20 })).error?.status).toBe(422);
    expect((await deletePrivateProduct(ctx, 'cprod-nope'))?.status).toBe(404);
  });

  it('reads a malformed answer without a crash, and refuses one that is not a list', () => {
    expect(readPrivateProducts([null, { id: 'x' }, { id: 'p1', name: 'Tea', unit: 'litre', pay_size: 300, image: '/a.png' }])).toEqual([
      expect.objectContaining({ id: 'p1', name: 'Tea', unit: 'piece', paySize: 0, image: '/a.png', linked: false }),
    ]);
    expect(readPrivateProduct({ id: 'p2', name: 'Lamb', unit: 'kg', pay_size: 'lots' })?.paySize).toBe(1000);
    expect(readImages([{ id: 'a', url: '/a' }, { id: 'b', url: '/b' }, { url: '/c' }])).toEqual([
      { id: 'a', url: '/a', primary: true },
      { id: 'b', url: '/b', primary: false },
    ]);
    expect(readPrivateCategories([{ id: 'c', count: -2 }, 5])).toEqual([{ id: 'c', name: 'c', nameAr: '', image: '', count: 0 }]);
    expect(() => readPrivateProducts({ products: [] })).toThrow();
    expect(() => readPrivateCategories(null)).toThrow();
  });
});
