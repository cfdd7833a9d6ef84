import { z } from 'zod';
import { returnStatuses } from './return-status.js';

export const returnReasons = ['Damaged in transit', 'Defective or not working', 'Wrong item sent', 'Not as described', 'No longer needed'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** An uploaded photo's address as the upload answers it (`md` size, content-hashed name). */
const returnPhotoSchema = z.string().regex(/^\/media\/uploads\/[a-z0-9]{20}-md\.webp$/, 'Please upload the photo again');
export const MAX_RETURN_PHOTOS = 4;

/** Where a Cash on Delivery order's money goes back: a UPI id, or an Indian bank account. */
export const returnPayoutSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('upi'),
    upiId: z
      .string({ message: 'UPI id is required' })
      .trim()
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, 'Please enter a valid UPI id, like name@okbank'),
  }),
  z.object({
    method: z.literal('bank'),
    accountName: z
      .string({ message: 'Account holder name is required' })
      .trim()
      .min(1, 'Account holder name is required')
      .max(100, 'Account holder name must be at most 100 characters'),
    accountNumber: z
      .string({ message: 'Account number is required' })
      .trim()
      .regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits'),
    ifsc: z
      .string({ message: 'IFSC is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Please enter a valid IFSC, like HDFC0001234'),
  }),
]);
export type ReturnPayout = z.infer<typeof returnPayoutSchema>;

export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string().min(1).max(64),
        quantity: z
          .number({ message: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(1000),
      }),
    )
    .min(1, 'Choose at least one item to return')
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'Each item may be listed once'),
  reason: z.enum(returnReasons, { message: 'Please choose a reason' }),
  details: z.string().trim().max(1000, 'Details must be at most 1000 characters').default(''),
  photos: z.array(returnPhotoSchema).max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`).default([]),
  /** Required for Cash on Delivery orders (nothing to refund online); ignored for orders paid online. */
  payout: returnPayoutSchema.optional(),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Staff's move: the target status and what it needs (a note to reject, restock counts to receive, a UTR to mark paid). */
export const returnMoveSchema = z.object({
  status: z.enum(['Approved', 'Rejected', 'Received', 'Refunded'], { message: 'Choose what happens to the return' }),
  note: z.string().trim().max(1000, 'The note must be at most 1000 characters').default(''),
  restock: z
    .array(z.object({ productId: z.string().min(1).max(64), quantity: z.number().int('Quantity must be a whole number').min(0).max(1000) }))
    .max(100)
    .optional(),
  reference: z.string().trim().max(100, 'The reference must be at most 100 characters').optional(),
});
export type ReturnMove = z.input<typeof returnMoveSchema>;

export const adminReturnQuerySchema = z.object({
  status: z.enum(returnStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const returnWindowSchema = z.object({
  returnWindowDays: z
    .number({ message: 'Return window must be a whole number of days' })
    .int('Return window must be a whole number of days')
    .min(0, 'Return window must be 0 to 365 days')
    .max(365, 'Return window must be 0 to 365 days'),
});
export const productReturnableSchema = z.object({ nonReturnable: z.boolean({ message: 'nonReturnable must be true or false' }) });

export const returnLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number(),
  refund: z.number(),
  restockedQuantity: z.number().nullable(),
});

export const returnEventSchema = z.object({
  from: z.enum(returnStatuses).nullable(),
  to: z.enum(returnStatuses),
  actor: z.enum(['shopper', 'staff']),
  note: z.string(),
  at: z.string(),
  /** Staff's email, for staff only. */
  by: z.string().nullable(),
});

export const returnSchema = z.object({
  _id: z.string(),
  number: z.number(),
  orderId: z.string(),
  orderNumber: z.number(),
  status: z.enum(returnStatuses),
  reason: z.string(),
  details: z.string(),
  photos: z.array(z.string()),
  refund: z.number(),
  refundMethod: z.enum(['provider', 'upi', 'bank']),
  payout: returnPayoutSchema.nullable(),
  refundReference: z.string().nullable(),
  creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
  lines: z.array(returnLineSchema),
  events: z.array(returnEventSchema),
  createdAt: z.string(),
});
export type Return = z.infer<typeof returnSchema>;

/** What the order page needs to offer a return: until when, and how many of each line may still go back. */
export const returnOptionsSchema = z.object({
  open: z.boolean(),
  /** Why no return can be asked for now (not delivered, window over, nothing left), in the shopper's words. */
  reason: z.string().nullable(),
  deadline: z.string().nullable(),
  needsPayout: z.boolean(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      delivered: z.number(),
      returnable: z.number(),
      nonReturnable: z.boolean(),
      deadline: z.string().nullable(),
    }),
  ),
});
export type ReturnOptions = z.infer<typeof returnOptionsSchema>;
