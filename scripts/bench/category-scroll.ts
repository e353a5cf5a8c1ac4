/**
 * The 5,000-product category (CONVENTIONS §8: long lists are windowed, and measured). Serves
 * the static Storybook, opens the `CategoryPage` ManyProducts story in headless Chromium with
 * the CPU throttled 4x over CDP, and takes, over 5 runs each at a phone and a desktop size:
 * - mount: navigation start -> the first product card on screen (browser clock, polled every
 *   frame), which includes loading the Storybook preview and starting its mock worker;
 * - render: Storybook starting to render the story -> the first card: the screen's own share;
 * - scroll: once the story has finished (play function, the a11y addon's axe run), frames per
 *   second while the window scrolls down the list at 3,000 px/s for 3 s, counted with
 *   requestAnimationFrame; the longest frame; and the share of frames that showed a row not
 *   rendered yet (fast frames over a blank grid are not smooth scrolling).
 * Medians are compared with budgets; `runCategoryScrollBench` returns the number over budget.
 *
 * Storybook is built (`storybook build -o storybook-static --quiet`) only when the build is
 * missing, lacks the story, or is older than the catalogue screens or the design system.
 * usage: node scripts/bench/category-scroll.ts   (also run by `npm run bench`)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.ts';
import { ports } from '../ports.ts';
import { ensureStorybook, FLOOR_STORY_ID, floorLines, measureFloorOnce, median, waitFor } from './storybook.ts';
import { stopGroup } from './stopGroup.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const STORY_ID = 'storefront-catalogue-categorypage--many-products';
/** 5 by default; BENCH_RUNS=1 for a quick look (not for budgets). */
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 5;
const SCROLL_MS = 3000;
const SCROLL_PX_PER_S = 3000;
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Budgets, with headroom over what this machine measured over several sessions (2 cores,
 * no GPU, 4x CPU, other work often running beside it):
 * - mount 5.2-6.6 s, most of it Storybook's preview boot; the story's own render 0.9-1.2 s;
 * - phone 38-52 fps, and no frame showing an unrendered row;
 * - desktop 10-15 fps with 5-19 % of frames showing a row still rendering: seven columns of
 *   cards at 3,000 px/s is ~64 card mounts a second, and software rasterisation of the wide
 *   viewport is most of each frame (hiding the images doubles the rate). A 4x-slow desktop
 *   is not a real device; the phone is what 4x stands for, so its budgets say "smooth" and
 *   the desktop ones guard against regressions.
 */
export const categoryScrollBudgets = {
  mountMsAt4x: 7500,
  renderMsAt4x: 1600,
  scrollFpsAt4x: { phone: 35, desktop: 8 },
  blankFramesPctAt4x: { phone: 5, desktop: 30 },
};

interface Run {
  mountMs: number;
  /** From Storybook starting to render the story to the first card: the screen's own share. */
  renderMs: number;
  fps: number;
  longestFrameMs: number;
  /** Share of frames with rows on screen not rendered yet, in percent. */
  blankPct: number;
  cards: number;
}

interface Marks {
  /** performance.now() when the first card was on screen. */
  firstCard?: number;
  /** performance.now() of each Storybook render phase, first time seen ('rendering', 'finished' …). */
  phases: Record<string, number>;
}

/**
 * Runs in the page before anything else: notes when the first card is on screen (polled
 * every frame), and Storybook's render phases from its channel, so the scroll starts only
 * once the story has finished (its play function and the a11y addon's axe run are over).
 */
function watchStory(): void {
  const marks: Marks = { phases: {} };
  (window as unknown as { __bench: Marks }).__bench = marks;
  const poll = () => {
    if (marks.firstCard === undefined) {
      const box = document.querySelector('li[aria-posinset="1"] article')?.getBoundingClientRect();
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

interface ScrollResult {
  frames: number;
  elapsed: number;
  longest: number;
  /** Frames that showed a row of the list not rendered yet (a blank stretch of the grid). */
  blankFrames: number;
  scrolled: number;
  reachedCard: number;
}

/**
 * Runs in the page: scrolls the window down at a steady speed, counting frames, and checks
 * in every frame, from the scroll offset it set itself (no layout read), whether the rows
 * on screen are rendered: fast frames over a blank grid would not be smooth scrolling.
 */
function scrollAndCount({ durationMs, pxPerS }: { durationMs: number; pxPerS: number }): Promise<ScrollResult> {
  const items = () => document.querySelectorAll<HTMLElement>('li[aria-posinset]');
  const first = items();
  const top = first[0]?.offsetTop ?? 0;
  let columns = 0;
  while (first[columns]?.offsetTop === top) columns += 1;
  const pitch = (first[columns]?.offsetTop ?? top) - top;
  const listTop = (first[0]?.parentElement?.getBoundingClientRect().top ?? 0) + window.scrollY;
  const posinset = (li: Element | undefined) => Number(li?.getAttribute('aria-posinset') ?? 0);
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
      window.scrollTo({ top: y, behavior: 'instant' });
      const rendered = items();
      const firstRow = Math.floor((posinset(rendered[0]) - 1) / columns);
      const lastRow = Math.floor((posinset(rendered[rendered.length - 1]) - 1) / columns);
      const visibleFirst = Math.max(0, Math.floor((y - listTop) / pitch));
      const visibleLast = Math.max(0, Math.floor((y + window.innerHeight - listTop) / pitch));
      if (visibleFirst < firstRow || visibleLast > lastRow) blankFrames += 1;
      if (elapsed < durationMs) {
        requestAnimationFrame(step);
        return;
      }
      const shown = [...rendered].map(posinset);
      resolve({ frames, elapsed, longest, blankFrames, scrolled: window.scrollY, reachedCard: Math.max(0, ...shown) });
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(step);
    });
  });
}

