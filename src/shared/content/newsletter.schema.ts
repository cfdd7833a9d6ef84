import { z } from 'zod';
import { emailFieldSchema } from './contact.schema.js';

export const newsletterBodySchema = z.object({ email: emailFieldSchema });
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';
export const NEWSLETTER_ALREADY_MESSAGE = 'You are already subscribed.';
