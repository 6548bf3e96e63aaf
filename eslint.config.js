import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import harvest from './tools/eslint-plugin-harvest.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'e2e/test-results/**',
      'e2e/report/**',
      'apps/api/drizzle/**',
      'bench/reports/**',
      // Planted breaches that the lint rules' own tests lint on purpose.
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { harvest },
    rules: {
      'harvest/boundaries': 'error',
      'harvest/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', minimumDescriptionLength: 10 },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts', 'apps/api/src/modules/**/*.ts'],
    rules: { 'harvest/no-wall-clock': 'error' },
  },
  {
    // A module file names its room (routes, service, queries, tables, jobs, ...) so the boundaries can see it.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'harvest/module-file-roles': 'error' },
  },
  {
    // The domain's strings refuse what PostgreSQL cannot keep (NUL, lone surrogates) through its own zod.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/platform/storable-zod.ts', 'packages/domain/src/i18n/zod-messages.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from the domain's src/zod.ts: its strings refuse NUL and lone surrogates.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A failed assertion in a test is a failed test, which is what we want.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line entry points report to the terminal.
    files: ['apps/api/src/migrate-cli.ts', 'e2e/run.mjs', 'bench/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
