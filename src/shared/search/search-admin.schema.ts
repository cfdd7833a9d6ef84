import { z } from 'zod';

/** One word or phrase shoppers type: letters (any script), digits and spaces, lower-cased. */
const synonymTermSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .-]*$/u, 'may hold letters, digits, spaces, dots and hyphens');

/** A group of words and phrases that mean the same thing to shoppers ("geyser", "water heater"). */
export const synonymGroupInputSchema = z.object({
  terms: z
    .array(synonymTermSchema)
    .min(2, 'needs at least two words or phrases')
    .max(20, 'may hold at most 20 words or phrases')
    .refine((terms) => new Set(terms).size === terms.length, 'must not repeat a word or phrase'),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;

export const synonymGroupSchema = z.object({ id: z.string(), terms: z.array(z.string()), updatedAt: z.string() });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymGroupIdParamsSchema = z.object({ id: z.uuid('must be a synonym group id') });

export const searchMissSchema = z.object({ query: z.string(), count: z.number(), firstSeenAt: z.string(), lastSeenAt: z.string() });
export type SearchMiss = z.infer<typeof searchMissSchema>;

export const searchMissesQuerySchema = z.object({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(1),
  pageSize: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
});

export const searchMissesResponseSchema = z.object({ items: z.array(searchMissSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type SearchMissesResponse = z.infer<typeof searchMissesResponseSchema>;
