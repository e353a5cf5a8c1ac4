/**
 * One vitest config, three projects:
 * - `unit`: pure logic (packages/core, packages/data, mocks, scripts) in Node with msw/node;
 * - `stories-en` / `stories-ar`: every story of the repo as a test in headless Chromium
 *   (@storybook/addon-vitest), once per direction, with axe and the console guard of
 *   `.storybook/vitest.setup.ts`.
 */
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BASELINES, pictureMatchesBaseline } from './.storybook/visual/take-picture.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

interface PicturePath {
  arg: string;
  ext: string;
  root: string;
}

function storiesProject(locale: 'en' | 'ar') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { locale } })],
    // The connected route stories reach these only through lazy route chunks, which the
    // optimizer's first scan does not follow; discovering them mid-run reloads the browser
    // and fails the file on a cold cache (a fresh clone).
    optimizeDeps: {
      include: ['storybook/viewport', 'react-router', 'swr', 'swr/infinite', 'valtio', 'valtio/vanilla', '@dukkan/ui > react-window'],
    },
    test: {
      name: `stories-${locale}`,
      browser: {
        enabled: true,
        headless: true,
        // The same page settings as the end-to-end tests: Dubai's clock, no motion (pictures
        // never catch an animation half-way), one CSS pixel per device pixel.
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: { reducedMotion: 'reduce', timezoneId: 'Asia/Dubai', locale: 'en-AE', deviceScaleFactor: 1 },
        }),
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
        commands: { pictureMatchesBaseline },
        // One picture per story per direction, taken in the same visit (.storybook/vitest.setup.ts).
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: ({ arg, ext, root }: PicturePath) => path.join(root, BASELINES, `${arg}${ext}`),
            resolveDiffPath: ({ arg, ext, root }: PicturePath) => path.join(root, '.cache/visual-diffs', `${arg}${ext}`),
          },
        },
      },
      setupFiles: ['.storybook/vitest.setup.ts'],
      // The first story of a connected file imports a whole app's route chunks cold: 15-18 s on a
      // loaded machine. A timeout guards against a hang, it is not a speed budget (npm run bench).
      testTimeout: 45_000,
      // No retries (issue #9): a story that fails once fails, and its picture is compared in that
      // same visit; a retry would hide a flaky story and skip a changed picture.
      retry: 0,
      // The story files of a run share their worker's page (`isolate: false`): no module graph
      // re-imported per file (~4 s each), 30-40 % faster. `npm test` runs them in shards, so a page
      // is recycled every few files, and runs a failed file again in a page of its own to tell a
      // broken story from a page left broken by another file. `STORIES_ISOLATE=1` gives every
      // file its own page (docs/decisions/0054, 0055).
      isolate: process.env.STORIES_ISOLATE === '1',
      provide: { visualOnly: process.env.VISUAL_ONLY ?? '' },
    },
  };
}

export default defineConfig({
  test: {
    // Two test files at a time (story files each in their own page): a story visit waits on
    // frames, the mock worker and the screenshot as much as on the CPU (docs/decisions/0033).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Property tests run a hundred cases each: on a loaded 2-core machine one took over the
          // default 5 s (the fresh-clone run of 0d5ac94). Timeouts here guard against hangs, not speed.
          testTimeout: 20_000,
          include: ['packages/*/src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
        },
      },
      storiesProject('en'),
      storiesProject('ar'),
    ],
  },
});
