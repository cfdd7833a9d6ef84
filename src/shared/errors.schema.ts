import { z } from 'zod';

/** Every API error body: one human-readable sentence, never a stack trace. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
