import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { products } from './products.js';
import { users } from './users.js';

/** A shopper's review of a product they received: one per shopper and product, edited in place (ADR 51). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered order that made the shopper eligible ("Verified purchase"). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    comment: text('comment').notNull(),
    /** Uploaded photo URLs (`/media/uploads/<hash>-md.webp`), stored by the product image rules. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Rows of review_helpful_votes, kept by the same statement that adds or removes one. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('product_reviews_product_user_unique').on(t.productId, t.userId),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
    check('product_reviews_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    index('product_reviews_newest_idx')
      .on(t.productId, t.createdAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('product_reviews_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('product_reviews_created_idx').on(t.createdAt),
  ],
);

/** One "helpful" per shopper and review: a second vote finds the row and changes nothing. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** "Notify me when back in stock": open until notifiedAt is set, by the statement that queues the mail. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_unique')
      .on(t.productId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
