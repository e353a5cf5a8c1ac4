/**
 * Add-on groups of a product (vendor spec §3 "Addon group", §7 addons/*) against the mock API
 * (msw/node): money in fils both ways, the call a save picks, reorder listing every group once,
 * and a refused change put back in the cache.
 */
import { http, HttpResponse } from 'msw';
import { unstable_serialize, type ScopedMutator } from 'swr';
import { initCache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import {
  addonGroupFields,
  priceOnlyChanges,
  readVendorAddonProduct,
  type AddonGroupDraft,
  type VendorAddonProduct,
} from './addons.model.ts';
import { deleteAddonGroup, moveItem, reorderAddonGroups, saveAddonGroup, type AddonsContext } from './addons.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';

const server = useMockServer();

/** Seeded Chicken Shawarma Sandwich of the demo shop: Size (override) then Extras (add). */
const SHAWARMA = 'sp-1320';

async function setUp() {
  const { client, shop } = await signedInOwner();
  const store = new Map<string, { data?: unknown }>();
  const [, mutate] = initCache(store) as unknown as [unknown, ScopedMutator];
  const key = vendorCatalogueKeys.product(shop, SHAWARMA);
  const load = () => selectFetcher(client, readVendorAddonProduct)(key);
  await mutate(key, await load(), { revalidate: false });
  const ctx: AddonsContext = { api: client.api, mutate, shop, product: SHAWARMA };
  const cached = () => store.get(unstable_serialize(key))?.data as VendorAddonProduct;
  return { client, shop, ctx, load, cached };
}

const draftOf = (group: VendorAddonProduct['groups'][number]): AddonGroupDraft => {
  const { id: _id, order: _order, ...draft } = group;
  return structuredClone(draft);
};

describe('add-on groups: reading and bodies', () => {
  it('reads the groups in their order with option prices in fils', () => {
    const read = readVendorAddonProduct({
      id: 'sp-1',
      price: 12.5,
      product: { id: 'p-1', name: 'Karak' },
      addons: [
        {
          id: 'b',
          title: 'Extras',
          type: 'add',
          required: false,
          max: 2,
          order: 2,
          options: [{ id: 'o2', name: 'Saffron', amount: 4.05 }],
        },
        {
          id: 'a',
          title: 'Size',
          title_ar: 'الحجم',
          type: 'override',
          required: true,
          max: 1,
          order: 1,
          options: [{ id: 'o1', name: 'Large', amount: 0.1 }],
        },
        { id: 'c', title: 'Broken', options: [{ id: 'x', name: 'No price' }] },
      ],
    });
    expect(read.product.price).toBe(1250);
    expect(read.groups.map((g) => g.id)).toEqual(['c', 'a', 'b']);
    expect(read.groups[1]).toMatchObject({ titleAr: 'الحجم', type: 'override', required: true, options: [{ id: 'o1', amount: 10 }] });
    expect(read.groups[2]?.options[0]?.amount).toBe(405);
    // An option without a price is dropped, not shown as free.
    expect(read.groups[0]?.options).toEqual([]);
    expect(() => readVendorAddonProduct({ addons: [] })).toThrow();
  });

  it('sends money as AED decimals, exactly, and keeps option ids', () => {
    const fields = addonGroupFields({
      title: ' Size ',
      titleAr: 'الحجم',
      type: 'override',
      required: true,
      max: 1,
      options: [
        { id: 'o1', name: 'Small', nameAr: '', amount: 1995 },
        { id: '', name: 'Large', nameAr: 'كبير', amount: 7 },
      ],
    });
    expect(fields).toEqual({
      title: 'Size',
      title_ar: 'الحجم',
      type: 'override',
      required: true,
      max: 1,
      options: [
        { id: 'o1', name: 'Small', amount: 19.95 },
        { name: 'Large', name_ar: 'كبير', amount: 0.07 },
      ],
    });
  });

  it('treats a save that only changes prices as an edit-prices call', () => {
    const group = {
      id: 'g',
      order: 1,
      title: 'Size',
      titleAr: '',
      type: 'add' as const,
      required: false,
      max: 2,
      options: [
        { id: 'o1', name: 'A', nameAr: '', amount: 100 },
        { id: 'o2', name: 'B', nameAr: '', amount: 200 },
      ],
    };
    const draft = draftOf(group);
    expect(priceOnlyChanges(group, draft)).toEqual([]);
    draft.options[1]!.amount = 250;
    expect(priceOnlyChanges(group, draft)).toEqual([{ option: 'o2', amount: 250 }]);
    expect(priceOnlyChanges(group, { ...draft, max: 1 })).toBeNull();
    expect(priceOnlyChanges(group, { ...draft, options: [...draft.options].reverse() })).toBeNull();
  });

  it('moves one item in a list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});

describe('add-on groups against the mock API', () => {
  it('changes an option price with one edit-prices call', async () => {
    const { ctx, cached, load } = await setUp();
    const [size] = cached().groups;
    expect(size?.title).toBe('Size');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    const draft = draftOf(size!);
    draft.options[2]!.amount = 1625;
    expect(await saveAddonGroup(ctx, size!, draft)).toBeNull();
    server.events.removeAllListeners();
    expect(calls).toEqual(['/api/v1/grocery/shop/addons/edit-prices']);
    expect((await load()).groups[0]?.options[2]?.amount).toBe(1625);
    expect(cached().groups[0]?.options[2]?.amount).toBe(1625);
  });

  it('adds a group with its options, updates it, and deletes it', async () => {
    const { ctx, cached, load } = await setUp();
    const draft: AddonGroupDraft = {
      title: 'Bread',
      titleAr: 'الخبز',
      type: 'add',
      required: true,
      max: 1,
      options: [
        { id: '', name: 'Saj', nameAr: 'صاج', amount: 0 },
        { id: '', name: 'Samoon', nameAr: 'صمون', amount: 150 },
      ],
    };
    expect(await saveAddonGroup(ctx, null, draft)).toBeNull();
    const added = cached().groups.at(-1)!;
    expect(added).toMatchObject({
      title: 'Bread',
      titleAr: 'الخبز',
      order: 3,
      options: [{ name: 'Saj' }, { name: 'Samoon', amount: 150 }],
    });
    expect(added.id).not.toBe('');

    const next = { ...draftOf(added), title: 'Bread choice', max: 2 };
    expect(await saveAddonGroup(ctx, added, next)).toBeNull();
    const server1 = (await load()).groups.find((g) => g.id === added.id);
    expect(server1).toMatchObject({ title: 'Bread choice', max: 2 });
    // Existing options keep their ids through an update.
    expect(server1?.options.map((o) => o.id)).toEqual(added.options.map((o) => o.id));

    expect(await deleteAddonGroup(ctx, added.id)).toBeNull();
    expect((await load()).groups.map((g) => g.title)).toEqual(['Size', 'Extras']);
    expect(cached().groups.map((g) => g.title)).toEqual(['Size', 'Extras']);
  });

  it('reorders by listing every group once, and the storefront reads the new order', async () => {
    const { ctx, cached, load, client, shop } = await setUp();
    const ids = cached().groups.map((g) => g.id);
    expect(await reorderAddonGroups(ctx, [...ids].reverse())).toBeNull();
    expect((await load()).groups.map((g) => g.title)).toEqual(['Extras', 'Size']);
    const listing = await client.api.shopProducts({ params: { id: shop }, query: { category: 'cat-meals' } });
    const wire = listing.data?.categories[0]?.gproducts.find((p) => p.id === SHAWARMA);
    expect([...(wire?.addons ?? [])].sort((a, b) => a.order - b.order).map((g) => g.title)).toEqual(['Extras', 'Size']);
  });

  it('shows a reorder at once and puts the old order back when the server refuses it', async () => {
    const { ctx, cached, load } = await setUp();
    const ids = cached().groups.map((g) => g.id);
    let during: string[] = [];
    server.use(
      http.post('*/api/v1/grocery/shop/addons/reorder', () => {
        during = cached().groups.map((g) => g.id);
        return HttpResponse.json({ data: null, error: { status: 500, message: 'Server error' } }, { status: 500 });
      }),
    );
    const error = await reorderAddonGroups(ctx, [...ids].reverse());
    expect(error?.status).toBe(500);
    expect(during).toEqual([...ids].reverse());
    expect(cached().groups.map((g) => g.id)).toEqual(ids);
    expect((await load()).groups.map((g) => g.id)).toEqual(ids);
  });

  it('puts an edit back when the server refuses it (an override group allows one choice)', async () => {
    const { ctx, cached } = await setUp();
    const size = cached().groups[0]!;
    const error = await saveAddonGroup(ctx, size, { ...draftOf(size), max: 2 });
    expect(error?.status).toBe(422);
    expect(cached().groups[0]).toEqual(size);
  });
});
