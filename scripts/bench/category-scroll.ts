/**
 * The 5,000-product category (CONVENTIONS §8: long lists are windowed, and measured). Serves
 * the static Storybook, opens the `CategoryPage` ManyProducts story in headless Chromium with
 * the CPU throttled 4x over CDP, and takes, over 5 runs each at a phone and a desktop size:
 * - mount: navigation start -> the first product card on screen (browser clock, polled every
 *   frame, so it includes loading the Storybook preview and rendering the story);
 * - scroll: frames per second while the window scrolls down the list at 3,000 px/s for 3 s,
 *   counted with requestAnimationFrame, and the longest frame.
 * Medians are compared with budgets; `runCategoryScrollBench` returns the number over budget.
 *
 * Storybook is built (`storybook build -o storybook-static --quiet`) only when the build is
 * missing, lacks the story, or is older than the catalogue screens or the design system.
 * usage: node scripts/bench/category-scroll.ts   (also run by `npm run bench`)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.ts';
import { ports } from '../ports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const staticDir = path.join(root, 'storybook-static');
export const STORY_ID = 'storefront-catalogue-categorypage--many-products';
const RUNS = 5;
const SCROLL_MS = 3000;
const SCROLL_PX_PER_S = 3000;
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Budgets with headroom over what this machine measured (2 cores, 4x CPU throttling). */
export const categoryScrollBudgets = {
  mountMsAt4x: 4000,
  scrollFpsAt4x: 40,
};

interface Run {
  mountMs: number;
  fps: number;
  longestFrameMs: number;
  cards: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Why the static Storybook must be (re)built, or null when it is current. */
function staleReason(): string | null {
  const index = path.join(staticDir, 'index.json');
  if (!existsSync(index)) return 'storybook-static is missing';
  const entries = (JSON.parse(readFileSync(index, 'utf8')) as { entries?: Record<string, unknown> }).entries ?? {};
  if (!(STORY_ID in entries)) return `storybook-static has no ${STORY_ID}`;
  const built = statSync(index).mtimeMs;
  const sources = ['packages/screens/src/storefront/catalogue', 'packages/ui/src', 'packages/core/src'].map((dir) => path.join(root, dir));
  if (sources.some((dir) => newestMtime(dir) > built)) return 'storybook-static is older than the catalogue screens';
  return null;
}

function ensureStorybook(): void {
  const reason = staleReason();
  if (!reason) return;
  console.log(`[bench] ${reason}: building Storybook…`);
  const build = spawnSync(path.join(root, 'node_modules/.bin/storybook'), ['build', '-o', 'storybook-static', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('storybook build failed');
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Runs in the page before anything else: notes when the first card is on screen. */
function watchFirstCard(): void {
  const w = window as unknown as { __firstCard?: number };
  const poll = () => {
    const card = document.querySelector('li[aria-posinset="1"] article');
    const box = card?.getBoundingClientRect();
    if (box && box.height > 0 && box.top < window.innerHeight) {
      w.__firstCard = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** Runs in the page: scrolls the window down at a steady speed, counting frames. */
function scrollAndCount({ durationMs, pxPerS }: { durationMs: number; pxPerS: number }): Promise<{ frames: number; elapsed: number; longest: number; reachedCard: number }> {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    let frames = 0;
    let longest = 0;
    const step = (now: number) => {
      frames += 1;
      longest = Math.max(longest, now - last);
      last = now;
      const elapsed = now - start;
      window.scrollTo({ top: (elapsed / 1000) * pxPerS, behavior: 'instant' });
      if (elapsed < durationMs) {
        requestAnimationFrame(step);
        return;
      }
      const shown = [...document.querySelectorAll('li[aria-posinset]')].map((li) => Number(li.getAttribute('aria-posinset')));
      resolve({ frames, elapsed, longest, reachedCard: Math.max(0, ...shown) });
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
  await page.addInitScript(watchFirstCard);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard !== undefined, null, { timeout: 60_000 });
  const mountMs = await page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard);
  const cards = await page.locator('li[aria-posinset]').count();
  // Let lazy images and fonts of the first screen settle before scrolling.
  await page.waitForTimeout(500);
  const scroll = await page.evaluate(scrollAndCount, { durationMs: SCROLL_MS, pxPerS: SCROLL_PX_PER_S });
  if (scroll.reachedCard < 100) throw new Error(`the list did not scroll (last card rendered: ${scroll.reachedCard})`);
  await context.close();
  return { mountMs, fps: (scroll.frames * 1000) / scroll.elapsed, longestFrameMs: scroll.longest, cards };
}

/** Measures, prints a table, and answers how many measurements are over budget. */
export async function runCategoryScrollBench(): Promise<number> {
  ensureStorybook();
  const server = spawn(process.execPath, ['scripts/static-server.ts', 'storybook-static', String(ports.storybookStatic)], { cwd: root, detached: true, stdio: 'ignore' });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${ports.storybookStatic}`;
  const results: Record<string, Run[]> = {};
  try {
    await waitFor(`${origin}/index.json`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const [name, viewport] of Object.entries(viewports)) {
        results[name] = [];
        for (let run = 0; run < RUNS; run += 1) results[name].push(await measureOnce(browser, viewport, `${origin}/iframe.html?id=${STORY_ID}&viewMode=story&globals=locale:en`));
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
    const rows: [string, number, string, boolean][] = [
      [`${name}: mount, navigation -> first card`, median(runs.map((r) => r.mountMs)), `≤ ${categoryScrollBudgets.mountMsAt4x} ms`, median(runs.map((r) => r.mountMs)) > categoryScrollBudgets.mountMsAt4x],
      [`${name}: scroll frame rate`, median(runs.map((r) => r.fps)), `≥ ${categoryScrollBudgets.scrollFpsAt4x} fps`, median(runs.map((r) => r.fps)) < categoryScrollBudgets.scrollFpsAt4x],
    ];
    for (const [label, value, budget, fail] of rows) {
      if (fail) over += 1;
      console.log(`${fail ? 'OVER' : 'ok  '}   ${label.padEnd(44)} ${value.toFixed(1).padStart(8)}   ${budget}`);
    }
    console.log(
      `       ${name} runs: mount ${runs.map((r) => r.mountMs.toFixed(0)).join(', ')} ms; fps ${runs.map((r) => r.fps.toFixed(1)).join(', ')}; ` +
        `longest frame ${runs.map((r) => r.longestFrameMs.toFixed(0)).join(', ')} ms; cards in the DOM at mount ${runs.map((r) => r.cards).join(', ')}`,
    );
  }
  return over;
}

if (import.meta.main) process.exit((await runCategoryScrollBench()) ? 1 : 0);
