import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Coupon codes (code set) and automatic discounts (code null), ADR 60. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Percent (1–100) for 'percent', paise for 'fixed'. */
    value: integer('value').notNull(),
    scope: text('scope').notNull().default('order'),
    categorySlugs: text('category_slugs')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: text('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Uses by orders that still stand; the limit is checked in the UPDATE that takes one. */
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_unique')
      .on(t.code)
      .where(sql`${t.code} is not null`),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promotions_scope_check', sql`${t.scope} in ('order', 'categories', 'products')`),
    check('promotions_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'promotions_limits_check',
      sql`${t.minOrderPaise} >= 0 and ${t.usedCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} > 0 and ${t.usedCount} <= ${t.usageLimit})) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`,
    ),
    check('promotions_dates_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

export const promotionCustomerUses = pgTable(
  'promotion_customer_uses',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.userId] }), check('promotion_customer_uses_check', sql`${t.uses} >= 0`)],
);

export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
    /** Set by the one order move that returns the goods: the use is given back once. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [unique('promotion_uses_order_unique').on(t.promotionId, t.orderId), index('promotion_uses_order_idx').on(t.orderId)],
);
