/**
 * The WhatsApp area sits under /customers beside the customers area's `/customers/:id`
 * (decision 0069): `/customers/whatsapp` must reach the templates, and a customer's path must
 * still reach the customer.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
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
    crumbs: matches.flatMap((m) => (m.route.handle as DashboardHandle | undefined)?.crumb ?? []),
  };
}

describe('the WhatsApp routes', () => {
  it('ranks /customers/whatsapp above the customer page /customers/:id', () => {
    const page = deepest('/customers/whatsapp');
    expect(page.navId).toBe('whatsapp');
    expect(page.capability).toBe('customers:view');
    expect(page.params).not.toHaveProperty('id');
    expect(page.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.nav.whatsapp']);
    const customer = deepest('/customers/cus-1001-1');
    expect(customer.navId).toBe('customers');
    expect(customer.params.id).toBe('cus-1001-1');
  });

  it('is in the customers group, right after the customers items, for whoever may see customers', () => {
    const items = navItemsFor((c) => c === 'customers:view');
    const item = items.find((i) => i.id === 'whatsapp');
    expect(item).toMatchObject({ group: 'customers', href: '/customers/whatsapp', labelId: 'dashboard.nav.whatsapp' });
    expect(items.findIndex((i) => i.id === 'whatsapp')).toBe(items.findIndex((i) => i.id === 'complaints') + 1);
    expect(navItemsFor((c) => c === 'marketing:view').some((i) => i.id === 'whatsapp')).toBe(false);
  });
});
