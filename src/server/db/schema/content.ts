import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/** The blog's categories, the owner's to edit (ADR 66); posts name theirs by `name`, which a rename carries along. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique('blog_categories_name_unique'),
    slug: text('slug').notNull().unique('blog_categories_slug_unique'),
    /** Where the category stands among the filter chips and in the editor, smallest first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_categories_name_lower_unique').on(sql`lower(${t.name})`), check('blog_categories_position_check', sql`${t.position} >= 0`)],
);

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
    category: text('category')
      .notNull()
      .references(() => blogCategories.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    readTime: text('read_time').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    relatedProductIds: jsonb('related_product_ids').$type<string[]>().notNull().default([]),
    /** Sanitised when written; rendered as HTML. */
    fullHtml: text('full_html').notNull(),
    /** Likes a post starts with (the seeded posts' 124, spec §9; 0 for a new post); shoppers' likes are added to it. */
    baseLikes: integer('base_likes').notNull().default(0),
    /** Times the post was opened, counted once per visit by the page (POST /api/blogs/:id/view). */
    views: integer('views').notNull().default(0),
    /** A draft is the writer's alone; a published post shows on the storefront from `publishAt` on (scheduled until then). */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedOn),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_visible_idx').on(t.status, t.publishAt),
    check('blog_posts_counts_check', sql`${t.baseLikes} >= 0 and ${t.views} >= 0`),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_published_has_time_check', sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);

/** A signed-in shopper's like or bookmark of a post: one row each, so a second like changes nothing. */
export const blogReactions = pgTable(
  'blog_reactions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: text('kind').$type<'like' | 'bookmark'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId, t.kind] }),
    check('blog_reactions_kind_check', sql`${t.kind} in ('like', 'bookmark')`),
    index('blog_reactions_post_idx').on(t.postId, t.kind),
  ],
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
    /** Where they subscribed: 'footer' (the footer or blog box) or 'profile' (a shopper's opt-in, ADR 67). */
    source: text('source').notNull().default('footer'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_unique').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_source_check', sql`${t.source} in ('footer', 'profile')`),
  ],
);
