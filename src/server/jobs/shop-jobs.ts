import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Mailer, OutgoingMessage } from '../mail/mailer.js';
import { startJobQueue } from './job-queue.js';
import { jobsThrough, MAIL_QUEUE, queueMail, workMailQueue } from './mail-queue.js';
import { PURGE_QUEUE, workPurgeQueue } from './purge-job.js';
import { PAYMENT_QUEUES, PAYMENT_RETRY, workPaymentQueues } from './payment-jobs.js';
import type { TransactionalJobs } from '../modules/payments/payment-deps.js';
import { createPaymentProvider } from '../modules/payments/payment-provider-factory.js';
import { LOW_STOCK_DIGEST_QUEUE, sendLowStockDigest, workLowStockDigestQueue, type DigestOutcome } from './low-stock-digest-job.js';
import { PRODUCT_IMPORT_QUEUE, sendProductImportJob, workProductImportQueue, type ProductImportJob } from './product-import-job.js';

export interface ShopJobs extends TransactionalJobs {
  /** Records the mail and queues it for the worker; resolves once both are committed, never waits on SMTP. */
  queueMail(message: OutgoingMessage): Promise<string>;
  /** Puts a CSV import's dry run or apply on the queue. */
  queueProductImport(job: ProductImportJob): Promise<void>;
  /** Queues a low-stock digest run now (the schedule runs it daily); for staff's "send now" and tests. */
  queueLowStockDigest(): Promise<void>;
  /** Runs today's digest in this process (once a day, like the job). */
  runLowStockDigest(): Promise<DigestOutcome>;
  /** Lets running jobs finish (a few seconds at most; an unfinished one is run again later), then stops. */
  stop(): Promise<void>;
}

export interface ShopJobsOptions {
  database: Database;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Run the workers and schedules here (the server by default, or `npm run worker`), or only send jobs. */
  runWorkers: boolean;
  instanceName: 'server' | 'worker';
}

/** Every queue of the shop, and what works them. Later scheduled work (payment expiry, digests) joins here. */
export async function startShopJobs(options: ShopJobsOptions): Promise<ShopJobs> {
  const { database, config, log } = options;
  const boss = await startJobQueue(database, { log, worker: options.runWorkers, instanceName: options.instanceName });
  // Idempotent: every process makes sure the queues exist before it sends to or works them.
  await boss.createQueue(MAIL_QUEUE);
  await boss.createQueue(PURGE_QUEUE);
  for (const queue of PAYMENT_QUEUES) await boss.createQueue(queue);
  await boss.createQueue(PRODUCT_IMPORT_QUEUE);
  await boss.createQueue(LOW_STOCK_DIGEST_QUEUE);
  const queueMailIn = (db: Db, message: OutgoingMessage) => queueMail(db, boss, message, config.mailRetryDelaySeconds);
  const transactional: TransactionalJobs = {
    queueMailIn: async (tx, message) => {
      await queueMailIn(tx, message);
    },
    sendIn: async (tx, queue, data, sendOptions = {}) => {
      await boss.send(queue, data, {
        ...PAYMENT_RETRY,
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        db: jobsThrough(tx),
      });
    },
  };
  if (options.runWorkers) {
    await workMailQueue(boss, options.mailer);
    await workPurgeQueue(boss, database.db, log);
    await workPaymentQueues(
      boss,
      {
        db: database.db,
        provider: createPaymentProvider(config),
        jobs: transactional,
        publicUrl: config.publicUrl,
        expiryMinutes: config.paymentExpiryMinutes,
      },
      log,
    );
    await workProductImportQueue(boss, database, config.dataDir, log);
    await workLowStockDigestQueue(boss, database.db, queueMailIn, config.publicUrl, log);
  }
  return {
    ...transactional,
    queueMail: (message) => queueMailIn(database.db, message),
    queueProductImport: (job) => sendProductImportJob(boss, job),
    queueLowStockDigest: async () => {
      await boss.send(LOW_STOCK_DIGEST_QUEUE, null, { retryLimit: 3, retryDelay: 300 });
    },
    runLowStockDigest: () => sendLowStockDigest(database.db, queueMailIn, config.publicUrl),
    // Within the 8 s that main.ts gives the whole shutdown.
    stop: () => boss.stop({ graceful: true, timeout: 4_000 }),
  };
}
