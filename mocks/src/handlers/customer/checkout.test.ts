import type { CheckoutResult } from '@dukkan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../config.ts';
import { db } from '../../db/database.ts';
import { buildAddonGroup, buildShopProduct } from '../../fixtures/customer.ts';
import { useMockServer } from '../../node.ts';
import { INVALID_TOKEN_MARKER } from '../../session.ts';
import { call, signIn } from './testing.ts';

useMockServer();

/** Products with known prices, added to the seeded shop for each test. */
beforeEach(() => {
  const extras = buildAddonGroup({
    id: 't-extras',
    type: 'add',
    required: false,
    max: 2,
    order: 2,
    options: [
      { id: 't-cheese', name: 'Extra cheese', amount: 3 },
      { id: 't-garlic', name: 'Garlic sauce', amount: 1.5 },
    ],
  });
  db().tables.shopProducts.push(
    { ...buildShopProduct({ id: 't-hammour', price: 78, product: { unit: 'kg', pay_size: 500 } }), shop: DEMO_SHOP_ID },
    {
      ...buildShopProduct({
        id: 't-shawarma',
        price: 9,
        addons: [buildAddonGroup({ id: 't-size' }), extras],
        product: { unit: 'piece', pay_size: undefined },
      }),
      shop: DEMO_SHOP_ID,
    },
    {
      ...buildShopProduct({ id: 't-gone', price: 16, isAvailable: false, product: { unit: 'box', pay_size: undefined } }),
      shop: DEMO_SHOP_ID,
    },
  );
});

const hammour3 = { id: 't-hammour', count: 3, addons: [] };
const shawarmaLarge2 = {
  id: 't-shawarma',
  count: 2,
  addons: [
    { id: 't-size', options: ['t-size-large'] },
    { id: 't-extras', options: ['t-cheese', 't-garlic'] },
  ],
};

function checkout(query: Record<string, string | boolean>, products: unknown[], token?: string) {
  return call<CheckoutResult>('groceryCartCheckout', {
    query: { shop: DEMO_SHOP_ID, products: JSON.stringify(products), ...query },
    ...(token ? { token } : {}),
  });
}

function bill(result: CheckoutResult): Record<string, number> {
  return Object.fromEntries(result.bill.map((f) => [f.rule, f.value]));
}

describe('checkout pricing on the server', () => {
  it('prices kg steps and add-ons, and adds the shop delivery fee for a guest', async () => {
    const { status, data } = await checkout({}, [hammour3, shawarmaLarge2]);
    expect(status).toBe(200);
    expect(data.lines).toEqual([
      { id: 't-hammour', count: 3, price: 117, unitPrice: 39, available: true },
      { id: 't-shawarma', count: 2, price: 39.5, unitPrice: 19.75, available: true },
    ]);
    expect(bill(data)).toEqual({ subtotal: 156.5, delivery_fee: 7, discount: 0, wallet: 0, total_amount: 163.5 });
  });

  it("treats the apps' initial invalid-token marker as a guest, and any other bad token as 401", async () => {
    expect((await checkout({}, [hammour3], INVALID_TOKEN_MARKER)).status).toBe(200);
    expect((await checkout({}, [hammour3], 'at.expired-or-forged')).status).toBe(401);
  });

  it('leaves the delivery fee out for pickup', async () => {
    const { data } = await checkout({ pickup: true }, [hammour3]);
    expect(bill(data)).toMatchObject({ subtotal: 117, delivery_fee: 0, total_amount: 117 });
  });

  it('caps WELCOME10 at 20 AED and pays the rest from the wallet', async () => {
    const session = await signIn();
    const { data } = await checkout(
      { promotion: 'WELCOME10', useWallet: true, address: 'addr-1' },
      [{ ...hammour3, count: 8 }],
      session.token,
    );
    expect(bill(data)).toEqual({ subtotal: 312, delivery_fee: 7, discount: 20, wallet: 35.5, total_amount: 263.5 });
    expect(data.promotion?.code).toBe('WELCOME10');
    expect(data.walletBalance).toBe(35.5);
  });

  it('gives 10% under the cap, and charges more to deliver to Sharjah', async () => {
    const session = await signIn();
    const { data } = await checkout({ promotion: 'WELCOME10', useWallet: false, address: 'addr-3' }, [hammour3], session.token);
    expect(bill(data)).toEqual({ subtotal: 117, delivery_fee: 17, discount: 11.7, wallet: 0, total_amount: 122.3 });
  });

  it('flags unavailable lines and leaves them out of the subtotal', async () => {
    const { data } = await checkout({}, [hammour3, { id: 't-gone', count: 1, addons: [] }]);
    expect(data.lines[1]).toMatchObject({ id: 't-gone', available: false });
    expect(bill(data).subtotal).toBe(117);
    expect(data.warnings.map((w) => w.code)).toContain('unavailable');
  });

  it('answers 422 for an unknown product', async () => {
    const answer = await checkout({}, [{ id: 'sp-does-not-exist', count: 1, addons: [] }]);
    expect(answer.status).toBe(422);
    expect(answer.error?.code).toBe('unknown_product');
  });

  it('warns about a promotion that does not apply while estimating, and refuses it otherwise', async () => {
    const small = [{ id: 't-shawarma', count: 1, addons: [{ id: 't-size', options: ['t-size-small'] }] }];
    const estimate = await checkout({ promotion: 'SAVE5', estiamtePromotion: true }, small);
    expect(estimate.data.warnings.map((w) => w.code)).toContain('promotion_not_applicable');
    expect(bill(estimate.data).discount).toBe(0);
    const strict = await checkout({ promotion: 'SAVE5', estiamtePromotion: false }, small);
    expect(strict.status).toBe(422);
  });
});