async function measureOnce(browser: Browser, viewport: { width: number; height: number }, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watchStory);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.firstCard !== undefined, null, { timeout: 60_000 });
  const cards = await page.locator('li[aria-posinset]').count();
  await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.phases.finished !== undefined, null, {
    timeout: 120_000,
  });
  const marks = await page.evaluate(() => (window as unknown as { __bench: Marks }).__bench);
  const mountMs = marks.firstCard ?? NaN;
  const renderMs = mountMs - (marks.phases.rendering ?? NaN);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(500);
  const scroll = await page.evaluate(scrollAndCount, { durationMs: SCROLL_MS, pxPerS: SCROLL_PX_PER_S });
  // The window really moved most of the way, and the rows there were rendered.
  const expected = (SCROLL_MS / 1000) * SCROLL_PX_PER_S;
  if (scroll.scrolled < expected * 0.9 || scroll.reachedCard <= cards)
    throw new Error(`the list did not scroll: ${scroll.scrolled} px of ${expected}, last card rendered ${scroll.reachedCard}`);
  await context.close();
  return {
    mountMs,
    renderMs,
    fps: (scroll.frames * 1000) / scroll.elapsed,
    longestFrameMs: scroll.longest,
    blankPct: (scroll.blankFrames * 100) / scroll.frames,
    cards,
  };
}

/** Measures, prints a table, and answers how many measurements are over budget. */
export async function runCategoryScrollBench(): Promise<number> {
  ensureStorybook({
    storyIds: [STORY_ID, FLOOR_STORY_ID],
    sources: ['packages/screens/src/storefront/catalogue', 'packages/ui/src', 'packages/core/src'],
    what: 'the catalogue screens',
  });
  const server = spawn(process.execPath, ['scripts/static-server.ts', 'storybook-static', String(ports.storybookStatic)], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => stopGroup(server);
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${ports.storybookStatic}`;
  const results: Record<string, Run[]> = {};
  /** The floor (a trivial story's render), one run beside each of the screen's, same viewport; highlight on, as here. */
  const floors: Record<string, number[]> = {};
  try {
    await waitFor(`${origin}/index.json`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const [name, viewport] of Object.entries(viewports)) {
        results[name] = [];
        floors[name] = [];
        for (let run = 0; run < RUNS; run += 1) {
          results[name].push(await measureOnce(browser, viewport, `${origin}/iframe.html?id=${STORY_ID}&viewMode=story&globals=locale:en`));
          floors[name].push(await measureFloorOnce(browser, viewport, origin, { highlight: true }));
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }

  let over = 0;
  console.log(`\ncategory of 5,000 products (${STORY_ID}), 4x CPU, median of ${RUNS}`);
  console.log('       measurement                                    value     budget');
  for (const [name, runs] of Object.entries(results)) {
    const fpsBudget = categoryScrollBudgets.scrollFpsAt4x[name as keyof typeof viewports];
    const blankBudget = categoryScrollBudgets.blankFramesPctAt4x[name as keyof typeof viewports];
    const rows: [string, number, string, boolean][] = [
      [
        `${name}: mount, navigation -> first card`,
        median(runs.map((r) => r.mountMs)),
        `≤ ${categoryScrollBudgets.mountMsAt4x} ms`,
        median(runs.map((r) => r.mountMs)) > categoryScrollBudgets.mountMsAt4x,
      ],
      [
        `${name}: story render start -> first card`,
        median(runs.map((r) => r.renderMs)),
        `≤ ${categoryScrollBudgets.renderMsAt4x} ms`,
        median(runs.map((r) => r.renderMs)) > categoryScrollBudgets.renderMsAt4x,
      ],
      [`${name}: scroll frame rate`, median(runs.map((r) => r.fps)), `≥ ${fpsBudget} fps`, median(runs.map((r) => r.fps)) < fpsBudget],
      [
        `${name}: scroll frames showing unrendered rows`,
        median(runs.map((r) => r.blankPct)),
        `≤ ${blankBudget} %`,
        median(runs.map((r) => r.blankPct)) > blankBudget,
      ],
    ];
    for (const [label, value, budget, fail] of rows) {
      if (fail) over += 1;
      console.log(`${fail ? 'OVER' : 'ok  '}   ${label.padEnd(44)} ${value.toFixed(1).padStart(8)}   ${budget}`);
    }
    for (const line of floorLines(name, median(runs.map((r) => r.renderMs)), floors[name] ?? [])) console.log(line);
    console.log(
      `       ${name} runs: mount ${runs.map((r) => r.mountMs.toFixed(0)).join(', ')} ms; render ${runs.map((r) => r.renderMs.toFixed(0)).join(', ')} ms; fps ${runs.map((r) => r.fps.toFixed(1)).join(', ')}; ` +
        `longest frame ${runs.map((r) => r.longestFrameMs.toFixed(0)).join(', ')} ms; blank frames ${runs.map((r) => r.blankPct.toFixed(0)).join(', ')} %; cards in the DOM at mount ${runs.map((r) => r.cards).join(', ')}`,
    );
  }
  return over;
}

if (import.meta.main) process.exit((await runCategoryScrollBench()) ? 1 : 0);
