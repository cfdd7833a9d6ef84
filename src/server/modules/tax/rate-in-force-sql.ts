import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * The GST rate (basis points) in force today in India for an HSN column, or null: the longest
 * matching prefix among the rows in force (the same rule as gst-rates.service.ts pickRate), read with
 * the product so that lists show each price with its own rate.
 */
export function rateInForceSql(hsn: SQL | Column): SQL<number | null> {
  return sql<number | null>`(select r.rate_bp from gst_rates r
    where ${hsn} <> '' and left(${hsn}, length(r.hsn_prefix)) = r.hsn_prefix
      and r.effective_from <= (now() at time zone 'Asia/Kolkata')::date
      and (r.effective_to is null or r.effective_to >= (now() at time zone 'Asia/Kolkata')::date)
    order by length(r.hsn_prefix) desc limit 1)`;
}
