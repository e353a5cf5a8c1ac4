/**
 * The reminders and notes pages sit under /customers beside the customers area's `/customers/:id`
 * (decision 0073): the static paths must reach them, and a customer's path must still reach the
 * customer.
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

describe('the reminders and notes routes', () => {
  it('rank /customers/reminders and /customers/notes above the customer page /customers/:id', () => {
    const reminders = deepest('/customers/reminders');
    expect(reminders).toMatchObject({ navId: 'reminders', capability: 'customers:view', params: {} });
    expect(reminders.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.reminders.nav']);
    const notes = deepest('/customers/notes');
    expect(notes).toMatchObject({ navId: 'globalNotes', capability: 'customers:view', params: {} });
    expect(notes.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.notes.nav']);
    const customer = deepest('/customers/cus-1001-1');
    expect(customer.navId).toBe('customers');
    expect(customer.params.id).toBe('cus-1001-1');
  });

  it('are in the customers group, right after the customers and WhatsApp items, for whoever may see customers', () => {
    const items = navItemsFor((c) => c === 'customers:view');
    const at = (id: string) => items.findIndex((i) => i.id === id);
    expect(items.find((i) => i.id === 'reminders')).toMatchObject({ group: 'customers', href: '/customers/reminders' });
    expect(items.find((i) => i.id === 'globalNotes')).toMatchObject({ group: 'customers', href: '/customers/notes' });
    expect(at('reminders')).toBe(at('whatsapp') + 1);
    expect(at('globalNotes')).toBe(at('reminders') + 1);
    expect(navItemsFor((c) => c === 'marketing:view').some((i) => i.id === 'reminders' || i.id === 'globalNotes')).toBe(false);
  });
});
