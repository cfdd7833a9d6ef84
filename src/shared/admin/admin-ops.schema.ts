import { day } from './reports.schema.js';
import { z } from 'zod';
import { categoryGroupSchema } from '../catalog/category.schema.js';
import { orderStatuses } from '../shopping/order-status.js';
import { storableDate } from '../storable-date.js';

export const handoffCodeSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid hand-off code') });

const orderDate = storableDate('must be a date (YYYY-MM-DD)');

export const adminOrderQuerySchema = z.object({
  status: z.enum(orderStatuses, { message: `must be one of ${orderStatuses.join(', ')}` }).optional(),
  from: orderDate.optional(),
  to: orderDate.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const orderStatusChangeSchema = z.object({
  status: z.enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(', ')}` }),
  /** Kept in the order's status history, which the shopper sees too (without staff names). */
  note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
});

export const adminCustomerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const categoryUpdateSchema = z.object({
  name: z.string().trim().min(2, 'Name is required').max(60),
  description: z.string().trim().max(500).default(''),
  position: z.number().int().min(0).max(1000),
  submenuGroups: z.array(categoryGroupSchema).max(10),
});

export const messageHandledSchema = z.object({ handled: z.boolean({ message: 'handled must be true or false' }) });

const auditDay = day('Choose a valid date (YYYY-MM-DD)');
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  /** The person (a user id) who made the change. */
  person: z.uuid({ message: 'Choose a person from the list' }).optional(),
  /** The kind of record: product, order, blog, staff … */
  kind: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'Choose a kind from the list')
    .optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
