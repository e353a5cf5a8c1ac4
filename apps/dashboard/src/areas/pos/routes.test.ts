/**
 * The point of sale sits at /orders/pos beside the orders area's `/orders/:id`: its path must
 * reach the counter, an order's path must still reach the order, and only `pos:use` shows it.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '@dukkan/core';
import { areas, navItemsFor } from '../index.ts';
import type { DashboardHandle } from '../types.ts';

const routes: RouteObject[] = [{ path: '/', children: areas.flatMap((area) => area.routes) }];

function deepest(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const handles = matches.map((m) => m.route.handle as DashboardHandle | undefined).reverse();
  return {
    params: matches.at(-1)?.params ?? {},
    navId: handles.find((h) => h?.navId)?.navId,
    capability: handles.find((h) => h?.capability)?.capability,
  };
}

describe('the point of sale route', () => {
  it('ranks /orders/pos above the order page /orders/:id', () => {
    const pos = deepest('/orders/pos');
    expect(pos).toMatchObject({ navId: 'pointOfSale', capability: 'pos:use' });
    expect(pos.params).not.toHaveProperty('id');
    expect(deepest('/orders/ord-77')).toMatchObject({ navId: 'liveOrders', params: { id: 'ord-77' } });
  });

  it('is in the orders group for the cashier and the owner, not for the kitchen', () => {
    const has = (role: keyof typeof ROLE_CAPABILITIES) =>
      navItemsFor((c) => ROLE_CAPABILITIES[role].includes(c)).find((i) => i.id === 'pointOfSale');
    expect(has('cashier')).toMatchObject({ group: 'orders', href: '/orders/pos', labelId: 'dashboard.nav.pointOfSale' });
    expect(has('seller')).toBeDefined();
    expect(has('kitchen')).toBeUndefined();
  });
});
