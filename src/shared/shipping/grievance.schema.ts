import { z } from 'zod';

export const grievanceStatuses = ['Open', 'Resolved'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** The number a shopper quotes: "WG-17". */
export function ticketLabel(number: number): string {
  return `WG-${number}`;
}

export const grievanceSchema = z.object({
  _id: z.string(),
  ticket: z.string(),
  status: z.enum(grievanceStatuses),
  orderNumber: z.number(),
  /** The order, when the number is one of the sender's (same email) orders. */
  orderId: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Whole days since it was opened (the rules ask for resolution within a month). */
  ageDays: z.number(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievanceQuerySchema = z.object({ status: z.enum(grievanceStatuses, { message: 'status must be Open or Resolved' }).default('Open') });

export const grievanceIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a ticket id' }) });

export const grievanceResolveSchema = z.object({
  resolution: z.string({ message: 'Resolution is required' }).trim().min(1, 'Resolution is required').max(2000, 'Resolution must be at most 2000 characters'),
});
