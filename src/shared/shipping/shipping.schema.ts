import { z } from 'zod';
import { orderStatuses } from '../shopping/order-status.js';
import { storableDate } from '../storable-date.js';

/** Where a courier's tracking page takes the number: the pattern holds this placeholder once or more. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** The courier's page for one tracking number (the number URL-encoded into the pattern). */
export function trackingUrl(pattern: string, trackingNumber: string): string {
  return pattern.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}

const trackingUrlSchema = z
  .string({ message: 'Tracking URL is required' })
  .trim()
  .min(1, 'Tracking URL is required')
  .max(500, 'Tracking URL must be at most 500 characters')
  .refine((url) => url.includes(TRACKING_PLACEHOLDER), `Tracking URL must contain ${TRACKING_PLACEHOLDER} where the tracking number goes`)
  .refine((url) => {
    if (!/^https?:\/\//i.test(url)) return false;
    try {
      new URL(trackingUrl(url, 'X1'));
      return true;
    } catch {
      return false;
    }
  }, 'Tracking URL must be a web address starting with https://');

export const courierInputSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  trackingUrl: trackingUrlSchema,
  active: z.boolean({ message: 'active must be true or false' }).default(true),
});
export type CourierInput = z.input<typeof courierInputSchema>;

export const courierSchema = z.object({ _id: z.string(), name: z.string(), trackingUrl: z.string(), active: z.boolean() });
export type Courier = z.infer<typeof courierSchema>;

export const courierIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a courier id' }) });

export const shipmentLineInputSchema = z.object({
  productId: z.string({ message: 'productId is required' }).trim().min(1, 'productId is required').max(64, 'productId is too long'),
  quantity: z
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(10_000, 'Quantity is too large'),
});

/** POST /api/admin/orders/:id/shipments. Without `lines`, everything not shipped yet goes. */
export const shipmentInputSchema = z.object({
  courierId: z.uuid({ message: 'Please choose a courier' }),
  trackingNumber: z
    .string({ message: 'Tracking number is required' })
    .trim()
    .min(1, 'Tracking number is required')
    .max(40, 'Tracking number must be at most 40 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'Tracking number may hold only letters, digits and hyphens'),
  expectedOn: storableDate('Expected date must be a date (YYYY-MM-DD)').optional(),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
  lines: z
    .array(shipmentLineInputSchema, { message: 'lines must be a list' })
    .min(1, 'Choose at least one item to ship')
    .max(200, 'Too many lines')
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'Each product may appear once')
    .optional(),
});
export type ShipmentInput = z.input<typeof shipmentInputSchema>;

export const shipmentSchema = z.object({
  _id: z.string(),
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  /** YYYY-MM-DD, or null when staff gave none (then nothing is shown). */
  expectedOn: z.string().nullable(),
  shippedAt: z.string(),
  items: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;

const statusSchema = z.enum(orderStatuses);

/** One status change as the shopper sees it: no staff names. */
export const historyEntrySchema = z.object({ from: statusSchema, to: statusSchema, at: z.string(), note: z.string().nullable() });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** As staff see it: who (the staff member's name, when one made it) and which kind of actor. */
export const staffHistoryEntrySchema = historyEntrySchema.extend({
  actor: z.enum(['shopper', 'staff', 'payment', 'system']),
  by: z.string().nullable(),
});
export type StaffHistoryEntry = z.infer<typeof staffHistoryEntrySchema>;

/** GET /api/orders/:id/tracking (the shopper's order page). */
export const orderTrackingSchema = z.object({ shipments: z.array(shipmentSchema), history: z.array(historyEntrySchema) });
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** GET /api/admin/orders/:id/tracking. */
export const staffOrderTrackingSchema = z.object({
  shipments: z.array(shipmentSchema),
  history: z.array(staffHistoryEntrySchema),
  /** Lines with what is left to ship, for the ship form. */
  lines: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number(), shipped: z.number() })),
  cashCollected: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type StaffOrderTracking = z.infer<typeof staffOrderTrackingSchema>;

/** GET /api/admin/packing-slips.pdf?ids=a,b,c: one PDF, a page per order. */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string({ message: 'ids is required' })
    .trim()
    .min(1, 'Choose at least one order')
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.uuid({ message: 'ids must be order ids' }))
        .min(1, 'Choose at least one order')
        .max(100, 'At most 100 orders at once'),
    ),
});
