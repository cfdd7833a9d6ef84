import { z } from 'zod';
import { indianStates } from '../shopping/indian-states.js';
import { gstinSchema } from './gstin.js';
import { hsnSchema } from './hsn.js';

/** A real calendar day (2025-02-30 is refused here, not by the database). */
const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  v >= '1900-01-01' &&
  v <= '9999-12-31' &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const day = (label: string) => z.string({ message: `${label} is required` }).refine(isDay, `${label} must be a date like 2025-09-22`);

/** A GST rate staff add: it closes the prefix's rate in force the day before it starts. */
export const gstRateInputSchema = z
  .object({
    hsnPrefix: hsnSchema('HSN prefix'),
    description: z.string().trim().max(200, 'Description must be at most 200 characters').default(''),
    ratePercent: z
      .number({ message: 'Rate must be a number' })
      .min(0, 'Rate must be 0–40')
      .max(40, 'Rate must be 0–40')
      .multipleOf(0.01, 'Rate has at most 2 decimals'),
    effectiveFrom: day('Effective from'),
    effectiveTo: day('Effective to').nullable().default(null),
    notification: z
      .string({ message: 'Notification is required' })
      .trim()
      .min(3, 'Notification is required')
      .max(200, 'Notification must be at most 200 characters'),
    source: z.string().trim().max(500, 'Source must be at most 500 characters').default(''),
  })
  .refine((r) => r.effectiveTo === null || r.effectiveTo >= r.effectiveFrom, {
    path: ['effectiveTo'],
    message: 'Effective to must not be before effective from',
  });

export const gstRateSchema = z.object({
  id: z.string(),
  hsnPrefix: z.string(),
  description: z.string(),
  ratePercent: z.number(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  notification: z.string(),
  source: z.string(),
});
export type GstRate = z.infer<typeof gstRateSchema>;

/** The seller's GST identity (admin settings). */
export const sellerSettingsSchema = z.object({
  legalName: z.string({ message: 'Legal name is required' }).trim().min(2, 'Legal name is required').max(200, 'Legal name must be at most 200 characters'),
  address: z.string({ message: 'Address is required' }).trim().min(5, 'Address is required').max(500, 'Address must be at most 500 characters'),
  state: z.enum(indianStates, { message: 'Please choose a state' }),
  gstin: gstinSchema('GSTIN'),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

export const gstReportQuerySchema = z.object({
  month: z.string({ message: 'month is required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2025-10'),
});

export const gstReportCsvQuerySchema = gstReportQuerySchema.extend({
  table: z.enum(['b2b', 'b2cs', 'hsn'], { message: 'table must be b2b, b2cs or hsn' }),
});
