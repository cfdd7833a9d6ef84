import { z } from 'zod';
import { indianStates } from './indian-states.js';
import { orderStatuses } from './order-status.js';

const text = (label: string, max: number) =>
  z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const addressSchema = z.object({
  fullName: text('Full name', 100),
  // Indian mobile numbers: 10 digits starting 6–9, optionally written with +91.
  phone: z
    .string({ message: 'Phone is required' })
    .trim()
    .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number'),
  line1: text('Address line 1', 200),
  line2: z.string().trim().max(200, 'Address line 2 must be at most 200 characters').optional(),
  city: text('City', 100),
  state: z.enum(indianStates, { message: 'Please choose a state' }),
  pincode: z.string({ message: 'Pincode is required' }).trim().regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits'),
});
export type Address = z.infer<typeof addressSchema>;

export const createOrderBodySchema = z.object({
  address: addressSchema,
  paymentMethod: z.literal('cod', { message: 'Only Cash on Delivery is available' }),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const orderIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
});

export const orderSchema = z.object({
  _id: z.string(),
  number: z.number(),
  status: z.enum(orderStatuses),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  address: addressSchema.extend({ state: z.string() }),
  paymentMethod: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
