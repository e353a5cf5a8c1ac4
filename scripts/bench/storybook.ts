/**
 * What the Storybook benches share (category-scroll, search, catalogue-list, live-board, crm):
 * the median, a static Storybook that is rebuilt only when it is missing a story or older than
 * the code a bench measures, waiting for a server to answer, and the floor of a story's render
 * (a trivial story measured the same way).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';

const root = path.resolve(import.meta.dirname, '../..');
const staticDir = path.join(root, 'storybook-static');

export function median(values: number[]): number {
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

export interface StorybookNeeds {
  /** The stories the bench opens. */
  storyIds: readonly string[];
  /** Folders (from the repository root) whose changes make the build stale. */
  sources: readonly string[];
  /** What those folders are, for the log: "the catalogue screens". */
  what: string;
}

/** Why the static Storybook must be (re)built, or null when it is current. */
function staleReason({ storyIds, sources, what }: StorybookNeeds): string | null {
  const index = path.join(staticDir, 'index.json');
  if (!existsSync(index)) return 'storybook-static is missing';
  const entries = (JSON.parse(readFileSync(index, 'utf8')) as { entries?: Record<string, unknown> }).entries ?? {};
  for (const id of storyIds) if (!(id in entries)) return `storybook-static has no ${id}`;
  const built = statSync(index).mtimeMs;
  if (sources.some((dir) => newestMtime(path.join(root, dir)) > built)) return `storybook-static is older than ${what}`;
  return null;
}

/** Builds `storybook-static` when `staleReason` says so; throws when the build fails. */
export function ensureStorybook(needs: StorybookNeeds): void {
  const reason = staleReason(needs);
  if (!reason) return;
  console.log(`[bench] ${reason}: building Storybook…`);
  const build = spawnSync(path.join(root, 'node_modules/.bin/storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('storybook build failed');
}

/** Resolves once `url` answers 2xx; throws after 30 s. */
export async function waitFor(url: string): Promise<void> {
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

/**
 * For `page.addInitScript`, before Storybook's preview loads: turns off Storybook's built-in
 * highlight feature (`FEATURES.highlight`, storybook/highlight) for the page. From a story's
 * "loading" phase on, it watches the root with a MutationObserver and, on every DOM change,
 * reads `getComputedStyle` of every element in the document (forcing a full style and layout
 * pass); under 4x CPU that was 260 ms of a 500-order board's render and about 100 ms of each
 * move (decision 0093), a cost of the Storybook tooling that the app's pages do not have.
 */
export function withoutStorybookHighlight(): void {
  let features: Record<string, unknown> | undefined;
  Object.defineProperty(window, 'FEATURES', {
    configurable: true,
    get: () => features,
    set: (value: Record<string, unknown>) => {
      features = { ...value, highlight: false };
    },
  });
}

/**
 * The floor of "story render start -> first element" (decision 0098): the same measure on a
 * trivial story — one design-system Button with a translated label, no play function — so each
 * screen's render can be read as Storybook's own rendering and the global decorators (intl,
 * theme, SWR) plus what the screen itself adds. Printed beside each screen's render, with
 * "screen's own share = render − floor".
 */
export const FLOOR_STORY_ID = 'ui-button--primary';
const FLOOR_SELECTOR = '#storybook-root button';

interface FloorMarks {
  first?: number;
  rendering?: number;
}

/** Runs in the page before anything else: Storybook's "rendering" phase, then the first `selector` drawn (polled every frame). */
function watchFloor(selector: string): void {
  const marks: FloorMarks = {};
  (window as unknown as { __floor: FloorMarks }).__floor = marks;
  const poll = () => {
    if (marks.first === undefined) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box && box.height > 0 && box.top < window.innerHeight) marks.first = performance.now();
    }
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: { newPhase?: string }) => void) => void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (channel && !(channel as { __floorWatched?: boolean }).__floorWatched) {
      (channel as { __floorWatched?: boolean }).__floorWatched = true;
      channel.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'rendering' && marks.rendering === undefined) marks.rendering = performance.now();
      });
    }
    if (marks.first === undefined || !channel) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * One floor run: the trivial story at `viewport`, CPU 4x, Storybook's highlight off unless
 * `highlight` (match the screen's bench); answers story render start -> the button on screen, in ms.
 */
export async function measureFloorOnce(
  browser: Browser,
  viewport: { width: number; height: number },
  origin: string,
  { highlight = false }: { highlight?: boolean } = {},
): Promise<number> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (!highlight) await page.addInitScript(withoutStorybookHighlight);
    await page.addInitScript(watchFloor, FLOOR_SELECTOR);
    await page.goto(`${origin}/iframe.html?id=${FLOOR_STORY_ID}&viewMode=story&globals=locale:en`);
    await page.waitForFunction(
      () => {
        const m = (window as unknown as { __floor: FloorMarks }).__floor;
        return m.first !== undefined && m.rendering !== undefined;
      },
      null,
      { timeout: 60_000 },
    );
    const marks = await page.evaluate(() => (window as unknown as { __floor: FloorMarks }).__floor);
    return (marks.first ?? NaN) - (marks.rendering ?? NaN);
  } finally {
    await context.close();
  }
}

/**
 * The two lines printed under a screen's render: the floor's median (with its runs) and the
 * screen's own share, render − floor. Informative only: no budget is attached to either.
 */
export function floorLines(name: string, renderMedian: number, floors: readonly number[]): string[] {
  const floor = median([...floors]);
  return [
    `       ${`${name}: floor (${FLOOR_STORY_ID})`.padEnd(44)} ${floor.toFixed(1).padStart(8)}   runs ${floors.map((f) => f.toFixed(0)).join(', ')} ms`,
    `       ${`${name}: own share, render − floor`.padEnd(44)} ${(renderMedian - floor).toFixed(1).padStart(8)}`,
  ];
}
