import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReturnPayout } from '../../../shared/shopping/return.schema.js';
import { createdAt, updatedAt } from './columns.js';
import { orderLines, orders } from './orders.js';
import { users } from './users.js';

/**
 * A shopper's request to send back some delivered lines of one order, and what became of it. Its
 * status moves only along the table in shared/shopping/return-status.ts, one conditional UPDATE each.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Requested'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Goods and their GST for the returned units, worked out when asked; shipping and the COD fee stay. */
    refundPaise: integer('refund_paise').notNull(),
    /** provider: back through the online payment; upi/bank: a COD order paid out by staff to `payout`. */
    refundMethod: text('refund_method').notNull(),
    payout: jsonb('payout').$type<ReturnPayout>(),
    /** The payments module's refund row (online orders). */
    refundId: uuid('refund_id'),
    /** The bank's reference (UTR) staff give when they mark a COD refund paid. */
    refundReference: text('refund_reference'),
    creditNoteId: uuid('credit_note_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('returns_status_check', sql`${t.status} in ('Requested', 'Approved', 'Rejected', 'Cancelled', 'Received', 'Refunded')`),
    check('returns_refund_method_check', sql`${t.refundMethod} in ('provider', 'upi', 'bank')`),
    check('returns_refund_paise_check', sql`${t.refundPaise} >= 0`),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.createdAt),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    refundPaise: integer('refund_paise').notNull(),
    /** Null until the goods are received; then what staff put back on the shelf, set once. */
    restockedQuantity: integer('restocked_quantity'),
  },
  (t) => [
    check(
      'return_lines_quantity_check',
      sql`${t.quantity} > 0 and (${t.restockedQuantity} is null or (${t.restockedQuantity} >= 0 and ${t.restockedQuantity} <= ${t.quantity}))`,
    ),
    unique('return_lines_line_unique').on(t.returnId, t.orderLineId),
  ],
);

/** Every move of a return: who (the shopper, or which staff member), when, with their note. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);
