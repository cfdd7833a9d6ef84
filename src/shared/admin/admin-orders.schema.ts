import { z } from 'zod';
import { orderStatuses } from '../shopping/order-status.js';
import { orderSchema } from '../shopping/order.schema.js';
import { adminPageSchema } from './admin-page.schema.js';

/** Who placed an order; null once the account is gone (orders outlive their customers). */
export const orderCustomerSchema = z.object({ _id: z.string(), username: z.string(), email: z.string() }).nullable();
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** One row of the dashboard's and the orders screen's tables. */
export const orderSummarySchema = z.object({
  _id: z.string(),
  number: z.number(),
  status: z.enum(orderStatuses),
  /** Rupees. */
  total: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
  customer: orderCustomerSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSummaryPageSchema = adminPageSchema(orderSummarySchema);

/** An order as staff see it: the shopper's order and who placed it. */
export const adminOrderSchema = orderSchema.extend({ customer: orderCustomerSchema });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
