import { z } from 'zod';
import { orderSchema } from '../shopping/order.schema.js';
import { adminPageSchema } from './admin-page.schema.js';

export const customerSummarySchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Confirmed their email with the sign-up code. */
  verified: z.boolean(),
  blocked: z.boolean(),
  orderCount: z.number(),
  /** What their orders came to, in paise: cancelled orders and online payments never received left out (as in reports). */
  spentPaise: z.number(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSummaryPageSchema = adminPageSchema(customerSummarySchema);

export const customerDetailSchema = z.object({ customer: customerSummarySchema, orders: z.array(orderSchema) });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
