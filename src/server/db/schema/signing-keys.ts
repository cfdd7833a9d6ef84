import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Secrets the server signs links with, one per purpose, made once by the first process that needs it (ADR 62). */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
