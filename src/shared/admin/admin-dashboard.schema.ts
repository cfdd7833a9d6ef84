import { z } from 'zod';
import { orderSummarySchema } from './admin-orders.schema.js';

export const periodFiguresSchema = z.object({
  orders: z.number(),
  /** Rupees. */
  revenue: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const dashboardSchema = z.object({
  today: periodFiguresSchema,
  month: periodFiguresSchema,
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), stock: z.number() })),
  latestOrders: z.array(orderSummarySchema),
  newCustomers: z.array(z.object({ _id: z.string(), username: z.string(), email: z.string(), createdAt: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
