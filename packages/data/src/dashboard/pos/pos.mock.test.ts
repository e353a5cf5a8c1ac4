/**
 * The point of sale against the mock API (msw/node), signed in as the demo cashier: a scanned
 * and a weighed product rung up as a dine-in sale at table 4, charged once however often it is
 * pressed, refusals that place nothing, and answers the done step cannot trust.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../mocks/src/config.ts';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { readVendorProducts, type VendorProduct } from '../catalogue/model.ts';
import { vendorCatalogueKeys } from '../catalogue/keys.ts';
import { readOrderDetail } from '../orders/read.ts';
import { ordersKeys } from '../orders/keys.ts';
import { signedInStaff, swrTestCache } from '../shared/staffSession.testing.ts';
import { createPosCharger, readPosReceipt, type PosContext, type PosSale } from './place.ts';
import { createPosTicketStore, posEstimateFils, productByBarcode } from './ticket.ts';

const server = useMockServer();

async function setUp() {
  const { client, shop } = await signedInStaff(demoAccounts.cashier);
  const { mutate } = swrTestCache();
  const ctx: PosContext = { client, shop, mutate };
  const products = await selectFetcher(client, readVendorProducts)(vendorCatalogueKeys.products(shop));
  return { ctx, products };
}

const sellable = (products: VendorProduct[], pick: (p: VendorProduct) => boolean) => products.find((p) => p.isAvailable && pick(p))!;

function sale(store: ReturnType<typeof createPosTicketStore>): PosSale {
  const { saleKey, lines, fulfilment, table, payment, customerName, customerPhone, notes } = store.state;
  return { saleKey, lines, fulfilment, table, payment, customerName, customerPhone, notes };
}

describe('a counter sale', () => {
  it('rings up a scanned product and a weighed one, dine-in at table 4, and the server prices it', async () => {
    const { ctx, products } = await setUp();
    const boxed = sellable(products, (p) => p.barcode !== '' && p.unit !== 'kg' && p.offerPrice === 0);
    const weighed = sellable(products, (p) => p.unit === 'kg' && p.paySize === 500);
    const store = createPosTicketStore();
    store.forShop(ctx.shop);
    store.add(productByBarcode(products, boxed.barcode)!);
    store.add(
      productByBarcode(
        products,
        boxed.barcode.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
      )!,
    );
    store.add(weighed);
    store.set('fulfilment', 'dineIn');
    store.set('table', '٤');
    store.set('notes', 'No onions');
    store.set('customerPhone', '٠٥٠١٢٣٤٥٦٧');
    expect(store.state.lines.map((l) => l.count)).toEqual([2, 1]);

    const charger = createPosCharger();
    const result = await charger.charge(ctx, sale(store));
    expect(result.error).toBeNull();
    const receipt = result.data!;
    expect(receipt).toMatchObject({ number: expect.stringMatching(/^DK-\d+$/), dineIn: true, table: '4', payment: 'cash' });
    expect(receipt.totalFils).toBe(posEstimateFils(store.state.lines));

    const order = await selectFetcher(ctx.client, readOrderDetail)(ordersKeys.order(ctx.shop, receipt.orderId));
    expect(order).toMatchObject({ source: 'pos', dineIn: true, pickup: true, paid: true, cart_notes: 'Table 4 — No onions' });
    expect(order.customerPhone).toBe('+971501234567');
    expect(order.products.map((l) => l.count)).toEqual([2, 1]);
    // A dine-in sale goes to the kitchen's live board.
    const board = await ctx.client.call('broadcastOrders', { query: { shop: ctx.shop, archive: false, page: 1, limit: 100 } });
    expect(JSON.stringify(board.data)).toContain(receipt.orderId);
  });

  it('charges once: a second press in flight and a press after the sale answer the same order', async () => {
    const { ctx, products } = await setUp();
    const store = createPosTicketStore();
    store.forShop(ctx.shop);
    store.add(sellable(products, (p) => p.unit === 'piece'));
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/pos/cart/store')) posts += 1;
    });
    const charger = createPosCharger();
    const [first, second] = await Promise.all([charger.charge(ctx, sale(store)), charger.charge(ctx, sale(store))]);
    const third = await charger.charge(ctx, sale(store));
    expect(posts).toBe(1);
    expect(second.data?.orderId).toBe(first.data?.orderId);
    expect(third.data?.orderId).toBe(first.data?.orderId);
    server.events.removeAllListeners();

    // A lost answer retried by another charger (a reload) still gets the first order: same key.
    const other = await createPosCharger().charge(ctx, sale(store));
    expect(other.data?.orderId).toBe(first.data?.orderId);

    // The next sale is a new key and a new order.
    store.placed(first.data!);
    store.clear();
    store.add(sellable(products, (p) => p.unit === 'piece'));
    const next = await charger.charge(ctx, sale(store));
    expect(next.data?.orderId).not.toBe(first.data?.orderId);
  });

  it('passes a refused product (409) and a network failure on, placing nothing and keeping the ticket', async () => {
    const { ctx, products } = await setUp();
    const store = createPosTicketStore();
    store.forShop(ctx.shop);
    store.add(products.find((p) => !p.isAvailable)!);
    const refused = await createPosCharger().charge(ctx, sale(store));
    expect(refused.error).toMatchObject({ status: 409, code: 'product_unavailable' });
    expect(store.state.lines).toHaveLength(1);

    server.use(http.post('*/api/v1/pos/cart/store', () => HttpResponse.error()));
    const offline = await createPosCharger().charge(ctx, sale(store));
    expect(offline.error?.kind).toBe('network');
  });

  it('refuses a phone number that is not one', async () => {
    const { ctx, products } = await setUp();
    const store = createPosTicketStore();
    store.forShop(ctx.shop);
    store.add(sellable(products, (p) => p.unit === 'piece'));
    store.set('customerPhone', '12');
    const result = await createPosCharger().charge(ctx, sale(store));
    expect(result.error).toMatchObject({ status: 422, code: 'invalid_phone' });
  });

  it('does not trust an answer without a number or a priced total', async () => {
    const { ctx, products } = await setUp();
    const store = createPosTicketStore();
    store.forShop(ctx.shop);
    store.add(sellable(products, (p) => p.unit === 'piece'));
    server.use(http.post('*/api/v1/pos/cart/store', () => HttpResponse.json({ data: { id: 'ord-x', status: 'accepted' } })));
    const result = await createPosCharger().charge(ctx, sale(store));
    expect(result.error?.code).toBe('invalid_answer');
    expect(() => readPosReceipt(null, { table: '', payment: 'cash' })).toThrow();
    expect(() =>
      readPosReceipt(
        { id: 'o', number: 'DK-1', status: 'accepted', createdAt: '2026-01-01T00:00:00Z', bill: [{ rule: 'subtotal', value: 1 }] },
        { table: '', payment: 'cash' },
      ),
    ).toThrow();
    const ok = readPosReceipt(
      {
        id: 7,
        number: 'DK-7',
        status: 'accepted',
        createdAt: '2026-01-01T00:00:00Z',
        dineIn: true,
        payment_type: 'bitcoin',
        bill: [{ rule: 'total_amount', value: 12.5 }],
      },
      { table: ' ١٢ ', payment: 'card' },
    );
    expect(ok).toEqual({ orderId: '7', number: 'DK-7', totalFils: 1250, payment: 'card', dineIn: true, table: '12' });
  });
});
