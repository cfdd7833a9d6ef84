import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.js';
import { failImport, runImportJob, type ImportMode } from '../modules/admin-products/product-import.service.js';

/** CSV imports' dry runs and applies: long work on files, off the request, one at a time per worker. */
export const PRODUCT_IMPORT_QUEUE = 'product-import';

export interface ProductImportJob {
  importId: string;
  mode: ImportMode;
}

/** Twice more after a crash or a lost database; the dry run starts over, the apply resumes after its last batch. */
export const PRODUCT_IMPORT_RETRY = { retryLimit: 2, retryDelay: 5, expireInSeconds: 3_600 };

export async function sendProductImportJob(boss: PgBoss, job: ProductImportJob): Promise<void> {
  await boss.send(PRODUCT_IMPORT_QUEUE, job, PRODUCT_IMPORT_RETRY);
}

export async function workProductImportQueue(boss: PgBoss, database: Database, dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const env = { db: database.db, dataDir, catalogChanged: () => database.notify('catalog_changed').catch(() => undefined) };
  const options = { pollingIntervalSeconds: 1, includeMetadata: true } as const;
  await boss.work<ProductImportJob, void, typeof options>(PRODUCT_IMPORT_QUEUE, options, async ([job]) => {
    if (!job) return;
    try {
      await runImportJob(env, job.data);
    } catch (error) {
      log.error({ err: error, importId: job.data.importId }, 'product import failed');
      if (job.retryCount >= job.retryLimit)
        await failImport(database.db, job.data.importId, 'The import stopped on an unexpected error. Please upload the file again.');
      throw error;
    }
  });
}
