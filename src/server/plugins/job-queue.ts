import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startShopJobs } from '../jobs/shop-jobs.js';

/**
 * Starts the job queue with the app (`app.jobs`), with its workers unless JOB_WORKER=off, and stops it
 * when the app closes: after the requests in flight (which may still queue jobs), before the database.
 */
export const jobQueuePlugin = fp(async (app: FastifyInstance) => {
  const jobs = await startShopJobs({
    database: app.database,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    runWorkers: app.config.jobWorker === 'in-process',
    instanceName: 'server',
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
});
