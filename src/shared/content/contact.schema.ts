import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from './contact-limits.js';

/**
 * POST /api/contact: the /contact form and the help widget send this. The same schema validates in
 * the browser (field errors before a round trip) and on the server, so both show the same words.
 */

const required = (message: string, max: number, tooLong: string) => z.string({ message }).trim().min(1, message).max(max, tooLong);

export const emailFieldSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email' }));

// At least seven digits among digits, spaces and a leading-or-inner '+': '+91 98765 43210', '022 2345 6789'.
const PHONE_PATTERN = /^(?=(?:\D*\d){7})[+\d ]{7,20}$/;

export const contactBodySchema = z.object({
  fullName: required('Full name is required', CONTACT_NAME_MAX, `Full name must be at most ${CONTACT_NAME_MAX} characters`),
  email: emailFieldSchema,
  // Forms send '' for an untouched optional field; that means "no phone", not a bad one.
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().regex(PHONE_PATTERN, 'Please enter a valid phone number (7–20 digits, spaces or +)').optional(),
  ),
  subject: required('Subject is required', CONTACT_SUBJECT_MAX, `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`),
  message: required('Message is required', CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  // About an order: the message becomes a grievance ticket, acknowledged by mail at once (modules/grievances).
  orderNumber: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim().replace(/^#/, '') === '' ? undefined : value.trim().replace(/^#/, '')) : value),
    z.coerce
      .number({ message: 'Order number must be a number, e.g. 1042' })
      .int('Order number must be a number, e.g. 1042')
      .min(1, 'Order number must be a number, e.g. 1042')
      .max(999_999_999_999, 'Order number must be a number, e.g. 1042')
      .optional(),
  ),
});
/** What a form sends (phone may be ''). */
export type ContactBody = z.input<typeof contactBodySchema>;
/** After parsing: trimmed, phone undefined when left blank. */
export type ContactMessage = z.output<typeof contactBodySchema>;

/** Spec §2: the words the contact page shows after sending. */
export const CONTACT_SENT_MESSAGE = 'Your message has been sent. We will contact you soon!';

/** Success bodies of POST /api/contact and /api/newsletter: one sentence to show as is. */
export const contentReplySchema = z.object({ message: z.string(), ticket: z.string().optional() });
