import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate, templateFingerprint } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped dump of a migrated, seeded PGlite database that each API test file starts from. */
    pgliteImage: string;
    /** A migrated, seeded database on the test PostgreSQL server that each API test file copies. */
    postgresTemplate: string;
  }
}

/** Builds (or finds) the project's template database once per run; see database-template.ts. */
export default async function setup(project: TestProject): Promise<void> {
  const fingerprint = templateFingerprint();
  if (project.config.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await ensurePostgresTemplate(serverUrl, fingerprint));
  } else {
    project.provide('pgliteImage', await ensurePgliteTemplate(fingerprint));
  }
}
