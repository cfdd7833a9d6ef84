import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CategoryGroup } from '../../../shared/catalog/category.schema.js';
import { createdAt, updatedAt } from './columns.js';

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  /** The HSN code a new product of this category takes unless staff set another. */
  defaultHsn: text('default_hsn').notNull().default(''),
  position: integer('position').notNull().default(0),
  submenuGroups: jsonb('submenu_groups').$type<CategoryGroup[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
