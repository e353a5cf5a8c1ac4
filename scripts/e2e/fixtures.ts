/**
 * The e2e fixture: a page whose locale cookie matches the project (en | ar), an axe check
 * that fails on any WCAG 2.2 A/AA violation, a context that fails the test on any
 * Content-Security-Policy violation, and URLs of the apps under test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { e2eLane } from '../ports.ts';

const lane = e2eLane();

// axe-core as @axe-core/playwright ships it (the version the stories' addon-a11y also checks with).
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

/**
 * WCAG 2.2 A/AA violations on the page as it is now. axe is put into the page once and stays
 * across the app's own navigations (a full load brings a fresh window, and axe again), and runs
 * in the page itself: `AxeBuilder.analyze()` injected its 500 KB source on every check and then
 * opened a second blank page to merge per-frame results, ~0.8 s per check, ~2 minutes per
 * `npm test` over 160 checks. The apps have no frames of their own to reach into.
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog or toast still fading in has its text at part opacity: axe would judge the contrast
  // of a frame nobody reads (seen on a loaded machine). Finite animations end first (at most 2 s);
  // a spinner's endless one is not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
  }, AXE_TAGS);
}
interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

const CSP_BINDING = '__dukkanCspViolation';

/** Runs in every page before its own scripts: each `securitypolicyviolation` goes to the test. */
function reportCspViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
    report?.({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    });
  });
}

/**
 * Playwright's trace recorder (`trace: 'retain-on-failure'`) copies every `blob:` picture on the
 * page into the trace by fetching it from inside the page, which `connect-src` refuses; the
 * apps themselves never fetch a blob (seen: the report has no script, and it is gone with
 * `--trace=off`). Only that exact report is set aside.
 */
function isTraceRecorder(v: CspViolation): boolean {
  return v.directive === 'connect-src' && v.blocked === 'blob' && v.source === '' && v.line === 0;
}

function describeViolation(v: CspViolation): string {
  return `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}:${v.line}${v.sample ? ` "${v.sample}"` : ''}`;
}

/** Sends the context's `securitypolicyviolation` reports, but Playwright's own, into the list returned. */
async function watchPolicy(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
    if (!isTraceRecorder(violation)) violations.push(violation);
  });
  await context.addInitScript(reportCspViolations, CSP_BINDING);
  return violations;
}

/** The reports of the contexts a journey opened itself (`personContext`), checked with its own. */
const otherContexts: CspViolation[][] = [];

export const apps = {
  storefront: `http://127.0.0.1:${lane.storefrontPreview}`,
  dashboard: `http://127.0.0.1:${lane.dashboardPreview}`,
  mockApi: `http://127.0.0.1:${lane.mockApi}`,
};

interface Fixtures {
  locale: 'en' | 'ar';
  /** Checks the policy reports of the contexts a journey opened with `personContext`. */
  otherContextsPolicy: void;
  expectAccessible: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  locale: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.locale === 'ar' ? 'ar' : 'en');
  },
  context: async ({ context, locale }, use) => {
    const cookies = [apps.storefront, apps.dashboard].map((url) => ({ name: 'locale', value: locale, url }));
    await context.addCookies(cookies);
    // Both apps run under their deployment Content-Security-Policy (scripts/security-headers.ts,
    // decision 0087); a journey that trips it fails, whatever else it proves.
    const violations = await watchPolicy(context);
    await use(context);
    expect(violations.map(describeViolation), 'Content-Security-Policy violations').toEqual([]);
  },
  otherContextsPolicy: [
    async ({}, use) => {
      otherContexts.length = 0;
      await use();
      const all = otherContexts.splice(0).flat();
      expect(all.map(describeViolation), 'Content-Security-Policy violations in a second person’s browser').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({}, use) => {
    await use(async (page: Page) => {
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  },
});

export { expect };

/**
 * A second person's browser (the owner at the counter while the customer orders): its own
 * context in the journey's language and Dubai's time zone, under the same policy watch as the
 * journey's own page, so a violation there fails the journey too.
 */
export async function personContext(
  browser: Browser,
  locale: 'en' | 'ar',
  /** A first visit: no locale cookie, and a browser that prefers `locale` (`navigator.languages`). */
  options: { firstVisit?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: 'Asia/Dubai', ...(options.firstVisit ? { locale: `${locale}-AE` } : {}) });
  if (!options.firstVisit)
    await context.addCookies([apps.storefront, apps.dashboard].map((url) => ({ name: 'locale', value: locale, url })));
  otherContexts.push(await watchPolicy(context));
  return context;
}

/**
 * The open confirmation dialog (the design system's ConfirmDialog). A toast is an `alertdialog`
 * too, so `getByRole('alertdialog')` alone can pick a toast's close button when a toast is up
 * (a journey deleting right after creating did, half of the time); the dialog has a heading.
 */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('alertdialog').filter({ has: page.getByRole('heading') });
}

/** Text per locale for assertions that read what a user reads. */
export function t<T>(locale: 'en' | 'ar', en: T, ar: T): T {
  return locale === 'ar' ? ar : en;
}

type Catalogue = Record<string, string>;
const catalogues = new Map<'en' | 'ar', Catalogue>();

/** The app's own message catalogue, so journeys read exactly what the user reads in either language. */
function catalogue(locale: 'en' | 'ar'): Catalogue {
  let found = catalogues.get(locale);
  if (!found) {
    const dir = new URL(`../../packages/i18n/src/messages/${locale}/`, import.meta.url);
    found = Object.assign(
      {},
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Catalogue),
    ) as Catalogue;
    catalogues.set(locale, found);
  }
  return found;
}

/**
 * A message as displayed: simple `{name}` arguments are filled in (plural and select messages
 * are not supported here; match those with a regex). Throws on an unknown id.
 */
export function msg(locale: 'en' | 'ar', id: string, values: Record<string, string | number> = {}): string {
  const text = catalogue(locale)[id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
