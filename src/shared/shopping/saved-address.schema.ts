import { z } from 'zod';
import { addressSchema } from './order.schema.js';

/** A shopper keeps at most this many addresses; checkout remembers new ones until then. */
export const MAX_SAVED_ADDRESSES = 20;

export const savedAddressBodySchema = z.object({
  address: addressSchema,
  /** Make it the one checkout offers first when nothing was used yet. */
  isDefault: z.boolean().optional(),
});
export type SavedAddressBody = z.infer<typeof savedAddressBodySchema>;

export const savedAddressSchema = z.object({
  _id: z.string(),
  address: addressSchema,
  isDefault: z.boolean(),
  /** When an order last went to it; null if never. */
  lastUsedAt: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressParamsSchema = z.object({ id: z.string().min(1).max(64) });
