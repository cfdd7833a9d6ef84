import { defineConfig } from 'vitest/config';

const apiTests = ['src/server/modules/**/*.test.ts'];
const base = { testTimeout: 30_000, hookTimeout: 120_000 };

/**
 * API tests run against PGlite always, and a second time against a PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it), so both engines are held to the same suite.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { ...base, name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: apiTests } },
      { test: { ...base, name: 'api-pglite', include: apiTests, env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...base, name: 'api-postgres', include: apiTests, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
