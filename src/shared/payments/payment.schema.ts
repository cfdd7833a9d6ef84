import { z } from 'zod';
import { COD_LEGAL_LIMIT_PAISE } from './cod-rules.js';
import { paymentStatuses, refundStatuses } from './payment-status.js';

/** How the shopper pays: cash at the door, or online through the configured provider (Razorpay). */
export const paymentMethods = ['cod', 'online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const refundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(refundStatuses),
  reason: z.string(),
  createdAt: z.string(),
});

/** An order's online payment as the shopper and staff see it (no provider secrets, no signatures). */
export const orderPaymentSchema = z.object({
  provider: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  refunded: z.number(),
  /** Until when an unpaid order can still be paid; after it the order is cancelled and its stock returned. */
  expiresAt: z.string(),
  /** The provider's words for the last failed attempt, if any. */
  lastError: z.string().nullable(),
  refunds: z.array(refundSchema),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** What checkout may offer for the shopper's cart and address, decided by the server (modules/payments/cod-eligibility.ts). */
export const paymentOptionsQuerySchema = z.object({
  state: z.string().trim().max(60).optional(),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits')
    .optional(),
});
export const paymentOptionsSchema = z.object({
  online: z.object({ available: z.boolean() }),
  cod: z.object({ available: z.boolean(), reason: z.string().nullable(), fee: z.number(), maxTotal: z.number() }),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** What the browser needs to open Razorpay Checkout for one of our orders: never a secret. */
export const checkoutSessionSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  providerOrderId: z.string(),
  /** In paise, as Checkout wants it; the same figure the provider's order was created for. */
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  orderNumber: z.number(),
  scriptUrl: z.string(),
  expiresAt: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** What Checkout hands the page on success, posted back as it came (Razorpay's field names). */
export const paymentVerificationSchema = z.object({
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'razorpay_order_id is not a Razorpay order id'),
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/, 'razorpay_payment_id is not a Razorpay payment id'),
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/, 'razorpay_signature must be 64 hexadecimal characters'),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

const rupeeAmount = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .finite()
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} must have at most 2 decimals`);

export const refundRequestSchema = z.object({
  /** Rupees; left out, everything not yet refunded. */
  amount: rupeeAmount('Amount')
    .refine((n) => n > 0, 'Amount must be more than ₹0')
    .optional(),
  reason: z.string({ message: 'Reason is required' }).trim().min(3, 'Reason must be at least 3 characters').max(500, 'Reason must be at most 500 characters'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const codSettingsSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  maxTotal: rupeeAmount('COD limit')
    .refine((n) => n >= 1, 'COD limit must be at least ₹1')
    .refine((n) => Math.round(n * 100) < COD_LEGAL_LIMIT_PAISE, 'COD limit must be below ₹2,00,000 (cash receipts of ₹2 lakh or more are not allowed)'),
  fee: rupeeAmount('COD fee')
    .refine((n) => n >= 0, 'COD fee cannot be negative')
    .refine((n) => n <= 1_000, 'COD fee must be at most ₹1,000'),
});
export type CodSettingsInput = z.infer<typeof codSettingsSchema>;

export const paymentSettingsSchema = codSettingsSchema.extend({
  /** Whether online payment is configured on this server (RAZORPAY_* set): read-only here. */
  onlineEnabled: z.boolean(),
  expiryMinutes: z.number(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
