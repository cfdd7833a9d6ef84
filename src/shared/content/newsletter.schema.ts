import { z } from 'zod';
import { emailFieldSchema } from './contact.schema.js';

export const newsletterBodySchema = z.object({ email: emailFieldSchema });
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';
export const NEWSLETTER_ALREADY_MESSAGE = 'You are already subscribed.';

/** Where a subscriber joined: the footer or blog box, or the newsletter switch of their profile (ADR 67). */
export const newsletterSources = ['footer', 'profile'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** The signed unsubscribe link every newsletter mail carries: `?subscriber=<id>&token=<HMAC>` (ADR 67). */
export const unsubscribeQuerySchema = z.object({
  subscriber: z.string({ message: 'subscriber is required' }).min(1, 'subscriber is required').max(64),
  token: z.string({ message: 'token is required' }).min(1, 'token is required').max(128),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** What the unsubscribe page shows before the click: whose subscription, and whether it is still on. */
export const unsubscribeStateSchema = z.object({ email: z.string(), subscribed: z.boolean() });
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from the Wattson newsletter.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link from your newsletter email.';
