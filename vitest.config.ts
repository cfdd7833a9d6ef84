import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './vite.config';

const apiTests = [
  'src/server/modules/**/*.test.ts',
  'src/server/hostile-input/**/*.test.ts',
  'src/server/jobs/**/*.test.ts',
  'src/server/db/migrate-lock.test.ts',
  'src/server/db/built-once.test.ts',
];
/** Builds the migrated, seeded database once per run that every API test file copies. */
const apiGlobalSetup = 'src/server/test/api-global-setup.ts';
/** Tests of the storefront's production build share one build per run (src/server/test/web-build-setup.ts). */
const buildTests = ['src/storefront/bundle-chunks.test.ts', 'src/server/modules/web/server-render.test.ts'];
/** Component tests of the storefront, run on Preact as the shop's pages are. */
const storefrontComponents = ['src/storefront/**/*.test.tsx'];
const base = { testTimeout: 30_000, hookTimeout: 120_000 };
/** Fault tests spawn real server processes (src/server/faults/); they test PostgreSQL too when TEST_DATABASE_URL is set. */
const faultTests = ['src/server/faults/**/*.test.ts'];
const postgresOnlyFaults = ['src/server/faults/**/*.postgres.test.ts'];

/**
 * API tests run against PGlite always, and a second time against a PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it), so both engines are held to the same suite.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...base,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...apiTests, ...faultTests, ...buildTests, 'src/server/concurrency/**', ...storefrontComponents],
        },
      },
      // The storefront's components run on preact/compat in the browser (ADR 8), so their tests do too.
      {
        resolve: {
          alias: [
            { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
            // Node's conditions pick react-router's CommonJS build, whose require('react') no alias reaches; the browser's is ESM.
            { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
            ...preactCompat,
          ],
        },
        test: {
          ...base,
          name: 'storefront-components',
          include: storefrontComponents,
          environment: 'happy-dom',
          // Inlined, so that the aliases reach the React they import too.
          server: { deps: { inline: [/@tanstack\/react-query/, /react-router/, /lucide-react/, /@testing-library/] } },
        },
      },
      {
        test: {
          ...base,
          name: 'builds',
          include: buildTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/server/test/web-build-setup.ts', apiGlobalSetup],
          hookTimeout: 240_000,
        },
      },
      { test: { ...base, name: 'api-pglite', include: apiTests, exclude: buildTests, env: { TEST_DB: 'pglite' }, globalSetup: [apiGlobalSetup] } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...base, name: 'api-postgres', include: apiTests, exclude: buildTests, env: { TEST_DB: 'postgres' }, globalSetup: [apiGlobalSetup] } }]
        : []),
      // Parallel requests through real HTTP at servers on one PostgreSQL database; each suite skips
      // itself, saying why, without TEST_DATABASE_URL (concurrency/describe-on-postgres.ts).
      {
        test: {
          ...base,
          name: 'concurrency',
          include: ['src/server/concurrency/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: process.env.TEST_DATABASE_URL ? [apiGlobalSetup] : [],
          testTimeout: 120_000,
          maxWorkers: 2,
          // Vitest wants one worker limit per group; races run after the API suites, before the faults.
          sequence: { groupOrder: 1 },
        },
      },
      // After the other projects, two files at a time at most: each file runs servers under load, and
      // timing assertions (drain within 10 s, 503 within the request timeout) need CPU to spare.
      {
        test: {
          ...base,
          name: 'faults',
          include: faultTests,
          exclude: process.env.TEST_DATABASE_URL ? [] : postgresOnlyFaults,
          globalSetup: ['src/server/faults/global-setup.ts'],
          testTimeout: 150_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
