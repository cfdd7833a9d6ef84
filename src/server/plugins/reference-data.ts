import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachReferenceData } from '../cache/reference-data-cache.js';

/** The channel the reference tables' triggers notify on commit (drizzle/0180): the table's name. */
const REFERENCE_DATA_CHANNEL = 'reference_data_changed';

/**
 * Caches the reference data of `app.db` in this process (ADR 72) and drops it when any process
 * commits a change to one of its tables (or when the listener reconnected and may have missed one).
 * The tables are few and small and change rarely: every notice drops everything.
 */
export const referenceDataPlugin = fp(async (app: FastifyInstance) => {
  const cache = attachReferenceData(app.db);
  const unlisten = await app.database.listen(REFERENCE_DATA_CHANNEL, () => cache.drop());
  app.addHook('onClose', async () => {
    await unlisten();
  });
});
