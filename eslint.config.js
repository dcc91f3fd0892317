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
