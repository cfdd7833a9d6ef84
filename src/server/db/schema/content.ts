import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    publishedOn: date('published_on').notNull(),
    place: text('place').notNull().default(''),
    country: text('country').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    authorRole: text('author_role').notNull().default(''),
    authorAvatar: text('author_avatar').notNull().default(''),
    shortDescription: text('short_description').notNull(),
    category: text('category').notNull(),
    readTime: text('read_time').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    relatedProductIds: jsonb('related_product_ids').$type<string[]>().notNull().default([]),
    /** Sanitised when written; rendered as HTML. */
    fullHtml: text('full_html').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedOn)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_unique').on(sql`lower(${t.email})`)],
);
