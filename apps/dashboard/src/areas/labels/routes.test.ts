/**
 * The labels and attributes pages sit under /customers beside the customers area's
 * `/customers/:id` (decision 0075): the static paths must reach them, and a customer's path must
 * still reach the customer.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areas, navItemsFor } from '../index.ts';
import type { DashboardHandle } from '../types.ts';
import { labelsUrls } from './urls.ts';

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

describe('the labels and attributes routes', () => {
  it('rank /customers/labels and /customers/attributes above the customer page /customers/:id', () => {
    const labels = deepest(labelsUrls.labels());
    expect(labels).toMatchObject({ navId: 'labels', capability: 'customers:view', params: {} });
    expect(labels.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.labels.nav']);
    const attributes = deepest(labelsUrls.attributes());
    expect(attributes).toMatchObject({ navId: 'attributes', capability: 'customers:view', params: {} });
    expect(attributes.crumbs).toEqual(['dashboard.customers.list.crumb', 'dashboard.attributes.nav']);
    const customer = deepest('/customers/cus-1001-1');
    expect(customer.navId).toBe('customers');
    expect(customer.params.id).toBe('cus-1001-1');
  });

  it('are in the customers group, right after the reminders and notes, for whoever may see customers', () => {
    const items = navItemsFor((c) => c === 'customers:view');
    const at = (id: string) => items.findIndex((i) => i.id === id);
    expect(items.find((i) => i.id === 'labels')).toMatchObject({ group: 'customers', href: '/customers/labels' });
    expect(items.find((i) => i.id === 'attributes')).toMatchObject({ group: 'customers', href: '/customers/attributes' });
    expect(at('labels')).toBe(at('globalNotes') + 1);
    expect(at('attributes')).toBe(at('labels') + 1);
    expect(navItemsFor((c) => c === 'marketing:view').some((i) => i.id === 'labels' || i.id === 'attributes')).toBe(false);
  });

  it('link to the customers list with the filters it keeps in the URL', () => {
    expect(labelsUrls.customersWithLabel('label-1')).toBe('/customers?f.label=label-1');
    expect(labelsUrls.customersWithAttribute('attr-1', 'العربية')).toBe(
      `/customers?f.attribute=attr-1&f.attributeValue=${encodeURIComponent('العربية')}`,
    );
    expect(labelsUrls.customersWithAttribute('attr-2')).toBe('/customers?f.attribute=attr-2');
  });
});
