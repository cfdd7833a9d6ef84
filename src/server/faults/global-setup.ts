import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/seed/prepare-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data folder that each PGlite fault test copies instead of building its own. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database (initdb in WebAssembly) and seeding it takes several seconds; copying
 * a finished one takes half a second. Built once for the faults project, removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wattson-faults-template-'));
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
