/**
 * The cart applies the shop's settings for the delivery address's area (dashboard "Delivery
 * areas", vendor spec §3 "Delivery area"): its minimum order and its fee replace the shop-wide
 * ones; a guest's cart (no address) and an area without settings keep the shop-wide ones.
 */
import type { CheckoutResult } from '@dukkan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../config.ts';
import { db } from '../../db/database.ts';
import { buildShopProduct } from '../../fixtures/customer.ts';
import { useMockServer } from '../../node.ts';
import { call, signIn } from './testing.ts';

useMockServer();

beforeEach(() => {
  db().tables.shopProducts.push({
    ...buildShopProduct({ id: 't-box', price: 40, product: { unit: 'box', pay_size: undefined } }),
    shop: DEMO_SHOP_ID,
  });
});

const box3 = [{ id: 't-box', count: 3, addons: [] }];

/** The demo customer's second address lies in Al Barsha, next to the shop. */
function barshaRule() {
  const address = db().tables.addresses.find((a) => a.id === 'addr-2');
  const area = db().tables.areas.find((a) => a.name === 'Al Barsha');
  const rule = db().tables.deliveryAreas.find((d) => d.shop === DEMO_SHOP_ID && d.area === area?.id);
  if (!address || !rule) throw new Error('the seed has no Al Barsha address or delivery area');
  return rule;
}

function checkout(query: Record<string, string | boolean>, token?: string) {
  return call<CheckoutResult>('groceryCartCheckout', {
    query: { shop: DEMO_SHOP_ID, products: JSON.stringify(box3), ...query },
    ...(token ? { token } : {}),
  });
}

const fee = (result: CheckoutResult) => result.bill.find((f) => f.rule === 'delivery_fee')?.value;

describe("the delivery area's minimum order and fee in the cart", () => {
  it("holds a cart to the area's raised minimum, names it, and refuses the order", async () => {
    const { token } = await signIn();
    expect((await checkout({ address: 'addr-2' }, token)).data.warnings.map((w) => w.code)).not.toContain('below_min_order');
    barshaRule().minOrder = 150.5;
    const { data } = await checkout({ address: 'addr-2' }, token);
    expect(data.warnings.find((w) => w.code === 'below_min_order')).toMatchObject({ minOrder: 150.5 });
    const placed = await call('groceryCartStore', {
      token,
      headers: { 'Idempotency-Key': 'area-min' },
      body: { shop: DEMO_SHOP_ID, products: box3, payment_type: 'cash', address: 'addr-2', useWallet: false, source: 'website' },
    });
    expect(placed.status).toBe(422);
    expect(placed.error?.code).toBe('below_min_order');
  });

  it("charges the area's fee to an address there, and the shop's to a guest and to pickup", async () => {
    const { token } = await signIn();
    barshaRule().deliveryFee = 9.5;
    expect(fee((await checkout({ address: 'addr-2' }, token)).data)).toBe(9.5);
    expect(fee((await checkout({})).data)).toBe(7);
    expect(fee((await checkout({ address: 'addr-2', pickup: true }, token)).data)).toBe(0);
  });

  it("keeps the shop-wide minimum for a guest's cart, which has no address", async () => {
    const { token } = await signIn();
    barshaRule().minOrder = 150;
    const { data } = await checkout({}, token);
    expect(data.warnings.map((w) => w.code)).not.toContain('below_min_order');
  });
});
