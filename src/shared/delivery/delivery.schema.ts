import { z } from 'zod';
import { deliveryZones } from './delivery-zones.js';

/**
 * An Indian pincode: six digits, the first (the postal region, 1–9) never 0. Said apart, so a
 * shopper who typed five digits and one who typed 012345 each learn what is wrong.
 */
export const pincodeSchema = z
  .string({ message: 'Pincode is required' })
  .trim()
  .regex(/^\d{6}$/, 'Pincode must be 6 digits')
  .refine((p) => !p.startsWith('0'), 'A pincode never starts with 0');

export const pincodeQuerySchema = z.object({ pincode: pincodeSchema });

export const deliveryQuoteSchema = z.object({
  pincode: z.string(),
  /** The district, as the pincode directory names it: what checkout fills into City. */
  city: z.string(),
  state: z.string(),
  zone: z.enum(deliveryZones),
  deliverable: z.boolean(),
  codAvailable: z.boolean(),
  /** The latest expected delivery day (YYYY-MM-DD, Indian date), skipping Sundays and holidays; null when not deliverable. */
  expectedBy: z.string().nullable(),
  /** "Thu 4 Dec"; null when not deliverable. */
  expectedByText: z.string().nullable(),
  /** Why not, when not deliverable. */
  reason: z.string().nullable(),
  /** The shipping fee for an order of `subtotal` (rupees, before GST); 0 is free. */
  shippingFee: z.number(),
  /** Goods subtotal from which shipping to this zone is free; null when there is no threshold. */
  freeShippingAbove: z.number().nullable(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const deliveryQuoteQuerySchema = pincodeQuerySchema.extend({
  /** The cart's goods subtotal in rupees, to price shipping; 0 when not given. */
  subtotal: z.coerce.number().min(0).max(100_000_000).optional(),
});

const days = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(60, `${label} must be at most 60`);

const daysRange = <T extends { daysMin: number; daysMax: number }>(rule: T, ctx: z.RefinementCtx) => {
  if (rule.daysMax < rule.daysMin) ctx.addIssue({ code: 'custom', path: ['daysMax'], message: 'Days max must be at least days min' });
};

export const zoneRuleSchema = z
  .object({
    zone: z.enum(deliveryZones),
    deliverable: z.boolean(),
    codAllowed: z.boolean(),
    daysMin: days('Days min'),
    daysMax: days('Days max'),
    /** Rupees before GST. */
    fee: z.number().min(0, 'Fee cannot be negative').max(100_000, 'Fee must be at most ₹1,00,000'),
    freeAbove: z.number().min(0, 'Free-shipping threshold cannot be negative').max(100_000_000).nullable(),
  })
  .superRefine(daysRange);
export type ZoneRule = z.infer<typeof zoneRuleSchema>;

export const deliverySettingsSchema = z.object({
  originPincode: pincodeSchema,
  zones: z.array(zoneRuleSchema),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const deliverySettingsBodySchema = z.object({
  originPincode: pincodeSchema,
  zones: z.array(zoneRuleSchema).max(deliveryZones.length),
});

export const holidaySchema = z.object({
  day: z.iso.date('Day must be a date (YYYY-MM-DD)'),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayParamsSchema = z.object({ day: z.iso.date('Day must be a date (YYYY-MM-DD)') });

const yesNo = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .toLowerCase()
    .refine((v) => ['yes', 'no', 'y', 'n', 'true', 'false', '1', '0'].includes(v), `${label} must be yes or no`)
    .transform((v) => ['yes', 'y', 'true', '1'].includes(v));

/** One line of the courier's serviceability CSV: pincode, deliverable, cod, days_min, days_max. */
export const serviceabilityRowSchema = z
  .object({
    pincode: pincodeSchema,
    deliverable: yesNo('deliverable'),
    cod: yesNo('cod'),
    days_min: days('days_min'),
    days_max: days('days_max'),
  })
  .superRefine((row, ctx) => {
    if (row.days_max < row.days_min) ctx.addIssue({ code: 'custom', path: ['days_max'], message: 'days_max must be at least days_min' });
  });
export type ServiceabilityRow = z.infer<typeof serviceabilityRowSchema>;

export const serviceabilityImportSchema = z.object({
  rows: z.number(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  /** Lines refused, with their line number (the header is line 1); nothing is applied when any is. */
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type ServiceabilityImport = z.infer<typeof serviceabilityImportSchema>;

export const serviceabilitySummarySchema = z.object({ pincodes: z.number(), directoryPincodes: z.number() });
