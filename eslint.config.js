// One lint setup for the whole workspace; formatting is prettier's job (eslint-config-prettier turns off clashing rules).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { packageWalls } from './scripts/eslint-package-walls.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/src/generated/**',
      '**/.data/**',
      // Playwright's outputs (the HTML report ships the trace viewer's scripts).
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // A package's tests and sources reach another package through its exported entries only.
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'package-walls': packageWalls },
    rules: { 'package-walls/no-relative-cross-package-import': 'error' },
  },
  {
    // The contract is the bottom of the house: it imports no package of ours.
    files: ['packages/contract/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tabib/*'], message: '@tabib/contract imports no other package of ours.' }] },
      ],
    },
  },
  {
    // The server takes the API's types and constants from @tabib/contract, never from the client SDK
    // (its tests, in test/ or beside a domain's code, may drive it through the SDK, a devDependency).
    files: ['packages/server/src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/server/src/**/test/**', 'packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tabib/sdk', '@tabib/sdk/*'],
              message: 'The server imports the contract (@tabib/contract), not the client SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    // The journeys use the packages as a consumer does: through their published entries
    // (@tabib/contract, @tabib/sdk, @tabib/ui and its subpaths), never a package's files by path.
    files: ['e2e/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)packages/',
              message: "Import a package's public entry (@tabib/<name>), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // React packages: hooks rules (incl. the React Compiler checks) and static JSX accessibility.
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/hooks/**/*.{ts,tsx}',
      'packages/app/**/*.{ts,tsx}',
      'examples/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Components may take a `role` prop of their own (RoleBadge role="doctor"); check DOM elements only.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  prettier,
);
