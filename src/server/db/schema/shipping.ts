import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { contactMessages } from './content.js';
import { orderLines, orders } from './orders.js';
import { users } from './users.js';

/** Couriers staff ship with; `trackingUrl` holds `{tracking}` where the tracking number goes. */
export const couriers = pgTable(
  'couriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('couriers_tracking_url_check', sql`${t.trackingUrl} like '%{tracking}%'`)],
);

/** One parcel of an order: some or all of its lines, with a courier and tracking number. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id),
    trackingNumber: text('tracking_number').notNull(),
    expectedOn: date('expected_on', { mode: 'string' }),
    shippedBy: uuid('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId, t.createdAt)],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ name: 'shipment_lines_pk', columns: [t.shipmentId, t.orderLineId] }), check('shipment_lines_quantity_check', sql`${t.quantity} > 0`)],
);

/** Every status move of an order, written by the move's own transaction (orders.service applyOrderMove). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.id),
    check('order_status_history_actor_check', sql`${t.actor} in ('shopper', 'staff', 'payment', 'system')`),
  ],
);

/** A COD order's cash, marked collected once (the primary key). */
export const codCollections = pgTable('cod_collections', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  collectedBy: uuid('collected_by').references(() => users.id, { onDelete: 'set null' }),
  collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An order-related contact message (Consumer Protection (E-Commerce) Rules 2020: acknowledge in 48 h, resolve in a month). */
export const grievanceTickets = pgTable(
  'grievance_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull().default('Open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [index('grievance_tickets_status_idx').on(t.status, t.createdAt), check('grievance_tickets_status_check', sql`${t.status} in ('Open', 'Resolved')`)],
);
