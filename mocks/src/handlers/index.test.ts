import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { mergeDomains } from './index.ts';
import type { DomainScenarios } from './types.ts';

function handler(path: string): HttpHandler {
  return http.get(path, () => HttpResponse.json({}));
}

function domain(prefix: string, cases: Record<string, HttpHandler[]> = {}): DomainScenarios {
  const own = handler(`*/${prefix}/default`);
  return { default: [own], empty: [own], serverError: [own], slow: [own], loading: [own], ...cases };
}

describe('mergeDomains', () => {
  it('keeps both sides of a domain both apps use, and completes one-sided cases with the other defaults', () => {
    const customerCase = handler('*/customer/case');
    const customer = { auth: domain('customer', { sellerRejected: [customerCase] }), cart: domain('cart') };
    const vendor = { auth: domain('vendor'), crm: domain('crm') };
    const merged = mergeDomains(customer, vendor);
    expect(Object.keys(merged).sort()).toEqual(['auth', 'cart', 'crm']);
    expect(merged.auth?.default).toEqual([...customer.auth.default, ...vendor.auth.default]);
    expect(merged.auth?.sellerRejected).toEqual([customerCase, ...vendor.auth.default]);
    expect(merged.cart).toBe(customer.cart);
  });
});
