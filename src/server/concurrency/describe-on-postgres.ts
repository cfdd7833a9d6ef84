import { describe } from 'vitest';

/**
 * Races need a real PostgreSQL: PGlite runs one statement at a time and hides them. Without
 * TEST_DATABASE_URL a concurrency suite is skipped and says so in the log, never passed silently.
 */
export function describeOnPostgres(name: string, suite: () => void): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(`[concurrency] SKIPPED "${name}": TEST_DATABASE_URL is not set, and races need a real PostgreSQL server`);
    describe.skip(name, suite);
    return;
  }
  describe(name, suite);
}
