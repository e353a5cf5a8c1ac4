/**
 * One vitest config, three projects:
 * - `unit`: pure logic (packages/core, packages/data, mocks, scripts) in Node with msw/node;
 * - `stories-en` / `stories-ar`: every story of the repo as a test in headless Chromium
 *   (@storybook/addon-vitest), once per direction, with axe and the console guard of
 *   `.storybook/vitest.setup.ts`.
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

function storiesProject(locale: 'en' | 'ar') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { locale } })],
    // The connected route stories reach these only through lazy route chunks, which the
    // optimizer's first scan does not follow; discovering them mid-run reloads the browser
    // and fails the file on a cold cache (a fresh clone).
    optimizeDeps: { include: ['react-router', 'swr', 'swr/infinite', 'valtio', 'valtio/vanilla', 'react-window'] },
    test: {
      name: `stories-${locale}`,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
      },
      setupFiles: ['.storybook/vitest.setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
        },
      },
      storiesProject('en'),
      storiesProject('ar'),
    ],
  },
});
