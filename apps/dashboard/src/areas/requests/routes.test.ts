/**
 * The requests area sits under /orders beside the orders area's `/orders/:id`: a request's
 * paths must reach the requests routes, and an order's path must still reach the order.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areas, navItemsFor } from '../index.ts';
import type { DashboardHandle } from '../types.ts';

const routes: RouteObject[] = [{ path: '/', children: areas.flatMap((area) => area.routes) }];

function deepest(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  const handles = matches.map((m) => m.route.handle as DashboardHandle | undefined);
  return { route: last?.route, params: last?.params ?? {}, navId: handles.reverse().find((h) => h?.navId)?.navId };
}

describe('the requests routes', () => {
  it('ranks /orders/requests above the order page /orders/:id', () => {
    const list = deepest('/orders/requests');
    expect(list.navId).toBe('requests');
    expect(list.route?.index).toBe(true);
    expect(list.params).not.toHaveProperty('id', 'requests');
  });

  it('opens one request at /orders/requests/:id, and an order still at /orders/:id', () => {
    const request = deepest('/orders/requests/req-1001-01');
    expect(request.navId).toBe('requests');
    expect(request.params.id).toBe('req-1001-01');
    const order = deepest('/orders/ord-77');
    expect(order.navId).toBe('liveOrders');
    expect(order.params.id).toBe('ord-77');
  });

  it('is in the orders group for whoever may see requests, and for nobody else', () => {
    const item = navItemsFor((c) => c === 'requests:view').find((i) => i.id === 'requests');
    expect(item).toMatchObject({ group: 'orders', href: '/orders/requests', labelId: 'dashboard.nav.requests' });
    expect(navItemsFor((c) => c === 'orders:live').some((i) => i.id === 'requests')).toBe(false);
  });
});
