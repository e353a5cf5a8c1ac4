/**
 * Product search over 5,000 products (issue #16 item 7; docs/decisions/0039): typing stays
 * instant. Serves the static Storybook and opens the connected `/search` story over the
 * `catalogue.manyProducts` scenario (the real route, the header's search box, the listing call
 * through MSW) in headless Chromium with the CPU throttled 4x over CDP. It clears the box and
 * types a query one key at a time, and for every keystroke takes, on the browser's clock:
 * - keystroke -> results: from the input event to the first frame whose page title shows the
 *   whole query typed so far (the results render from the same deferred query), polled every
 *   frame, so it includes filtering 5,000 folded names and rendering the windowed grid;
 * - input delay + paint: the longest Event Timing entry of the keystroke (keydown to next paint).
 * Median over 5 runs of each run's median and worst keystroke, against a 50 ms budget.
 * usage: node scripts/bench/search.ts   (BENCH_RUNS=1 for a quick look; also run by `npm run bench`)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.ts';
import { ports } from '../ports.ts';
import { ensureStorybook, median, waitFor } from './storybook.ts';
import { stopGroup } from './stopGroup.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const SEARCH_STORY_ID = 'apps-storefront-searchandsettings--search-over-5000-products';
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 5;
/** Typed key by key; the spaces and the digits make the result set shrink and grow again. */
const QUERY = 'chicken wings pack 42';

/**
 * The brief's budget is on the typical keystroke. The worst one (measured 127-271 ms at 4x,
 * median 183: the results grid mounting or a large result set re-rendering) is printed, not
 * budgeted yet; see docs/decisions/0039.
 */
export const searchBudgets = { keystrokeToResultsMsAt4x: 50 };

interface Probe {
  /** keystroke -> results, one per input event, in ms. */
  results: number[];
  /** Longest Event Timing duration seen since the last reset, in ms. */
  eventMax: number;
  eventDurations: number[];
  phases: Record<string, number>;
}

/** Runs in the page before anything else: times each input event until the title shows the query. */
function installProbe(): void {
  const probe: Probe = { results: [], eventMax: 0, eventDurations: [], phases: {} };
  (window as unknown as { __search: Probe }).__search = probe;
  document.addEventListener(
    'input',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'search') return;
      const started = event.timeStamp;
      const wanted = input.value.trim();
      const check = () => {
        const title = document.querySelector('main h1')?.textContent ?? '';
        if (wanted === '' || title.includes(wanted)) probe.results.push(performance.now() - started);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!['keydown', 'keypress', 'input', 'keyup', 'beforeinput'].includes(entry.name)) continue;
      probe.eventDurations.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  const watch = () => {
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: { newPhase?: string }) => void) => void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      requestAnimationFrame(watch);
      return;
    }
    channel.on('storyRenderPhaseChanged', ({ newPhase }) => {
      if (newPhase && probe.phases[newPhase] === undefined) probe.phases[newPhase] = performance.now();
    });
  };
  requestAnimationFrame(watch);
}

interface Run {
  medianMs: number;
  worstMs: number;
  worstEventMs: number;
  keys: number;
}

async function measureOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(url);
  // The story's play function waits for the 5,000-product results; then the page is settled.
  await page.waitForFunction(() => (window as unknown as { __search: Probe }).__search.phases.finished !== undefined, null, {
    timeout: 120_000,
  });
  const box = page.getByRole('searchbox');
  await box.fill('');
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const probe = (window as unknown as { __search: Probe }).__search;
    probe.results = [];
    probe.eventDurations = [];
  });
  let typed = 0;
  for (const key of QUERY) {
    typed += 1;
    await box.press(key === ' ' ? 'Space' : key);
    // One key a frame or two apart, as fast typists type (~100 ms), never queued behind the last one.
    await page.waitForFunction((n) => (window as unknown as { __search: Probe }).__search.results.length >= n, typed);
    await page.waitForTimeout(60);
  }
  const probe = await page.evaluate(() => (window as unknown as { __search: Probe }).__search);
  const title = (await page.locator('main h1').textContent()) ?? '';
  if (!title.includes(QUERY)) throw new Error(`the search page did not follow the typing: "${title}"`);
  await context.close();
  return {
    medianMs: median(probe.results),
    worstMs: Math.max(...probe.results),
    worstEventMs: Math.max(0, ...probe.eventDurations),
    keys: probe.results.length,
  };
}

export async function runSearchBench(): Promise<number> {
  ensureStorybook({
    storyIds: [SEARCH_STORY_ID],
    sources: [
      'packages/screens/src/storefront/search',
      'packages/screens/src/storefront/catalogue',
      'packages/core/src/search',
      'packages/data/src/search',
      'apps/storefront/src/routes/search',
    ],
    what: 'the search code',
  });
  const server = spawn(process.execPath, ['scripts/static-server.ts', 'storybook-static', String(ports.storybookStatic)], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => stopGroup(server);
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${ports.storybookStatic}`;
  const runs: Run[] = [];
  try {
    await waitFor(`${origin}/index.json`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measureOnce(browser, `${origin}/iframe.html?id=${SEARCH_STORY_ID}&viewMode=story&globals=locale:en`));
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
  const rows: [string, number, number][] = [
    ['keystroke -> results (median keystroke)', median(runs.map((r) => r.medianMs)), searchBudgets.keystrokeToResultsMsAt4x],
  ];
  let over = 0;
  console.log(`\nsearch over 5,000 products (${SEARCH_STORY_ID}), typing "${QUERY}", phone, 4x CPU, median of ${RUNS}`);
  for (const [label, value, budget] of rows) {
    const fail = value > budget;
    if (fail) over += 1;
    console.log(`${fail ? 'OVER' : 'ok  '}   ${label.padEnd(44)} ${value.toFixed(1).padStart(8)}   ≤ ${budget} ms`);
  }
  console.log(
    `info   ${'keystroke -> results (worst keystroke)'.padEnd(44)} ${median(runs.map((r) => r.worstMs))
      .toFixed(1)
      .padStart(8)}   (no budget yet)`,
  );
  console.log(
    `       runs: median ${runs.map((r) => r.medianMs.toFixed(0)).join(', ')} ms; worst ${runs.map((r) => r.worstMs.toFixed(0)).join(', ')} ms; ` +
      `longest input event (keydown to paint) ${runs.map((r) => r.worstEventMs.toFixed(0)).join(', ')} ms; keystrokes ${runs.map((r) => r.keys).join(', ')}`,
  );
  return over;
}

if (import.meta.main) process.exit((await runSearchBench()) ? 1 : 0);
