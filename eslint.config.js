import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The dependency direction of docs/architecture.md, enforced: who may import whom. */
const boundaries = [
  { target: './src/shared', from: ['./src/server', './src/storefront', './src/admin'], message: 'src/shared imports only zod.' },
  { target: './src/server', from: ['./src/storefront', './src/admin'], message: 'The server never imports React code.' },
  { target: './src/storefront', from: ['./src/server', './src/admin'], message: 'The storefront speaks HTTP to the server; it never imports it.' },
  { target: './src/admin', from: ['./src/server', './src/storefront'], message: 'The admin site speaks HTTP to the server; it never imports it.' },
  { target: './src/server/plugins', from: './src/server/modules', message: 'Plugins are cross-cutting; they never import modules.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A feature never imports another feature (shared UI lives in components/).
    files: ['src/storefront/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./features/', message: 'A feature never imports another feature.' }, { regex: '^\\.\\./(?!\\.)[^/]+/(?!.*\\.css$)', message: 'A feature never imports a sibling feature.' }] }],
    },
  },
);
