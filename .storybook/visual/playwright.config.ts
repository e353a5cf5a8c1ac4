import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { ports } from '../../scripts/ports.ts';

/**
 * Visual baselines of every story, in English and Arabic, over the built Storybook.
 * Baselines live in git beside this file; update them on purpose with
 * `npm run build-storybook && npm run test:visual:update` and review the PNG diff.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One retry, on a fresh worker page: a popover caught mid-placement once differed in a full
  // run but never in isolation. A real pixel change fails both tries, and the summary still
  // reports a retried pass as flaky.
  retries: 1,
  timeout: 30_000,
  // CI never writes a baseline: a story without one fails until it is committed.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.1, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${ports.storybookStatic}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Dubai',
    locale: 'en-AE',
  },
  webServer: {
    command: `node scripts/static-server.ts storybook-static ${ports.storybookStatic}`,
    cwd: '../..',
    url: `http://127.0.0.1:${ports.storybookStatic}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
