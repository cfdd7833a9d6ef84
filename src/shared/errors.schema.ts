import { z } from 'zod';

/**
 * Every API error body: one human-readable sentence, never a stack trace, and the id of the
 * request (also in the `x-request-id` header) so a report can be matched to the server's logs.
 */
export const errorResponseSchema = z.object({ message: z.string(), requestId: z.string().optional() });
