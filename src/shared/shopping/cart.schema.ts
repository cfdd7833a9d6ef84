import { z } from 'zod';

export const MAX_LINE_QUANTITY = 999;

/** Whole items, 1 or more; text, fractions and absurd amounts are refused before any stock check. */
export const quantitySchema = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

const productIdSchema = z.string({ message: 'productId is required' }).trim().min(1, 'productId is required').max(64, 'productId is too long');

// name, price and imageUrl are accepted for the spec's payload shape and ignored: the catalog decides.
export const addToCartBodySchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(1),
  name: z.unknown().optional(),
  price: z.unknown().optional(),
  imageUrl: z.unknown().optional(),
});

export const updateCartLineBodySchema = z.object({ quantity: quantitySchema });
export const cartLineParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const mergeCartBodySchema = z.object({
  items: z.array(z.object({ productId: productIdSchema, quantity: quantitySchema })).max(100, 'Too many items'),
});

export const cartLineSchema = z.object({
  _id: z.string(),
  quantity: z.number(),
  /** False once staff deleted the product: the line stays visible, to be removed, and blocks checkout. */
  available: z.boolean(),
  /** price is before GST; gstRate the percent in force for the product's HSN code (null: not for sale). */
  product: z.object({ _id: z.string(), name: z.string(), price: z.number(), imageUrl: z.string(), stock: z.number(), gstRate: z.number().nullable() }),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const wishlistAddBodySchema = z.object({
  userId: z.string({ message: 'userId is required' }).min(1, 'userId is required').max(64),
  productId: productIdSchema,
});
export const wishlistUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const wishlistEntryParamsSchema = z.object({ userId: z.string().min(1).max(64), productId: z.string().min(1).max(64) });

export const wishlistEntrySchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), price: z.number(), imageUrl: z.string(), description: z.string(), category: z.string() }),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;
