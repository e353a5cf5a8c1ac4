/**
 * The statistics charts (issue #15): a year of daily points in four series (365 × 4) rendered
 * in at most 100 ms at 4x CPU, and the statistics route's own chunk at most 60 KB brotli.
 * Serves a one-page Vite app (scripts/bench/charts/) that renders the design system's
 * LineChart and BarChart on demand, in headless Chromium throttled 4x over CDP, and takes the
 * median of 5 renders each (after one warm-up), from the commit's start to the next frame. The
 * chunk is read from apps/dashboard/dist when a build is there (`npm run bench` builds first).
 * usage: node scripts/bench/charts.ts   (also run by `npm run bench`)
 */
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '../chromium.ts';
import { median } from './storybook.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 5;
export const chartBudgets = { yearRenderMsAt4x: 100, statisticsChunkKbBrotli: 60 };

/** The statistics route's chunk (the screen and the charts), brotli-compressed, in KB; null without a build. */
export function statisticsChunkKb(): number | null {
  const assets = path.join(root, 'apps/dashboard/dist/assets');
  let files: string[];
  try {
    files = readdirSync(assets).filter((f) => /^StatisticsRoute-.*\.js$/.test(f));
  } catch {
    return null;
  }
  if (files.length === 0) return null;
  const bytes = files.reduce((sum, f) => sum + brotliCompressSync(readFileSync(path.join(assets, f))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

export async function runChartBench(): Promise<number> {
  let over = 0;
  // A production build: React's development checks would be most of what is timed.
  const outDir = mkdtempSync(path.join(tmpdir(), 'dukkan-chart-bench-'));
  const config = {
    configFile: false as const,
    root: path.join(import.meta.dirname, 'charts'),
    plugins: [react()],
    logLevel: 'error' as const,
  };
  await build({ ...config, build: { outDir, emptyOutDir: true } });
  const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    if (!url) throw new Error('The chart bench page did not start');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU_RATE ?? 4) });
    for (const kind of ['line', 'bar'] as const) {
      await page.evaluate((k) => window.renderYear(k), kind);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await page.evaluate((k) => window.renderYear(k), kind));
      const ms = Math.round(median(times));
      const ok = ms <= chartBudgets.yearRenderMsAt4x;
      if (!ok) over += 1;
      console.log(
        `charts: 365 × 4 ${kind} chart rendered in ${ms} ms at 4x (median of ${RUNS}; ${times.map(Math.round).join(', ')}), budget ${chartBudgets.yearRenderMsAt4x} ms ${ok ? 'ok' : 'OVER'}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const kb = statisticsChunkKb();
  if (kb === null) console.log('charts: no dashboard build, statistics chunk not measured (npm run bench builds first)');
  else {
    const ok = kb <= chartBudgets.statisticsChunkKbBrotli;
    if (!ok) over += 1;
    console.log(`charts: statistics route chunk ${kb} KB brotli, budget ${chartBudgets.statisticsChunkKbBrotli} KB ${ok ? 'ok' : 'OVER'}`);
  }
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await runChartBench()) > 0 ? 1 : 0);
