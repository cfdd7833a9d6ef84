import { z } from 'zod';

/** Coupon codes and automatic discounts (ADR 60). Money crosses the API in rupees, as everywhere. */
export const promotionKinds = ['percent', 'fixed'] as const;
export const promotionScopes = ['order', 'categories', 'products'] as const;

/** The largest fixed discount or minimum order value staff may set (₹10,00,000): far above any order. */
const MAX_RUPEES = 1_000_000;

const blankAsNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_RUPEES, `${label} must be at most ₹10,00,000`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} can have at most 2 decimals`);

const limit = (label: string) =>
  z.preprocess(
    blankAsNull,
    z
      .number({ message: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(1_000_000, `${label} must be at most 1000000`)
      .nullable(),
  );

const dateTime = (label: string) => z.preprocess(blankAsNull, z.iso.datetime({ offset: true, message: `${label} must be a date and time` }).nullable());

/** Letters, digits, - and _; stored and compared in capitals, so "diwali10" is DIWALI10. */
export const couponCodeSchema = z
  .string({ message: 'Enter a coupon code' })
  .trim()
  .min(1, 'Enter a coupon code')
  .max(30, 'A coupon code has at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has only letters, digits, - and _')
  .transform((code) => code.toUpperCase());

export const promotionInputSchema = z
  .object({
    name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    /** Empty: an automatic discount, applied without a code to every cart it fits. */
    code: z.preprocess(blankAsNull, couponCodeSchema.nullable()),
    kind: z.enum(promotionKinds, { message: 'Choose percentage or fixed amount' }),
    /** Percent (whole, 1–100) or rupees. */
    value: z.number({ message: 'Value must be a number' }).finite('Value must be a number').positive('Value must be more than 0'),
    scope: z.enum(promotionScopes, { message: 'Choose what the discount applies to' }),
    categorySlugs: z
      .array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a category slug'))
      .max(50, 'At most 50 categories')
      .default([]),
    productIds: z.array(z.string().trim().min(1).max(64)).max(200, 'At most 200 products').default([]),
    minOrderValue: rupees('Minimum order value').default(0),
    startsAt: dateTime('Start'),
    endsAt: dateTime('End'),
    usageLimit: limit('Total uses'),
    perCustomerLimit: limit('Uses per customer'),
    active: z.boolean({ message: 'Active must be true or false' }).default(true),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && (!Number.isInteger(p.value) || p.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage must be a whole number from 1 to 100' });
    if (p.kind === 'fixed' && (p.value > MAX_RUPEES || Math.abs(Math.round(p.value * 100) - p.value * 100) > 1e-6))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A fixed amount is rupees with at most 2 decimals, up to ₹10,00,000' });
    if (p.scope === 'categories' && p.categorySlugs.length === 0)
      ctx.addIssue({ code: 'custom', path: ['categorySlugs'], message: 'Choose at least one category' });
    if (p.scope === 'products' && p.productIds.length === 0) ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'Choose at least one product' });
    if (p.startsAt && p.endsAt && Date.parse(p.startsAt) >= Date.parse(p.endsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const promotionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(promotionKinds),
  value: z.number(),
  scope: z.enum(promotionScopes),
  categorySlugs: z.array(z.string()),
  productIds: z.array(z.string()),
  minOrderValue: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  /** Uses by orders that still stand (a cancelled order gives its use back). */
  used: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The cart asks what it would pay with this code (or none): the server answers with the discount it decides. */
export const discountQuoteBodySchema = z.object({ code: z.preprocess(blankAsNull, couponCodeSchema.nullable()).optional() });

export const discountQuoteSchema = z.object({
  subtotal: z.number(),
  /** The discount on the goods, before GST; 0 for none. */
  discount: z.number(),
  /** "Coupon DIWALI10" or the automatic discount's name; null for none. */
  label: z.string().nullable(),
  /** Each line's share of the discount (rupees), by product: GST is worked out on what is left. */
  lines: z.array(z.object({ productId: z.string(), discount: z.number() })),
  /** The code asked about: whether it applies, and why not when it does not. */
  code: z.object({ code: z.string(), applied: z.boolean(), message: z.string() }).nullable(),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;
