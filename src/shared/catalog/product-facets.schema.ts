import { z } from 'zod';

/** One choice of a facet: its count is what the list would hold with it, given the other active filters. */
const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() });

/** An inclusive range of a number facet; the last one has no end. */
const facetBucketSchema = z.object({ from: z.number(), to: z.number().nullable(), count: z.number() });

export const productFacetSchema = z.discriminatedUnion('kind', [
  z.object({ key: z.string(), label: z.string(), kind: z.enum(['enum', 'bool', 'brand', 'rating']), values: z.array(facetValueSchema) }),
  z.object({
    key: z.string(),
    label: z.string(),
    kind: z.literal('number'),
    unit: z.string(),
    /** Smallest and largest value given the other filters; null when none has one. */
    min: z.number().nullable(),
    max: z.number().nullable(),
    buckets: z.array(facetBucketSchema),
    /** The active range of this facet (`r.key`), if any. */
    selected: z.object({ min: z.number().optional(), max: z.number().optional() }).nullable(),
  }),
]);
export type ProductFacet = z.infer<typeof productFacetSchema>;
export type NumberFacet = Extract<ProductFacet, { kind: 'number' }>;
export type ValueFacet = Exclude<ProductFacet, NumberFacet>;
