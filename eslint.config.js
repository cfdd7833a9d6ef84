import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/** The dependency direction of docs/architecture.md, enforced: who may import whom. */
const boundaries = [
  { target: './src/shared', from: ['./src/server', './src/storefront', './src/admin', './src/web'], message: 'src/shared imports only zod.' },
  {
    target: './src/web',
    from: ['./src/server', './src/storefront', './src/admin'],
    message: 'src/web is what both web apps share: it imports only src/shared and React.',
  },
  { target: './src/server', from: ['./src/storefront', './src/admin'], message: 'The server never imports React code.' },
  { target: './src/storefront', from: ['./src/server', './src/admin'], message: 'The storefront speaks HTTP to the server; it never imports it.' },
  { target: './src/admin', from: ['./src/server', './src/storefront'], message: 'The admin site speaks HTTP to the server; it never imports it.' },
  { target: './src/server/plugins', from: './src/server/modules', message: 'Plugins are cross-cutting; they never import modules.' },
  ...['storefront', 'admin'].flatMap((app) => [
    { target: `./src/${app}/components`, from: `./src/${app}/features`, message: 'Shared UI never imports a feature; a feature imports it.' },
    {
      target: `./src/${app}/lib`,
      from: [`./src/${app}/features`, `./src/${app}/components`],
      message: 'lib is below UI: it imports neither features nor components.',
    },
  ]),
];

/** A feature never imports another feature: what two features share lives in components/ or lib/. */
const featureIsolation = ['storefront', 'admin'].flatMap((app) =>
  readdirSync(new URL(`./src/${app}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((feature) => ({
      target: `./src/${app}/features/${feature.name}`,
      from: `./src/${app}/features`,
      except: [`./${feature.name}`],
      message: 'A feature never imports another feature.',
    })),
);

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
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...featureIsolation] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/storefront/**/*.tsx', 'src/admin/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // Only forms a person opened to fill (sign-in, a mailed code, a confirm step) focus their first field.
      'jsx-a11y-x/no-autofocus': 'off',
    },
  },
  {
    // Rules that need the types: a promise nobody awaits loses its error; a switch over a union misses a new member.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
);
