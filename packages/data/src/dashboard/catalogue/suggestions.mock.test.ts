/**
 * "Add products" against the mock API (msw/node): the shop's private products come first, a
 * search by Arabic name or barcode and a category narrow the list, linking at a price (with an
 * offer) moves the product from the suggestions to the shop's list with exact fils, and the
 * refusals (`offer_above_price`, `already_linked`) come back as they are.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { readVendorProducts } from './model.ts';
import { linkProduct, readSuggestions, suggestionKeys, type LinkContext } from './suggestions.ts';

useMockServer();

async function context(): Promise<LinkContext> {
  const { client, shop } = await signedInOwner();
  return { client, shop, mutate: swrTestCache().mutate };
}

const suggest = (ctx: LinkContext, search = '', category: string | null = null) =>
  selectFetcher(ctx.client, readSuggestions)(suggestionKeys.list(ctx.shop, search, category));

describe('suggestions', () => {
  it('suggests private products first, then the catalogue; searches either name or a barcode; narrows to a category', async () => {
    const ctx = await context();
    const rows = await suggest(ctx);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.private).toBe(true);
    const byArabic = await suggest(ctx, 'هريس');
    expect(byArabic.map((r) => r.name)).toEqual(['Harees']);
    const byBarcode = await suggest(ctx, '200100100001');
    expect(byBarcode.map((r) => r.name)).toEqual(['Chicken Machboos']);
    const bakery = await suggest(ctx, '', 'cat-bakery');
    expect(bakery.length).toBeGreaterThan(0);
    expect(bakery.every((r) => r.category === 'cat-bakery')).toBe(true);
  });

  it('links a product at a price with an offer, exactly, and it leaves the suggestions', async () => {
    const ctx = await context();
    const [harees] = await suggest(ctx, 'harees');
    expect(await linkProduct(ctx, { product: harees!.id, price: 2475, offerPrice: 1999 })).toBeNull();
    const listed = await selectFetcher(ctx.client, readVendorProducts)(vendorCatalogueKeys.products(ctx.shop));
    expect(listed.find((p) => p.productId === harees!.id)).toMatchObject({ price: 2475, offerPrice: 1999, isAvailable: true });
    expect(await suggest(ctx, 'harees')).toEqual([]);
    expect(await linkProduct(ctx, { product: harees!.id, price: 2475, offerPrice: 0 })).toMatchObject({
      status: 409,
      code: 'already_linked',
    });
  });

  it('refuses an offer at or above the price', async () => {
    const ctx = await context();
    const [balaleet] = await suggest(ctx, 'balaleet');
    expect(await linkProduct(ctx, { product: balaleet!.id, price: 1500, offerPrice: 1500 })).toMatchObject({
      status: 422,
      code: 'offer_above_price',
    });
  });

  it('reads a malformed answer without a crash, and refuses one that is not a list', () => {
    expect(readSuggestions([null, { id: 'a' }, { id: 7, name: ' Tea ', private: 'yes' }])).toEqual([
      { id: '7', name: 'Tea', nameAr: '', image: '', category: '', private: false },
    ]);
    expect(() => readSuggestions({ data: [] })).toThrow();
  });
});
