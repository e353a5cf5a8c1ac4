/**
 * Product filters against the mock API (msw/node): the platform's filters with the shop's links,
 * a filter made with a picture and edited, linked to products one by one and several at once,
 * the shop unlinked (its products go with it), a filter other shops use refused for delete, and
 * malformed answers read without a crash.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import {
  deleteFilter,
  filterKeys,
  linkFilterProduct,
  linkFilterToShop,
  readFilters,
  saveFilter,
  setProductFilters,
  type FiltersContext,
} from './filters.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { readVendorProducts } from './model.ts';

useMockServer();

async function context(): Promise<FiltersContext> {
  const { client, shop } = await signedInOwner();
  return { client, shop, mutate: swrTestCache().mutate };
}

const list = (ctx: FiltersContext) => selectFetcher(ctx.client, (data) => readFilters(data, ctx.shop))(filterKeys.list(ctx.shop));
const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'organic.png', { type: 'image/png' });

describe('filters', () => {
  it('lists every platform filter in level and priority order, with the ones the shop has linked', async () => {
    const ctx = await context();
    const filters = await list(ctx);
    expect(filters.length).toBeGreaterThan(5);
    expect(filters.some((f) => f.linked)).toBe(true);
    expect(filters.some((f) => !f.linked)).toBe(true);
    const order = filters.map((f) => [f.level, f.priority]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('makes a filter with a picture, edits it, links two products at once and one alone, then deletes it', async () => {
    const ctx = await context();
    const draft = { name: 'Locally grown', nameAr: 'زراعة محلية', rule: 'tag:local', level: 2, priority: 5, enabled: true };
    expect(await saveFilter(ctx, { ...draft, image: picture() })).toBeNull();
    const made = (await list(ctx)).find((f) => f.name === 'Locally grown')!;
    expect(made).toMatchObject({ nameAr: 'زراعة محلية', rule: 'tag:local', level: 2, linked: true, products: [] });
    expect(made.image).not.toBe('');

    expect(await saveFilter(ctx, { ...draft, id: made.id, name: 'Grown in the UAE', enabled: false })).toBeNull();
    expect((await list(ctx)).find((f) => f.id === made.id)).toMatchObject({ name: 'Grown in the UAE', enabled: false });

    const products = await selectFetcher(ctx.client, readVendorProducts)(vendorCatalogueKeys.products(ctx.shop));
    const [a, b] = products.map((p) => p.productId);
    expect(await setProductFilters(ctx, a!, [{ filter: made.id, link: true }])).toBeNull();
    expect(await linkFilterProduct(ctx, made.id, b!, true)).toBeNull();
    expect((await list(ctx)).find((f) => f.id === made.id)?.products.sort()).toEqual([a, b].sort());
    expect(await linkFilterProduct(ctx, made.id, a!, false)).toBeNull();
    expect((await list(ctx)).find((f) => f.id === made.id)?.products).toEqual([b]);

    expect(await deleteFilter(ctx, made.id)).toBeNull();
    expect((await list(ctx)).some((f) => f.id === made.id)).toBe(false);
  });

  it('unlinking the shop unlinks its products; a refused rule and an unknown filter say why', async () => {
    const ctx = await context();
    const linked = (await list(ctx)).find((f) => f.linked && f.products.length > 0)!;
    expect(await linkFilterToShop(ctx, linked.id, false)).toBeNull();
    expect((await list(ctx)).find((f) => f.id === linked.id)).toMatchObject({ linked: false, products: [] });
    expect(await linkFilterToShop(ctx, linked.id, true)).toBeNull();

    const refused = await saveFilter(ctx, { name: 'Bad', nameAr: '', rule: 'no rule here', level: 1, priority: 1, enabled: true });
    expect(refused?.status).toBe(422);
    expect((await deleteFilter(ctx, 'filter-nope'))?.status).toBe(404);
  });

  it('reads a malformed answer without a crash, and refuses one that is not a list', () => {
    expect(readFilters([null, { id: 'f1' }, { id: 'f2', name: 'Organic', level: '2', shops: ['s1'], products: [1, null] }], 's1')).toEqual([
      { id: 'f2', name: 'Organic', nameAr: '', rule: '', level: 2, priority: 100, enabled: true, image: '', linked: true, products: ['1'] },
    ]);
    expect(() => readFilters({ filters: [] }, 's1')).toThrow();
  });
});
