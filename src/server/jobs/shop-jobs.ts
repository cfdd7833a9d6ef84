import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer, OutgoingMessage } from '../mail/mailer.js';
import { startJobQueue } from './job-queue.js';
import { jobsThrough, MAIL_QUEUE, queueMail, workMailQueue } from './mail-queue.js';
import { PURGE_QUEUE, workPurgeQueue } from './purge-job.js';
import { PAYMENT_QUEUES, PAYMENT_RETRY, workPaymentQueues } from './payment-jobs.js';
import type { TransactionalJobs } from '../modules/payments/payment-deps.js';
import { createPaymentProvider } from '../modules/payments/payment-provider-factory.js';

export interface ShopJobs extends TransactionalJobs {
  /** Records the mail and queues it for the worker; resolves once both are committed, never waits on SMTP. */
  queueMail(message: OutgoingMessage): Promise<string>;
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
  const transactional: TransactionalJobs = {
    queueMailIn: async (tx, message) => {
      await queueMail(tx, boss, message, config.mailRetryDelaySeconds);
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
  }
  return {
    ...transactional,
    queueMail: (message) => queueMail(database.db, boss, message, config.mailRetryDelaySeconds),
    // Within the 8 s that main.ts gives the whole shutdown.
    stop: () => boss.stop({ graceful: true, timeout: 4_000 }),
  };
}
