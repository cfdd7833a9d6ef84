import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * One online payment per order (ADR 31): the provider's order made for the order's exact total, and
 * what became of it. The amount and the provider's order id are ours: a verification or a webhook is
 * checked against them, never against what the browser or the webhook says alone.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** The payment that was captured (one per order); null until then. */
    providerPaymentId: text('provider_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    /** Reserved by refunds as they are asked for, released by a refund that fails: never above the amount. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    lastError: text('last_error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('created', 'failed', 'captured', 'expired', 'refunded')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0 and ${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`),
    index('payments_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/** Refunds of a payment, each asked of the provider once under its own idempotency key. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The provider's payment refunded. */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    /** Sent as X-Refund-Idempotency: a retry of the same refund is the same refund at the provider. */
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    lastError: text('last_error'),
    /** Staff who asked; null for the shop's own refunds (a cancelled paid order, a late payment). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    unique('refunds_order_idempotency_unique').on(t.orderId, t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
  ],
);

/** Each provider webhook event once: its id is inserted before it is applied, in the same transaction. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shop's Cash on Delivery rules; one row (id 1), the defaults of src/shared/payments/cod-rules.ts until staff save. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey(),
    codEnabled: boolean('cod_enabled').notNull(),
    codMaxTotalPaise: integer('cod_max_total_paise').notNull(),
    codFeePaise: integer('cod_fee_paise').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_single_row', sql`${t.id} = 1`),
    // Section 269ST: no cash receipt of ₹2,00,000 or more, whatever staff type.
    check('payment_settings_cod_cap_check', sql`${t.codMaxTotalPaise} > 0 and ${t.codMaxTotalPaise} < 20000000 and ${t.codFeePaise} >= 0`),
  ],
);
