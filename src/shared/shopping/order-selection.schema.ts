import { z } from 'zod';
import { quantitySchema } from './cart.schema.js';

/** A product and quantity to order outside the account's cart (Buy Now, a guest's browser cart). */
export const orderSelectionLineSchema = z.object({
  productId: z.string({ message: 'productId is required' }).trim().min(1, 'productId is required').max(64, 'productId is too long'),
  quantity: quantitySchema,
});
export type OrderSelectionLine = z.infer<typeof orderSelectionLineSchema>;

export const MAX_SELECTION_LINES = 100;

export const orderSelectionSchema = z
  .array(orderSelectionLineSchema, { message: 'items are required' })
  .min(1, 'Your cart is empty')
  .max(MAX_SELECTION_LINES, 'Too many items');

/** `POST /api/checkout/payment-options`: the payment options for these lines rather than the account's cart. */
export const selectionPaymentOptionsBodySchema = z.object({ items: orderSelectionSchema });
