/**
 * The dashboard's 2,000-product list (issue #11: "the 2,000-product list at 4x CPU: mount,
 * filter as you type, scroll frame rate; goals: mount ≤ 300 ms, each keystroke ≤ 50 ms,
 * ≥ 55 fps"). Made like category-scroll.ts: serves the static Storybook, opens the
 * `ProductsListView` TwoThousandProducts story (which filters as the app's data layer does) in
 * headless Chromium with the CPU throttled 4x over CDP, and takes, over 5 runs each at a phone
 * and a desktop size:
 * - mount: navigation start -> the first product row on screen (browser clock, polled every
 *   frame), which includes loading the Storybook preview;
 * - render: Storybook starting to render the story -> the first row: the screen's own share,
 *   the figure the 300 ms goal is about;
 * - typing: once the story has finished (play function, the a11y addon's axe run), a name is
 *   typed into the search box one key at a time; each key is timed from its keydown to the
 *   first frame after the page's last DOM change for it (the filtered rows painted), waiting
 *   for the page to be quiet before the next key; the median and the worst key per run; and
 *   keydown -> the next frame, the letter shown in the search box (the table may follow later);
 * - scroll: with the search cleared, frames per second while the table's scroll area moves
 *   down at 3,000 px/s for 3 s, counted with requestAnimationFrame; the longest frame; and the
 *   share of frames that showed a row not rendered yet.
 * Medians are compared with budgets, the goals printed beside them; `runCatalogueListBench`
 * returns the number over budget (a run that cannot be measured counts as over, never a crash).
 *
 * Storybook is built (`storybook build -o storybook-static --quiet`) only when the build is
 * missing, lacks the story, or is older than the catalogue screens or the design system.
 * usage: node scripts/bench/catalogue-list.ts   (BENCH_RUNS=1 for a quick look; also run by `npm run bench`)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.ts';
import { ports } from '../ports.ts';
import { ensureStorybook, FLOOR_STORY_ID, floorLines, measureFloorOnce, median, waitFor, withoutStorybookHighlight } from './storybook.ts';
import { stopGroup } from './stopGroup.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const STORY_ID = 'dashboard-catalogue-productslistview--two-thousand-products';
/** 5 by default; BENCH_RUNS=1 for a quick look (not for budgets). */
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 5;
/** Typed one key at a time: narrows 2,000 rows to 200 (windowed) and then to about a hundred (not). */
const TYPED = 'Hammour 1';
/** A key is done when the page has not changed for this long (4x CPU: a few slow frames). */
const QUIET_MS = 400;
const SCROLL_MS = 3000;
const SCROLL_PX_PER_S = 3000;
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Issue #11's goals, printed beside the budgets. */
export const catalogueListGoals = { renderMs: 300, keystrokeMs: 50, scrollFps: 55 };

/**
 * Budgets, provisional: set from the first sessions (2 cores, no GPU, 4x CPU, load averages of
 * 7 to 17 from other engineers' builds and tests), where the story's render took 1.9-11 s, a
 * key 0.2-1.6 s to the filtered rows and scrolling ran at 1-3.5 fps. They guard against the
 * screen getting worse under such load; re-base them on a quiet machine. The goals stay the issue's.
 */
export const catalogueListBudgets = {
  mountMsAt4x: 15000,
  renderMsAt4x: 5000,
  keystrokeMedianMsAt4x: 800,
  keystrokeWorstMsAt4x: 2000,
  echoMsAt4x: 400,
  scrollFpsAt4x: { phone: 2, desktop: 2 },
  blankFramesPctAt4x: { phone: 40, desktop: 45 },
};

interface Run {
  mountMs: number;
  renderMs: number;
  /** keydown -> the filtered rows painted, per key typed. */
  keysMs: number[];
  /** keydown -> the next frame (the letter shown in the search box), per key typed. */
  echoMs: number[];
  fps: number;
  longestFrameMs: number;
  blankPct: number;
  rows: number;
}

interface Marks {
  /** performance.now() when the first row was on screen. */
  firstRow?: number;
  /** performance.now() of each Storybook render phase, first time seen. */
  phases: Record<string, number>;
  /** Times of keydown events (event.timeStamp), of DOM changes and of frames, while typing. */
  keydowns: number[];
  mutations: number[];
  frames: number[];
  recording: boolean;
}

/**
 * Runs in the page before anything else: notes when the first body row is on screen (polled
 * every frame) and Storybook's render phases; and, once `recording` is set, every keydown, DOM
 * change and frame, from which each key's keydown -> painted time is read.
 */
