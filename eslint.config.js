// @ts-check
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of CONVENTIONS §1, as lint errors:
 *   core -> i18n -> ui -> screens;  core -> data;  only apps/* and .storybook wire screens to data.
 * A screen never imports SWR, Valtio, react-router or fetch: it takes data and on* callbacks.
 */
const forbid = (names, message) => names.map((name) => ({ name, message }));
const patterns = (groups, message) => [{ group: groups, message }];

const layers = [
  {
    files: ['packages/core/src/**'],
    ignores: ['**/*.test.ts', 'packages/core/src/testing/**'],
    paths: forbid(
      ['react', 'react-dom', 'react-intl', 'styled-components', 'swr', 'valtio', 'react-router', 'msw'],
      'core is pure TypeScript: no React, no state or routing libraries.',
    ),
    patterns: patterns(
      ['@dukkan/i18n', '@dukkan/ui', '@dukkan/screens', '@dukkan/data', '@dukkan/mocks', '@dukkan/shell'],
      'core depends on nothing of the workspace.',
    ),
  },
  {
    files: ['packages/i18n/src/**'],
    paths: forbid(['swr', 'valtio', 'react-router', 'styled-components'], 'i18n holds catalogues and the locale provider only.'),
    patterns: patterns(
      ['@dukkan/ui', '@dukkan/screens', '@dukkan/data', '@dukkan/mocks', '@dukkan/shell'],
      'i18n sits below ui and screens.',
    ),
  },
  {
    files: ['packages/ui/src/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    paths: forbid(['swr', 'valtio', 'react-router'], 'ui is presentational: data comes in through props.'),
    patterns: patterns(
      ['@dukkan/screens', '@dukkan/data', '@dukkan/mocks', '@dukkan/shell'],
      'ui sits below screens and knows no data layer.',
    ),
  },
  {
    files: ['packages/screens/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    paths: forbid(
      ['swr', 'swr/mutation', 'swr/infinite', 'valtio', 'valtio/utils', 'react-router', 'react-router-dom', 'ofetch'],
      'A screen is presentational: take data and on* callbacks; the app wires SWR, Valtio and routing (CONVENTIONS §1).',
    ),
    patterns: patterns(
      ['@dukkan/data', '@dukkan/data/*', '@dukkan/shell'],
      'A screen never imports the data layer; the app container passes data in.',
    ),
  },
  {
    files: ['packages/data/src/**'],
    paths: forbid(['react-dom', 'styled-components', 'react-router'], 'data has no UI.'),
    patterns: patterns(['@dukkan/ui', '@dukkan/screens', '@dukkan/i18n', '@dukkan/shell'], 'data sits beside ui, never on top of it.'),
  },
  {
    files: ['mocks/**'],
    paths: forbid(['react', 'react-dom', 'swr', 'valtio'], 'The mock kit has no UI.'),
    patterns: patterns(['@dukkan/ui', '@dukkan/screens', '@dukkan/data', '@dukkan/shell'], 'The mock kit depends on core only.'),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.cache/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only (CONVENTIONS §2).' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // react-final-form's <Field component="input"> renders the control.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Field'], assert: 'either', depth: 3 }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/ui/src/**/*.tsx', 'packages/screens/src/**/*.tsx', 'apps/*/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      // No hard-coded UI text (CONVENTIONS §4): every visible string is a message.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|aria-description|title|alt|placeholder|label)']] } },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  ...layers.map(({ files, ignores, paths, patterns: groups }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': ['error', { paths, patterns: groups }],
      ...(files[0] === 'packages/screens/src/**'
        ? {
            'no-restricted-globals': ['error', { name: 'fetch', message: 'Screens never fetch: the app passes data in.' }],
            'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Screens never fetch.' }],
          }
        : {}),
    },
  })),
  // Default exports are what these tools load.
  {
    files: ['**/*.stories.tsx', '.storybook/**', '*.config.ts', '*.config.js', '**/vite.config.ts', '.storybook/visual/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Playwright fixtures use `use()` and `{}` by design; they are not React hooks.
  {
    files: ['**/e2e/**/*.ts', 'scripts/e2e/**/*.ts', '.storybook/visual/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
