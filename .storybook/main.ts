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
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