function watchStory(): void {
  const marks: Marks = { phases: {}, keydowns: [], mutations: [], frames: [], recording: false };
  (window as unknown as { __bench: Marks }).__bench = marks;
  document.addEventListener('keydown', (event) => marks.recording && marks.keydowns.push(event.timeStamp), { capture: true });
  new MutationObserver(() => marks.recording && marks.mutations.push(performance.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const frame = () => {
    if (marks.recording) marks.frames.push(performance.now());
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const poll = () => {
    if (marks.firstRow === undefined) {
      const box = document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]')?.getBoundingClientRect();
      if (box && box.height > 0 && box.top < window.innerHeight) marks.firstRow = performance.now();
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
    if (marks.firstRow === undefined || !channel) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** Each key's time to the first frame after it: the letter in the search box painted. */
function echoTimes(marks: Pick<Marks, 'keydowns' | 'frames'>): number[] {
  return marks.keydowns.map((down) => (marks.frames.find((t) => t > down) ?? NaN) - down);
}

/** Each key's time: its keydown -> the first frame after the last DOM change before the next key. */
function keyTimes(marks: Pick<Marks, 'keydowns' | 'mutations' | 'frames'>): number[] {
  return marks.keydowns.map((down, i) => {
    const next = marks.keydowns[i + 1] ?? Infinity;
    const changes = marks.mutations.filter((t) => t >= down && t < next);
    const settled = changes.length > 0 ? Math.max(...changes) : down;
    const painted = marks.frames.find((t) => t > settled) ?? NaN;
    return painted - down;
  });
}

interface ScrollResult {
  frames: number;
  elapsed: number;
  longest: number;
  blankFrames: number;
  scrolled: number;
  reachedRow: number;
}

/**
 * Runs in the page: scrolls the table's scroll area down at a steady speed, counting frames,
 * and checks in every frame, from the offset it set itself, whether the rows in view are rendered.
 */
function scrollAndCount({ durationMs, pxPerS }: { durationMs: number; pxPerS: number }): Promise<ScrollResult> {
  const table = document.querySelector<HTMLElement>('[role="table"]')!;
  const scroller = table.parentElement!;
  const rowsNow = () => table.querySelectorAll<HTMLElement>('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
  const first = rowsNow()[0]!;
  const listTop = first.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  const pitch = first.getBoundingClientRect().height;
  const index = (row: Element | undefined) => Number(row?.getAttribute('aria-rowindex') ?? 2) - 2;
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    let frames = 0;
    let longest = 0;
    let blankFrames = 0;
    const step = (now: number) => {
      frames += 1;
      longest = Math.max(longest, now - last);
      last = now;
      const elapsed = now - start;
      const y = (elapsed / 1000) * pxPerS;
      scroller.scrollTop = y;
      const shown = [...rowsNow()].map(index);
      const visibleFirst = Math.max(0, Math.floor((y - listTop) / pitch));
      const visibleLast = Math.max(0, Math.floor((y + scroller.clientHeight - listTop) / pitch));
      if (shown.length === 0 || visibleFirst < Math.min(...shown) || visibleLast > Math.max(...shown)) blankFrames += 1;
      if (elapsed < durationMs) {
        requestAnimationFrame(step);
        return;
      }
      resolve({ frames, elapsed, longest, blankFrames, scrolled: scroller.scrollTop, reachedRow: Math.max(0, ...shown) });
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(step);
    });
  });
}

const bench = () => (window as unknown as { __bench: Marks }).__bench;

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
    await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.firstRow !== undefined, null, { timeout: 60_000 });
    const rows = await page.locator('[role="table"] [role="row"]').count();
    await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.phases.finished !== undefined, null, {
      timeout: 120_000,
    });
    const marks = await page.evaluate(bench);
    const mountMs = marks.firstRow ?? NaN;
    const renderMs = mountMs - (marks.phases.rendering ?? NaN);

    // Typing: one key at a time, each left to settle (no DOM change for QUIET_MS) before the next.
    const search = page.getByRole('searchbox');
    await search.focus();
    await page.evaluate(() => {
      (window as unknown as { __bench: Marks }).__bench.recording = true;
    });
    for (const key of TYPED) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction(
        (quiet) => {
          const m = (window as unknown as { __bench: Marks }).__bench;
          const lastChange = Math.max(m.keydowns.at(-1) ?? 0, m.mutations.at(-1) ?? 0);
          return performance.now() - lastChange > quiet;
        },
        QUIET_MS,
        { timeout: 30_000, polling: 100 },
      );
    }
    const typed = await page.evaluate(() => {
      const m = (window as unknown as { __bench: Marks }).__bench;
      m.recording = false;
      return { keydowns: m.keydowns, mutations: m.mutations, frames: m.frames };
    });
    const keysMs = keyTimes(typed);
    const echoMs = echoTimes(typed);
    const count = Number(await page.locator('[role="table"]').getAttribute('aria-rowcount')) - 1;
    if (typed.keydowns.length !== TYPED.length || !(count > 0 && count < 2000))
      throw new Error(`typing did not filter: ${typed.keydowns.length} keys seen, ${count} rows left`);

    // Scrolling the whole list again.
    await search.fill('');
    await page.waitForFunction(() => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') === '2001', null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(500);
    const scroll = await page.evaluate(scrollAndCount, { durationMs: SCROLL_MS, pxPerS: SCROLL_PX_PER_S });
    const expected = (SCROLL_MS / 1000) * SCROLL_PX_PER_S;
    if (scroll.scrolled < expected * 0.9 || scroll.reachedRow <= rows)
      throw new Error(`the table did not scroll: ${scroll.scrolled} px of ${expected}, last row rendered ${scroll.reachedRow}`);
    return {
      mountMs,
      renderMs,
      keysMs,
      echoMs,
      fps: (scroll.frames * 1000) / scroll.elapsed,
      longestFrameMs: scroll.longest,
      blankPct: (scroll.blankFrames * 100) / scroll.frames,
      rows,
    };
  } finally {
    await context.close();
  }
}

