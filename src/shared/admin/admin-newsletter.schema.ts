import { z } from 'zod';
import { newsletterSources } from '../content/newsletter.schema.js';
import { adminPageSchema } from './admin-page.schema.js';

export const newsletterSubscriberStatuses = ['active', 'unsubscribed', 'all'] as const;

/** `GET /api/admin/newsletter/subscribers`: search by email, current subscribers unless asked otherwise. */
export const newsletterSubscriberQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(newsletterSubscriberStatuses, { message: `status must be one of ${newsletterSubscriberStatuses.join(', ')}` }).default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type NewsletterSubscriberQuery = z.infer<typeof newsletterSubscriberQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  source: z.enum(newsletterSources),
  /** When they (last) subscribed. */
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** A page of the list, with how many are subscribed now whatever the search (the page's headline count). */
export const newsletterSubscriberPageSchema = adminPageSchema(newsletterSubscriberSchema).extend({ activeCount: z.number().int() });
export type NewsletterSubscriberPage = z.infer<typeof newsletterSubscriberPageSchema>;
