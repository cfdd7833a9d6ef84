import type { Db } from '../../db/client.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import type { PaymentProvider } from './payment-provider.js';

/** Jobs queued inside the caller's transaction: they exist only if it commits (jobs/mail-queue.ts, jobsThrough). */
export interface TransactionalJobs {
  queueMailIn(tx: Db, message: OutgoingMessage): Promise<void>;
  sendIn(tx: Db, queue: string, data: object, options?: { startAfterSeconds?: number }): Promise<void>;
}

/** What the payment services need; the routes and the job workers build it from the app's or the worker's parts. */
export interface PaymentDeps {
  db: Db;
  /** Null when online payment is not configured (COD only). */
  provider: PaymentProvider | null;
  jobs: TransactionalJobs;
  publicUrl: string;
  expiryMinutes: number;
}

/** The payment queues (jobs/payment-jobs.ts works them). */
export const PAYMENT_EXPIRE_QUEUE = 'payment-expire';
export const PAYMENT_REFUND_QUEUE = 'payment-refund';
export const PAYMENT_SWEEP_QUEUE = 'payment-sweep';