/** Measures, prints a table, and answers how many measurements are over budget. */
export async function runCatalogueListBench(): Promise<number> {
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
      sources: ['packages/screens/src/dashboard/catalogue', 'packages/ui/src', 'packages/core/src'],
      what: 'the catalogue screens',
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
            console.log(`[bench] catalogue list, ${name} run ${run + 1} could not be measured: ${(error as Error).message.split('\n')[0]}`);
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
    console.log(`[bench] catalogue list could not be measured: ${(error as Error).message.split('\n')[0]}`);
    return 1;
  } finally {
    stop();
  }

  let over = failed > 0 ? 1 : 0;
  const b = catalogueListBudgets;
  const g = catalogueListGoals;
  console.log(`\ndashboard list of 2,000 products (${STORY_ID}), 4x CPU, median of ${RUNS}; goals are issue #11's`);
  console.log('       measurement                                    value     budget        goal');
  for (const [name, runs] of Object.entries(results)) {
    if (runs.length === 0) continue;
    const view = name as keyof typeof viewports;
    const mount = median(runs.map((r) => r.mountMs));
    const render = median(runs.map((r) => r.renderMs));
    const key = median(runs.map((r) => median(r.keysMs)));
    const worstKey = median(runs.map((r) => Math.max(...r.keysMs)));
    const echo = median(runs.map((r) => median(r.echoMs)));
    const fps = median(runs.map((r) => r.fps));
    const blank = median(runs.map((r) => r.blankPct));
    const rows: [string, number, string, string, boolean][] = [
      [`${name}: mount, navigation -> first row`, mount, `≤ ${b.mountMsAt4x} ms`, '', mount > b.mountMsAt4x],
      [`${name}: story render start -> first row`, render, `≤ ${b.renderMsAt4x} ms`, `≤ ${g.renderMs} ms`, render > b.renderMsAt4x],
      [
        `${name}: keystroke -> filtered rows painted`,
        key,
        `≤ ${b.keystrokeMedianMsAt4x} ms`,
        `≤ ${g.keystrokeMs} ms`,
        key > b.keystrokeMedianMsAt4x,
      ],
      [
        `${name}: slowest keystroke (median of runs)`,
        worstKey,
        `≤ ${b.keystrokeWorstMsAt4x} ms`,
        `≤ ${g.keystrokeMs} ms`,
        worstKey > b.keystrokeWorstMsAt4x,
      ],
      [`${name}: keystroke -> letter in the search box`, echo, `≤ ${b.echoMsAt4x} ms`, `≤ ${g.keystrokeMs} ms`, echo > b.echoMsAt4x],
      [`${name}: scroll frame rate`, fps, `≥ ${b.scrollFpsAt4x[view]} fps`, `≥ ${g.scrollFps} fps`, fps < b.scrollFpsAt4x[view]],
      [
        `${name}: scroll frames showing unrendered rows`,
        blank,
        `≤ ${b.blankFramesPctAt4x[view]} %`,
        '',
        blank > b.blankFramesPctAt4x[view],
      ],
    ];
    for (const [label, value, budget, goal, fail] of rows) {
      if (fail) over += 1;
      console.log(`${fail ? 'OVER' : 'ok  '}   ${label.padEnd(44)} ${value.toFixed(1).padStart(8)}   ${budget.padEnd(12)}${goal}`);
    }
    for (const line of floorLines(name, render, floors[name] ?? [])) console.log(line);
    const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
    console.log(
      `       ${name} runs: mount ${runs.map((r) => r.mountMs.toFixed(0)).join(', ')} ms; render ${runs.map((r) => r.renderMs.toFixed(0)).join(', ')} ms (spread ${spread(runs.map((r) => r.renderMs))}); ` +
        `keys "${TYPED}" ${runs.map((r) => r.keysMs.map((k) => k.toFixed(0)).join('/')).join('; ')} ms (letter shown ${runs.map((r) => r.echoMs.map((k) => k.toFixed(0)).join('/')).join('; ')} ms); fps ${runs.map((r) => r.fps.toFixed(1)).join(', ')}; ` +
        `longest frame ${runs.map((r) => r.longestFrameMs.toFixed(0)).join(', ')} ms; blank frames ${runs.map((r) => r.blankPct.toFixed(0)).join(', ')} %; rows in the DOM at mount ${runs.map((r) => r.rows).join(', ')}`,
    );
  }
  if (failed > 0) console.log(`OVER   ${failed} run(s) could not be measured (counted as one over budget)`);
  return over;
}

if (import.meta.main) process.exit((await runCatalogueListBench()) ? 1 : 0);
