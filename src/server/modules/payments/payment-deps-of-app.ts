import type { FastifyInstance } from 'fastify';
import type { PaymentDeps } from './payment-deps.js';

/** The payment services' parts, from the app: its database, provider and job queue. */
export function paymentDepsOf(app: FastifyInstance): PaymentDeps {
  return { db: app.db, provider: app.paymentProvider, jobs: app.jobs, publicUrl: app.config.publicUrl, expiryMinutes: app.config.paymentExpiryMinutes };
}
