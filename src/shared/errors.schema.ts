import { z } from 'zod';

/**
 * Every API error body: one human-readable sentence, never a stack trace, and the id of the
 * request (also in the `x-request-id` header) so a report can be matched to the server's logs.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  /** For invalid input: the field the message is about (`email`, `address.pincode`), apart from the message itself. */
  field: z.string().optional(),
  requestId: z.string().optional(),
});
