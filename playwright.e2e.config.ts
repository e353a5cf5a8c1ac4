import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { e2eLane } from './scripts/ports.ts';

/**
 * End-to-end journeys against the production builds (vite preview) and the mock API
 * server, each journey once in English and once in Arabic (projects `en` and `ar`; the
 * e2e fixture sets the locale cookie). The mock server gets a fresh data folder per run.
 *
 * `E2E_LANE=n` (1–9) moves the three servers to ports shifted by n × 100, so `npm test` runs
 * the English and the Arabic journeys at once, each lane with its own servers and data
 * (scripts/ports.ts, docs/decisions/0055).
 */
const lane = e2eLane();
const dataDir = process.env.E2E_MOCK_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'dukkan-e2e-'));

export default defineConfig({
  testDir: 'apps',
  testMatch: '*/e2e/**/*.spec.ts',
  fullyParallel: false,
  outputDir: lane.lane ? `test-results/lane-${lane.lane}` : 'test-results',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: chromiumLaunchOptions,
    timezoneId: 'Asia/Dubai',
    // No trace by default: recording one (a DOM snapshot and a screencast frame per action) cost
    // ~28 % more CPU and ~10 % more time per journey (decision 0100), and CI keeps only the log.
    // `E2E_TRACE=1` records one for each journey and keeps those that failed.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'en', metadata: { locale: 'en' } },
    { name: 'ar', metadata: { locale: 'ar' } },
  ],
  webServer: [
    {
      command: 'node mocks/server/main.ts',
      url: `http://127.0.0.1:${lane.mockApi}/health`,
      env: { MOCK_API_PORT: String(lane.mockApi), MOCK_DATA_DIR: dataDir },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `vite preview --config apps/storefront/vite.config.ts --port ${lane.storefrontPreview} --strictPort`,
      url: `http://127.0.0.1:${lane.storefrontPreview}/`,
      env: { DUKKAN_API_PROXY: `http://127.0.0.1:${lane.mockApi}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `vite preview --config apps/dashboard/vite.config.ts --port ${lane.dashboardPreview} --strictPort`,
      url: `http://127.0.0.1:${lane.dashboardPreview}/`,
      env: { DUKKAN_API_PROXY: `http://127.0.0.1:${lane.mockApi}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
