import { z } from 'zod';
import { indianStates } from './indian-states.js';
import { orderStatuses } from './order-status.js';
import { gstinSchema } from '../tax/gstin.js';
import { orderPaymentSchema, paymentMethods } from '../payments/payment.schema.js';
import { couponCodeSchema } from '../promotions/promotion.schema.js';
import { orderSelectionLineSchema } from './order-selection.schema.js';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

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
  pincode: z
    .string({ message: 'Pincode is required' })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits'),
});
export type Address = z.infer<typeof addressSchema>;

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A trade buyer's GSTIN and registered legal name, for a tax invoice that names them (input tax credit). */
export const businessBuyerSchema = z.object({
  gstin: z.preprocess(blankAsUndefined, gstinSchema('GSTIN for business purchase').optional()),
  legalName: z.preprocess(blankAsUndefined, text('Legal name', 200).optional()),
});

export const createOrderBodySchema = z
  .object({
    address: addressSchema,
    paymentMethod: z.enum(paymentMethods, { message: 'Choose Cash on Delivery or Pay online' }),
    /** The coupon the cart applied; the server decides again whether, and how much, it takes off (ADR 60). */
    couponCode: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), couponCodeSchema.optional()),
    /** Buy Now: order just this product and quantity; the cart is left as it is (ADR 62). */
    buyNow: orderSelectionLineSchema.optional(),
  })
  .extend(businessBuyerSchema.shape)
  .superRefine((body, ctx) => {
    if (body.gstin && !body.legalName) ctx.addIssue({ code: 'custom', path: ['legalName'], message: 'Legal name is required with a GSTIN' });
    if (body.legalName && !body.gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'GSTIN for business purchase is required with a legal name' });
  });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const orderIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  quantity: z.number(),
  /** price × quantity, before GST: the line's taxable value. */
  lineTotal: z.number(),
  /** The line's share of the order's discount; GST is on lineTotal − discount. */
  discount: z.number(),
  hsn: z.string(),
  /** Percent, as placed. */
  gstRate: z.number(),
});

/** One tax document (invoice or credit note): its number, date and the PDF's address. */
export const taxDocumentRefSchema = z.object({ number: z.string(), issuedAt: z.string(), url: z.string() });

export const orderGstSchema = z.object({
  /** 'intra': CGST + SGST/UTGST; 'inter': IGST; null on orders placed before GST was split. */
  supplyKind: z.enum(['intra', 'inter']).nullable(),
  placeOfSupply: z.string(),
  placeOfSupplyCode: z.string(),
  /** One row per rate and tax, e.g. "CGST (9%)", in rupees. */
  rows: z.array(z.object({ label: z.string(), amount: z.number() })),
  buyerGstin: z.string().nullable(),
  buyerLegalName: z.string().nullable(),
});

export const orderSchema = z.object({
  _id: z.string(),
  number: z.number(),
  status: z.enum(orderStatuses),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  /** The promotion's discount on the goods before GST (0 for none), and what it was. */
  discount: z.number(),
  discountLabel: z.string().nullable(),
  tax: z.number(),
  shipping: z.number(),
  /** The Cash on Delivery fee before GST (its GST is in `tax`); 0 for none. */
  codFee: z.number(),
  total: z.number(),
  address: addressSchema.extend({ state: z.string() }),
  /** 'cod' or the online provider's name ('razorpay'). */
  paymentMethod: z.string(),
  /** The online payment, for orders paid online; null for Cash on Delivery. */
  payment: orderPaymentSchema.nullable(),
  createdAt: z.string(),
  gst: orderGstSchema,
  invoice: taxDocumentRefSchema.nullable(),
  creditNote: taxDocumentRefSchema.nullable(),
  /** "Thu 4 Dec": the latest day promised at checkout for the pincode; null for orders placed before delivery dates. */
  expectedDelivery: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
