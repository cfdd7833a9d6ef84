import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CategoryGroup } from '../../../shared/catalog/category.schema.js';
import { createdAt, updatedAt } from './columns.js';

export const categories = pgTable(
  'categories',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** The HSN code a new product of this category takes unless staff set another. */
    defaultHsn: text('default_hsn').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Days from delivery within which a shopper may ask to return (ADR 54). */
    returnWindowDays: integer('return_window_days').notNull().default(7),
    submenuGroups: jsonb('submenu_groups').$type<CategoryGroup[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('categories_return_window_check', sql`${t.returnWindowDays} >= 0 and ${t.returnWindowDays} <= 365`)],
);
