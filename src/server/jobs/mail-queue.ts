import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { fromDrizzle, type JobResult, type PgBoss, type SendOptions } from 'pg-boss';
import type { Db } from '../db/client.js';
import { recordMail, type Mailer, type OutgoingMessage } from '../mail/mailer.js';

/** Order and status mails: sent by a worker, retried with backoff, so a request never waits on SMTP. */
export const MAIL_QUEUE = 'mail';

interface MailJob {
  mailId: string;
}

/**
 * How a mail is retried: `retryDelaySeconds`, then about twice as long each time (pg-boss adds jitter),
 * never more than an hour apart. Eight retries cover about four hours of a mail server being away with
 * the default 30 s, after which the mail stays `failed` in outgoing_mail.
 */
export function mailRetryPolicy(retryDelaySeconds: number): SendOptions {
  return {
    retryLimit: 8,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3_600,
    // An attempt that has not finished by then (a process killed mid-send) is tried again. nodemailer
    // gives up well before: 10 s to connect, 10 s for the greeting, 15 s of silence (mail/mailer.ts).
    expireInSeconds: 120,
  };
}

/**
 * Records the mail (`queued` in outgoing_mail) and puts its job on the queue in one transaction: a
 * mail is never recorded without a job to send it, nor a job left pointing at no mail. Given a
 * transaction, the mail joins it (commits or rolls back with the change that sent it) instead of
 * nesting a savepoint: two round trips fewer for every order's confirmation (ADR 81).
 */
export async function queueMail(db: Db, boss: PgBoss, message: OutgoingMessage, retryDelaySeconds: number): Promise<string> {
  const queue = async (tx: Db) => {
    const mailId = await recordMail(tx, message);
    const job: MailJob = { mailId };
    await boss.send(MAIL_QUEUE, job, { ...mailRetryPolicy(retryDelaySeconds), db: jobsThrough(tx) });
    return mailId;
  };
  return inTransaction(db) ? queue(db) : db.transaction(queue);
}

/** A boolean, not a type guard: narrowing to Drizzle's generic transaction class would lose the Db type. */
function inTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/**
 * pg-boss writes a job through this transaction (or connection), so the job commits or rolls back
 * with the change that asked for it. Drizzle's shared Db type leaves execute()'s result unknown; both
 * drivers answer `{ rows }`, which is what pg-boss reads.
 */
export function jobsThrough(tx: Db): NonNullable<SendOptions['db']> {
  const inTransaction = {
    execute: async (query: unknown) => {
      const result: unknown = await tx.execute(query as SQL);
      return result as { rows: unknown[] };
    },
  };
  return fromDrizzle(inTransaction, sql);
}

/**
 * Mails fetched at once. One a poll (pg-boss's default) sent one mail a second per process: a sale's
 * 20 confirmations a second piled up. While a fetch comes back full the worker fetches again at once;
 * three mails at a time stay within a job's 120 s expiry even when each waits on every SMTP timeout.
 */
const MAIL_BATCH = 3;

/** Runs the mail queue in this process: one mail at a time, a failed delivery handed back for pg-boss to retry. */
export async function workMailQueue(boss: PgBoss, mailer: Mailer): Promise<void> {
  const options = { pollingIntervalSeconds: 1, includeMetadata: true, batchSize: MAIL_BATCH, burstWhenBatchFull: true, perJobResults: true } as const;
  await boss.work<MailJob, void, typeof options>(MAIL_QUEUE, options, async (jobs) => {
    const results: JobResult[] = [];
    // In turn, not at once: a mail server is asked for one mail at a time, as before.
    for (const job of jobs) {
      try {
        await mailer.deliverRecorded(job.data.mailId, { finalAttempt: job.retryCount >= job.retryLimit });
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
      }
    }
    return results;
  });
}
