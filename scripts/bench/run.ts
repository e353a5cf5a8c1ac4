/**
 * `npm run bench`: speed budgets, measured, not hoped for (CONVENTIONS §8). Builds the apps,
 * starts the mock API server and the storefront preview, then in headless Chromium with the
 * CPU throttled 4x over CDP, loads the home page 5 times and takes the median of the time
 * until the shop name and categories are on screen, and of LCP. Then the 5,000-product
 * category's mount time and scroll frame rate (category-scroll.ts), the search, and the statistics
 * charts (charts.ts: 365 × 4 points, the route's chunk). Exits non-zero over budget.
 *
 * Side by side, with the same method, a bare-stack floor (scripts/bench/floor: the apps'
 * libraries, one route, one translated string, built with the apps' Vite config): its first
 * load and LCP, and each app's figure as a ratio to it, so what the apps add is seen apart from
 * what the stack costs (issue #17).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.ts';
import { ports } from '../ports.ts';
import { runCatalogueListBench } from './catalogue-list.ts';
import { runCategoryScrollBench } from './category-scroll.ts';
import { runChartBench } from './charts.ts';
import { runLiveBoardBench } from './live-board.ts';
import { runCrmBench } from './crm.ts';
import { measureFirstLoad } from './first-load.ts';
import { runFirstPaintBench } from './first-paint.ts';
import { runSearchBench } from './search.ts';
import { stopGroup } from './stopGroup.ts';
import { median, waitFor } from './storybook.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = 5;
const budgets = {
  storefrontFirstLoadJsKb: 150,
  dashboardFirstLoadJsKb: 150,
  homeContentMsAt4x: 2500,
  homeLcpMsAt4x: 2500,
};

function startGroup(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
}

const build = spawnSync('node', ['scripts/build-apps.ts'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const floorBuild = spawnSync('vite', ['build', '--config', 'scripts/bench/floor/vite.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
if (floorBuild.status !== 0) process.exit(floorBuild.status ?? 1);

const floor = measureFirstLoad(path.join(root, 'scripts/bench/floor/dist'));
const storefront = measureFirstLoad(path.join(root, 'apps/storefront/dist'), 'routes/HomeRoute.tsx');
// The sign-in page is where a visit without a session starts; the signed-in layout with the
// overview is where one with a session starts (the doors, docs/decisions/0101).
const dashboard = measureFirstLoad(path.join(root, 'apps/dashboard/dist'), 'sign-in');
const dashboardSignedIn = measureFirstLoad(path.join(root, 'apps/dashboard/dist'), 'signed-in', 'areas/overview/OverviewRoute.tsx');

const children = [
  startGroup('node', ['mocks/server/main.ts'], {
    MOCK_API_PORT: String(ports.mockApi),
    MOCK_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dukkan-bench-')),
  }),
  startGroup('vite', ['preview', '--config', 'apps/storefront/vite.config.ts']),
  startGroup('vite', ['preview', '--config', 'scripts/bench/floor/vite.config.ts']),
];
const stopAll = () => children.forEach(stopGroup);
process.on('exit', stopAll);

const content: number[] = [];
const lcp: number[] = [];
const floorLcp: number[] = [];

/** One cold load at 4x CPU in a phone-sized page: the time until `ready` resolves, and LCP. */
async function load(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<{ content: number; lcp: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as unknown as { __lcp: number }).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  await page.goto(url);
  await ready(page);
  const shown = Date.now() - started;
  await page.waitForTimeout(300);
  const largest = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  return { content: shown, lcp: largest };
}

try {
  await waitFor(`http://127.0.0.1:${ports.mockApi}/health`);
  await waitFor(`http://127.0.0.1:${ports.storefrontPreview}/`);
  await waitFor(`http://127.0.0.1:${ports.floorPreview}/`);
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (let run = 0; run < RUNS; run += 1) {
    const home = await load(browser, `http://127.0.0.1:${ports.storefrontPreview}/`, async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('main li a').first().waitFor();
    });
    content.push(home.content);
    lcp.push(home.lcp);
    const bare = await load(browser, `http://127.0.0.1:${ports.floorPreview}/`, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Welcome to Dukkan' }).waitFor();
    });
    floorLcp.push(bare.lcp);
  }
  await browser.close();
} finally {
  stopAll();
}

const rows: [string, number, number, string][] = [
  ['storefront first-load JS (brotli, KB)', storefront.jsBrotli / 1024, budgets.storefrontFirstLoadJsKb, 'KB'],
  ['dashboard first-load JS (brotli, KB)', dashboard.jsBrotli / 1024, budgets.dashboardFirstLoadJsKb, 'KB'],
  [`home content on screen, 4x CPU, median of ${RUNS}`, median(content), budgets.homeContentMsAt4x, 'ms'],
  [`home LCP, 4x CPU, median of ${RUNS}`, median(lcp), budgets.homeLcpMsAt4x, 'ms'],
];
let over = 0;
const floorFigures: Record<string, number> = {
  'storefront first-load JS (brotli, KB)': floor.jsBrotli / 1024,
  'dashboard first-load JS (brotli, KB)': floor.jsBrotli / 1024,
  [`home LCP, 4x CPU, median of ${RUNS}`]: median(floorLcp),
};
console.log(
  `\nbare-stack floor: first-load JS ${(floor.jsBrotli / 1024).toFixed(1)} KB brotli, LCP ${median(floorLcp).toFixed(0)} ms at 4x CPU`,
);
console.log('benchmark                                          value     budget     × floor');
for (const [name, value, budget, unit] of rows) {
  const fail = value > budget;
  if (fail) over += 1;
  const base = floorFigures[name];
  const ratio = base ? `${(value / base).toFixed(2)}×` : '';
  console.log(`${fail ? 'OVER' : 'ok  '} ${name.padEnd(44)} ${value.toFixed(1).padStart(8)} ${unit}  ≤ ${budget} ${unit}  ${ratio}`);
}
console.log(
  `dashboard signed-in first load (entry, layout, overview): ${(dashboardSignedIn.jsBrotli / 1024).toFixed(1)} KB brotli JS (information, no budget)`,
);
console.log(
  `storefront first-load CSS (brotli): ${(storefront.cssBrotli / 1024).toFixed(1)} KB; route chunks: ${storefront.routeChunks.map((c) => `${c.file} ${(c.brotli / 1024).toFixed(1)} KB`).join(', ')}`,
);
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
console.log(
  `content runs (ms): ${content.join(', ')}; LCP runs (ms): ${lcp.map((v) => v.toFixed(0)).join(', ')} (spread ${spread(lcp)}); floor LCP runs (ms): ${floorLcp.map((v) => v.toFixed(0)).join(', ')} (spread ${spread(floorLcp)})`,
);
over += await runCategoryScrollBench();
over += await runCatalogueListBench();
over += await runLiveBoardBench();
over += await runSearchBench();
over += await runChartBench();
over += await runCrmBench();
// FCP and LCP at slow 4G with and without the prerendered shell (docs/decisions/0095).
over += await runFirstPaintBench();
process.exit(over ? 1 : 0);
