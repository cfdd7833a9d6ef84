import { z } from 'zod';
import { createOrderBodySchema, orderSchema } from './order.schema.js';
import { orderSelectionSchema } from './order-selection.schema.js';

/** Guest checkout: the order's mails, and later the account that claims it, go by this email (ADR 62). */
export const guestEmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email' }))
  .transform((email) => email.toLowerCase());

/** A visitor's order: the checkout's fields, the email, and the browser cart's (or Buy Now's) lines, priced by the server. */
export const guestOrderBodySchema = createOrderBodySchema.safeExtend({
  email: guestEmailSchema,
  items: orderSelectionSchema,
});
export type GuestOrderBody = z.infer<typeof guestOrderBodySchema>;

/** The signed link's token: base64url of an HMAC-SHA256 (43 characters). */
export const orderTokenQuerySchema = z.object({
  token: z.string({ message: 'token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This order link is not valid'),
});

/** The placed guest order, with its link's token: the visitor opens the order page at once, without waiting for the mail. */
export const placedGuestOrderSchema = orderSchema.extend({ orderToken: z.string() });
export type PlacedGuestOrder = z.infer<typeof placedGuestOrderSchema>;
