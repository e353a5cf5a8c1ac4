import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, demoAccounts } from '../config.ts';
import { billValue } from '../handlers/customer/pricing.ts';
import { seedCustomerTables } from './customer.ts';

const tables = seedCustomerTables(DEMO_SHOP_ID);
const shop = tables.shops[0];

describe('the customer seed', () => {
  it('has at least 10 main categories, each with sub-categories', () => {
    expect(shop?.mainCategories.length).toBeGreaterThanOrEqual(10);
    for (const category of shop?.mainCategories ?? []) {
      expect(category.subCategories.length, category.name).toBeGreaterThanOrEqual(2);
      expect(category.name_ar).toBeTruthy();
    }
  });

  it('has at least 300 products, each named in English and Arabic', () => {
    expect(tables.products.length).toBeGreaterThanOrEqual(320);
    for (const product of tables.products) {
      expect(product.name.trim(), product.id).not.toBe('');
      expect(product.name_ar?.trim(), product.id).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(tables.products.map((p) => p.name)).size).toBe(tables.products.length);
  });

  it('mixes units, with kg items sold in 250, 500 and 1000 g steps', () => {
    const units = new Set(tables.products.map((p) => p.unit));
    expect([...units].sort()).toEqual(['box', 'kg', 'piece']);
    const paySizes = new Set(tables.products.filter((p) => p.unit === 'kg').map((p) => p.pay_size));
    expect([...paySizes].sort()).toEqual([1000, 250, 500]);
  });

  it('prices every shop product sensibly: 2 decimals, offers below price, computedPrice as the spec says', () => {
    const offers = tables.shopProducts.filter((sp) => sp.offerPrice > 0);
    expect(offers.length / tables.shopProducts.length).toBeGreaterThan(0.12);
    expect(offers.length / tables.shopProducts.length).toBeLessThan(0.3);
    for (const sp of tables.shopProducts) {
      expect(Math.round(sp.price * 100) / 100, sp.id).toBe(sp.price);
      expect(sp.computedPrice).toBe(sp.offerPrice > 0 ? sp.offerPrice : sp.price);
      if (sp.offerPrice > 0) expect(sp.offerPrice).toBeLessThan(sp.price);
    }
    expect(tables.shopProducts.some((sp) => !sp.isAvailable)).toBe(true);
    expect(tables.shopProducts.some((sp) => sp.hidden)).toBe(true);
  });

  it('has at least 15 products with add-ons, covering override and add groups, required and optional', () => {
    const withAddons = tables.shopProducts.filter((sp) => sp.addons.length > 0);
    expect(withAddons.length).toBeGreaterThanOrEqual(15);
    const groups = withAddons.flatMap((sp) => sp.addons);
    expect(groups.some((g) => g.type === 'override' && g.required)).toBe(true);
    expect(groups.some((g) => g.type === 'add' && !g.required && g.max > 1)).toBe(true);
    expect(groups.some((g) => g.type === 'add' && g.required)).toBe(true);
    for (const group of groups.filter((g) => g.type === 'override')) expect(group.max).toBe(1);
  });

  it('seeds the demo accounts, the demo addresses and a wallet that adds up', () => {
    const customer = tables.users.find((u) => u.phone === demoAccounts.customer.phone);
    const seller = tables.users.find((u) => u.phone === demoAccounts.seller.phone);
    expect(customer?.fullName).toBe(demoAccounts.customer.fullName);
    expect(seller).toMatchObject({ isSeller: true, shop: DEMO_SHOP_ID, userName: 'owner' });
    expect(tables.users.find((u) => u.phone === demoAccounts.newCustomer.phone)).toBeUndefined();
    const addresses = tables.addresses.filter((a) => a.user === customer?.id);
    expect(addresses).toHaveLength(3);
    expect(addresses.filter((a) => a.primary)).toHaveLength(1);
    const wallet = tables.wallets.find((w) => w.user === customer?.id);
    expect(wallet?.balance).toBe(35.5);
    const sum = tables.walletEntries
      .filter((e) => e.user === customer?.id)
      .reduce((s, e) => s + Math.round(e.amount * 100) * (e.kind === 'credit' ? 1 : -1), 0);
    expect(sum).toBe(3550);
  });

  it('stores about sixty orders whose bills add up', () => {
    expect(tables.orders.length).toBeGreaterThanOrEqual(55);
    for (const order of tables.orders) {
      const lines = order.products.reduce((s, l) => s + Math.round(l.price * 100), 0);
      expect(Math.round(billValue(order.bill, 'subtotal') * 100), order.number).toBe(lines);
      const total =
        billValue(order.bill, 'subtotal') +
        billValue(order.bill, 'delivery_fee') -
        billValue(order.bill, 'discount') -
        billValue(order.bill, 'wallet');
      expect(Math.round(total * 100)).toBe(Math.round(billValue(order.bill, 'total_amount') * 100));
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(seedCustomerTables(DEMO_SHOP_ID))).toBe(JSON.stringify(tables));
  });

  it('has the promotions and blogs the storefront needs', () => {
    expect(tables.promotions.map((p) => [p.code, p.active])).toEqual([
      ['WELCOME10', true],
      ['SAVE5', true],
      ['EXPIRED', false],
    ]);
    const published = tables.blogs.filter((b) => b.published);
    expect(published).toHaveLength(8);
    for (const blog of published) {
      expect(blog.blocks.length).toBeGreaterThan(2);
      expect(blog.blocks_ar.length).toBe(blog.blocks.length);
    }
  });
});
