/**
 * The live orders board with 500 open orders (issue #12: "the board with 500 orders at 4x CPU,
 * measuring mount and a status change (click -> card moved); goals: mount ≤ 300 ms, status
 * change ≤ 50 ms"). Made like category-scroll.ts: serves the static Storybook, opens the
 * `LiveOrdersBoard` FiveHundredOrders story (100 orders a column; a move the server takes) in
 * headless Chromium with the CPU throttled 4x over CDP, and takes, over 5 runs each at a phone
 * and a desktop size:
 * - mount: navigation start -> the first card on screen (browser clock, polled every frame),
 *   which includes loading the Storybook preview;
 * - render: Storybook starting to render the story -> the first card: the screen's own share,
 *   the figure the 300 ms goal is about;
 * - status change: once the story has finished (its play function accepts the oldest new
 *   order; the a11y addon's axe run), the next three oldest new orders are accepted with a real
 *   click each; each is timed from the click event to the first frame after the card is in the
 *   Accepted column (the card painted in its new column); the median and the worst per run.
 * Medians are compared with budgets, the goals printed beside them; `runLiveBoardBench` returns
 * the number over budget (a run that cannot be measured counts as over, never a crash).
 *
 * Storybook is built (`storybook build -o storybook-static --quiet`) only when the build is
 * missing, lacks the story, or is older than the orders screens or the design system.
 * usage: node scripts/bench/live-board.ts   (BENCH_RUNS=1 for a quick look; also run by `npm run bench`)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.ts';
import { ports } from '../ports.ts';
import { ensureStorybook, FLOOR_STORY_ID, floorLines, measureFloorOnce, median, waitFor, withoutStorybookHighlight } from './storybook.ts';
import { stopGroup } from './stopGroup.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const STORY_ID = 'dashboard-orders-liveordersboard--five-hundred-orders';
/** 5 by default; BENCH_RUNS=1 for a quick look (not for budgets). */
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 5;
/** New orders accepted in each run, oldest first (the story's play function accepted many-order-496). */
const MOVED = ['many-order-491', 'many-order-486', 'many-order-481'];
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Issue #12's goals, printed beside the budgets. */
export const liveBoardGoals = { renderMs: 300, moveMs: 50 };

/**
 * Budgets, provisional: set from the first sessions (2 cores, no GPU, 4x CPU, load averages of
 * 11 to 17 from other engineers' builds and tests), where after decision 0080 the story's render
 * took 3.2-16.5 s (100 cards in the DOM) and a move 0.4-1.8 s (before: 500 cards, 6.6-9.7 s and
 * 5.7-9.6 s). Re-base them on a quiet machine; the goals stay the issue's.
 */
export const liveBoardBudgets = {
  mountMsAt4x: 15000,
  renderMsAt4x: 6000,
  moveMedianMsAt4x: 900,
  moveWorstMsAt4x: 1500,
};

interface Run {
  mountMs: number;
  renderMs: number;
  /** click -> the card painted in the Accepted column, per move. */
  movesMs: number[];
  cards: number;
}

interface Marks {
  /** performance.now() when the first card was on screen. */
  firstCard?: number;
  /** performance.now() of each Storybook render phase, first time seen. */
  phases: Record<string, number>;
  /** The order being moved, the click's time (event.timeStamp), and the first frame with its card in Accepted. */
  moving?: string;
  clickedAt?: number;
  arrivedAt?: number;
  paintedAt?: number;
}

/**
 * Runs in the page before anything else: notes when the first card is on screen (polled every
 * frame) and Storybook's render phases; and, for the order in `moving`, the click and the first
 * frame after its card is in the Accepted column (found by a DOM observer, so no frame is missed).
 */
function watchStory(): void {
  const marks: Marks = { phases: {} };
  (window as unknown as { __bench: Marks }).__bench = marks;
  const inAccepted = () =>
    marks.moving !== undefined &&
    document.querySelector(`[aria-labelledby="orders-column-accepted"] [aria-labelledby="order-card-${marks.moving}"]`) !== null;
  document.addEventListener(
    'click',
    (event) => {
      if (marks.moving !== undefined && marks.clickedAt === undefined) marks.clickedAt = event.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (marks.clickedAt === undefined || marks.arrivedAt !== undefined || !inAccepted()) return;
    marks.arrivedAt = performance.now();
    requestAnimationFrame(() => {
      marks.paintedAt = performance.now();
    });
  }).observe(document, { subtree: true, childList: true });
  const poll = () => {
    if (marks.firstCard === undefined) {
      const box = document.querySelector('article[aria-labelledby^="order-card-"]')?.getBoundingClientRect();
      if (box && box.height > 0 && box.top < window.innerHeight) marks.firstCard = performance.now();
    }
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: { newPhase?: string }) => void) => void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (channel && !(channel as { __benchWatched?: boolean }).__benchWatched) {
      (channel as { __benchWatched?: boolean }).__benchWatched = true;
      channel.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase && marks.phases[newPhase] === undefined) marks.phases[newPhase] = performance.now();
      });
    }
    if (marks.firstCard === undefined || !channel) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function measureOnce(browser: Browser, viewport: { width: number; height: number }, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Storybook's highlight scans every element's style on each DOM change: the app has no such cost.
    await page.addInitScript(withoutStorybookHighlight);
    await page.addInitScript(watchStory);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.firstCard !== undefined, null, { timeout: 60_000 });
    const cards = await page.locator('article[aria-labelledby^="order-card-"]').count();
    await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.phases.finished !== undefined, null, {
      timeout: 120_000,
    });
    const marks = await page.evaluate(() => (window as unknown as { __bench: Marks }).__bench);
    const mountMs = marks.firstCard ?? NaN;
    const renderMs = mountMs - (marks.phases.rendering ?? NaN);

    const movesMs: number[] = [];
    for (const id of MOVED) {
      const card = page.locator(`[aria-labelledby="orders-column-pending"] article[aria-labelledby="order-card-${id}"]`);
      const accept = card.getByRole('button', { name: /^accept/i });
      await accept.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.evaluate((order) => {
        const m = (window as unknown as { __bench: Marks }).__bench;
        Object.assign(m, { moving: order, clickedAt: undefined, arrivedAt: undefined, paintedAt: undefined });
      }, id);
      await accept.click();
      await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.paintedAt !== undefined, null, {
        timeout: 30_000,
      });
      const moved = await page.evaluate(() => (window as unknown as { __bench: Marks }).__bench);
      movesMs.push((moved.paintedAt ?? NaN) - (moved.clickedAt ?? NaN));
    }
    return { mountMs, renderMs, movesMs, cards };
  } finally {
    await context.close();
  }
}

