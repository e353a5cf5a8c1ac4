/**
 * The e2e fixture: a page whose locale cookie matches the project (en | ar), an axe check
 * that fails on any WCAG 2.2 A/AA violation, and URLs of the apps under test.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ports } from '../ports.ts';

export const apps = {
  storefront: `http://127.0.0.1:${ports.storefrontPreview}`,
  vendor: `http://127.0.0.1:${ports.vendorPreview}`,
  mockApi: `http://127.0.0.1:${ports.mockApi}`,
};

interface Fixtures {
  locale: 'en' | 'ar';
  expectAccessible: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  locale: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.locale === 'ar' ? 'ar' : 'en');
  },
  context: async ({ context, locale }, use) => {
    const cookies = [apps.storefront, apps.vendor].map((url) => ({ name: 'locale', value: locale, url }));
    await context.addCookies(cookies);
    await use(context);
  },
  expectAccessible: async ({}, use) => {
    await use(async (page: Page) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  },
});

export { expect };

/** Text per locale for assertions that read what a user reads. */
export function t<T>(locale: 'en' | 'ar', en: T, ar: T): T {
  return locale === 'ar' ? ar : en;
}
