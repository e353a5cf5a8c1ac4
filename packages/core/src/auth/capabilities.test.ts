import { describe, expect, it } from 'vitest';
import { can, capabilitiesOf, CAPABILITIES, rolesOf, rolesWith } from './capabilities.ts';

const staff = (flags: Partial<Record<'isSeller' | 'isLead' | 'isCashier' | 'isKitchen', boolean>>, shop = 's-1') => ({
  isSeller: false,
  isLead: false,
  isCashier: false,
  isKitchen: false,
  ...flags,
  shop,
});

describe('the dashboard roles matrix', () => {
  it('gives the owner every capability', () => {
    expect([...capabilitiesOf(staff({ isSeller: true }))].sort()).toEqual([...CAPABILITIES].sort());
  });

  it('gives the kitchen only the live orders', () => {
    expect([...capabilitiesOf(staff({ isKitchen: true }))]).toEqual(['orders:live']);
    expect(can(staff({ isKitchen: true }), 'settings:view')).toBe(false);
  });

  it('gives a cashier orders, point of sale and customers, but not settings, users or money', () => {
    const cashier = staff({ isCashier: true });
    for (const capability of ['orders:view', 'orders:update', 'pos:use', 'customers:view', 'customers:update'] as const) {
      expect(can(cashier, capability)).toBe(true);
    }
    for (const capability of ['settings:view', 'settings:update', 'users:view', 'money:view', 'shop:update', 'catalogue:update'] as const) {
      expect(can(cashier, capability)).toBe(false);
    }
  });

  it('unions the roles of a person with two', () => {
    const both = staff({ isCashier: true, isKitchen: true });
    expect(rolesOf(both)).toEqual(['cashier', 'kitchen']);
    expect(can(both, 'pos:use')).toBe(true);
  });

  it('gives nothing to a customer, to no user, or to staff without a shop', () => {
    expect(capabilitiesOf(staff({}))).toEqual(new Set());
    expect(capabilitiesOf(null)).toEqual(new Set());
    expect(rolesOf({ isSeller: true, isLead: false, isCashier: false, isKitchen: false })).toEqual([]);
    expect(can(staff({ isSeller: true }, ''), 'overview:view')).toBe(false);
  });

  it('names who may change the settings', () => {
    expect(rolesWith('settings:update')).toEqual(['seller', 'lead']);
    expect(rolesWith('orders:live')).toEqual(['seller', 'lead', 'cashier', 'kitchen']);
  });
});