/** Measures, prints a table, and answers how many measurements are over budget. */
export async function runLiveBoardBench(): Promise<number> {
  const results: Record<string, Run[]> = {};
  /** The floor (a trivial story's render), one run beside each of the screen's, same viewport. */
  const floors: Record<string, number[]> = {};
  let failed = 0;
  let server: ReturnType<typeof spawn> | undefined;
  const stop = () => server && stopGroup(server);
  process.on('exit', stop);
  try {
    ensureStorybook({
      storyIds: [STORY_ID, FLOOR_STORY_ID],
      sources: ['packages/screens/src/dashboard/orders', 'packages/ui/src', 'packages/core/src'],
      what: 'the orders screens',
    });
    server = spawn(process.execPath, ['scripts/static-server.ts', 'storybook-static', String(ports.storybookStatic)], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${ports.storybookStatic}`;
    await waitFor(`${origin}/index.json`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const [name, viewport] of Object.entries(viewports)) {
        results[name] = [];
        floors[name] = [];
        for (let run = 0; run < RUNS; run += 1) {
          try {
            results[name].push(
              await measureOnce(browser, viewport, `${origin}/iframe.html?id=${STORY_ID}&viewMode=story&globals=locale:en`),
            );
          } catch (error) {
            failed += 1;
            console.log(`[bench] live board, ${name} run ${run + 1} could not be measured: ${(error as Error).message.split('\n')[0]}`);
          }
          try {
            floors[name].push(await measureFloorOnce(browser, viewport, origin));
          } catch (error) {
            console.log(`[bench] floor, ${name} run ${run + 1} could not be measured: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.log(`[bench] live board could not be measured: ${(error as Error).message.split('\n')[0]}`);
    return 1;
  } finally {
    stop();
  }

  let over = failed > 0 ? 1 : 0;
  const b = liveBoardBudgets;
  const g = liveBoardGoals;
  console.log(`\nlive orders board with 500 orders (${STORY_ID}), 4x CPU, median of ${RUNS}; goals are issue #12's`);
  console.log('       measurement                                    value     budget        goal');
  for (const [name, runs] of Object.entries(results)) {
    if (runs.length === 0) continue;
    const mount = median(runs.map((r) => r.mountMs));
    const render = median(runs.map((r) => r.renderMs));
    const move = median(runs.map((r) => median(r.movesMs)));
    const worst = median(runs.map((r) => Math.max(...r.movesMs)));
    const rows: [string, number, string, string, boolean][] = [
      [`${name}: mount, navigation -> first card`, mount, `≤ ${b.mountMsAt4x} ms`, '', mount > b.mountMsAt4x],
      [`${name}: story render start -> first card`, render, `≤ ${b.renderMsAt4x} ms`, `≤ ${g.renderMs} ms`, render > b.renderMsAt4x],
      [`${name}: click -> card painted in new column`, move, `≤ ${b.moveMedianMsAt4x} ms`, `≤ ${g.moveMs} ms`, move > b.moveMedianMsAt4x],
      [`${name}: slowest move (median of runs)`, worst, `≤ ${b.moveWorstMsAt4x} ms`, `≤ ${g.moveMs} ms`, worst > b.moveWorstMsAt4x],
    ];
    for (const [label, value, budget, goal, fail] of rows) {
      if (fail) over += 1;
      console.log(`${fail ? 'OVER' : 'ok  '}   ${label.padEnd(44)} ${value.toFixed(1).padStart(8)}   ${budget.padEnd(12)}${goal}`);
    }
    for (const line of floorLines(name, render, floors[name] ?? [])) console.log(line);
    const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
    console.log(
      `       ${name} runs: mount ${runs.map((r) => r.mountMs.toFixed(0)).join(', ')} ms; render ${runs.map((r) => r.renderMs.toFixed(0)).join(', ')} ms (spread ${spread(runs.map((r) => r.renderMs))}); ` +
        `moves ${runs.map((r) => r.movesMs.map((m) => m.toFixed(0)).join('/')).join('; ')} ms; cards in the DOM at mount ${runs.map((r) => r.cards).join(', ')}`,
    );
  }
  if (failed > 0) console.log(`OVER   ${failed} run(s) could not be measured (counted as one over budget)`);
  return over;
}

if (import.meta.main) process.exit((await runLiveBoardBench()) ? 1 : 0);
