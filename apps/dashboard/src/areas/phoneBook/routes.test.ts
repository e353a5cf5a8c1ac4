/**
 * The phone book sits under /customers beside the customers area's `/customers/:id` (decision
 * 0076): the static path must reach it, one person's path must reach their page, and a
 * customer's path must still reach the customer.
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

describe('the phone book routes', () => {
  it('rank /customers/phone-book and its people above the customer page /customers/:id', () => {
    const list = deepest('/customers/phone-book');
    expect(list).toMatchObject({ navId: 'phoneBook', capability: 'customers:view', params: {} });
    expect(list.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.phoneBook.nav']);
    const person = deepest('/customers/phone-book/crm-1001-3');
    expect(person).toMatchObject({ navId: 'phoneBook', capability: 'customers:view', params: { id: 'crm-1001-3' } });
    expect(person.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.phoneBook.nav', 'dashboard.phoneBook.person.crumb']);
    const customer = deepest('/customers/cus-1001-1');
    expect(customer.navId).toBe('customers');
    expect(customer.params.id).toBe('cus-1001-1');
  });

  it('is in the customers group, after the reminders and notes, for whoever may see customers (the cashier too)', () => {
    const items = navItemsFor((c) => c === 'customers:view');
    const at = (id: string) => items.findIndex((i) => i.id === id);
    expect(items.find((i) => i.id === 'phoneBook')).toMatchObject({ group: 'customers', href: '/customers/phone-book' });
    expect(at('phoneBook')).toBeGreaterThan(at('globalNotes'));
    expect(navItemsFor(() => false).some((i) => i.id === 'phoneBook')).toBe(false);
  });
});
