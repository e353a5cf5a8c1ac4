import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the whole repo: design-system primitives, screens and the app
 * containers' connected stories. MSW serves the shared mock kit (mocks/) in the browser.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public', { from: '../mocks/assets', to: '/mock-assets' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's highlight feature rescans every element's computed style on each DOM change of
  // the story (decision 0093 measured 260 ms of a 500-order board's render). It only draws
  // boxes for designers in the UI, so the story tests (vitest sets VITEST) run without it.
  features: { highlight: process.env.VITEST !== 'true' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
