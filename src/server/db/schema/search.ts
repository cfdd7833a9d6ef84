import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * Groups of words and phrases shoppers use for the same thing ("geyser", "water heater", "gijar"),
 * edited by staff. A search for any member finds products that say any other (modules/search).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case words or phrases, at least two. */
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonyms_terms_check', sql`cardinality(${t.terms}) between 2 and 20`)],
);

/**
 * Searches that found nothing, by normalised query text: how often and when. No user, session,
 * address or client is kept, only what was typed.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_misses_query_check', sql`char_length(${t.query}) between 1 and 100`),
    index('search_misses_count_idx').on(t.count.desc(), t.lastSeenAt.desc()),
  ],
);
