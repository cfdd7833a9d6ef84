import { z } from 'zod';

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
export const day = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), message)
    // The shop's records begin well after 2000; year 0 or 9999 + 1 day would be out of PostgreSQL's range.
    .refine((value) => value >= '2000-01-01' && value <= '2999-12-31', message);

/** A report's days, both included, in India's time zone; at most a little over a year. */
export const reportQuerySchema = z
  .object({
    from: day('Choose a valid start date (YYYY-MM-DD)'),
    to: day('Choose a valid end date (YYYY-MM-DD)'),
  })
  .refine((q) => q.from <= q.to, { message: 'The start date must not be after the end date', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, { message: 'Choose at most 400 days', path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const row = z.object({ key: z.string(), name: z.string(), units: z.number().int(), revenuePaise: z.number().int() });

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenuePaise: z.number().int(),
  orders: z.number().int(),
  averageOrderPaise: z.number().int(),
  refunds: z.object({ count: z.number().int(), amountPaise: z.number().int() }),
  customers: z.object({ new: z.number().int(), returning: z.number().int() }),
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenuePaise: z.number().int() })),
  products: z.array(row),
  categories: z.array(row),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
