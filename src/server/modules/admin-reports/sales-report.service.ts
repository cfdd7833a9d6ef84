import { sql } from 'drizzle-orm';
import type { ReportQuery, SalesReport } from '../../../shared/admin/reports.schema.js';
import { queryRows, type Db } from '../../db/client.js';

/** Days are India's, where the shop trades. */
const SHOP_TZ = 'Asia/Kolkata';
/** What counts as a sale: the dashboard's rule (an order still waiting for its online payment is not revenue, ADR 31). */
const COUNTED = sql`o.status not in ('Cancelled', 'Pending payment')`;

/**
 * The sales of the days from `from` to `to` (both included): every figure is one SQL aggregate over
 * the same counted orders, so the totals, the days, the products and the categories agree.
 */
export async function salesReport(db: Db, query: ReportQuery): Promise<SalesReport> {
  const start = sql`(${query.from}::date)::timestamp at time zone ${SHOP_TZ}`;
  const end = sql`((${query.to}::date + 1)::timestamp) at time zone ${SHOP_TZ}`;
  const inRange = sql`o.created_at >= ${start} and o.created_at < ${end} and ${COUNTED}`;
  const [totals, days, products, categories, customers, refunds] = await Promise.all([
    queryRows<{ orders: number; revenue: number }>(
      db,
      sql`select count(*)::int as orders, coalesce(sum(o.total_paise), 0)::bigint as revenue from orders o where ${inRange}`,
    ),
    queryRows<{ date: string; orders: number; revenue: number }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as date, count(o.id)::int as orders, coalesce(sum(o.total_paise), 0)::bigint as revenue
          from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
          left join orders o on (o.created_at at time zone ${SHOP_TZ})::date = d::date and ${inRange}
          group by d order by d`,
    ),
    queryRows<{ key: string; name: string; units: number; revenue: number }>(
      db,
      sql`select l.product_id as key, coalesce(p.name, min(l.name)) as name, sum(l.quantity)::int as units, sum(l.line_total_paise)::bigint as revenue
          from order_lines l join orders o on o.id = l.order_id left join products p on p.id = l.product_id
          where ${inRange} group by l.product_id, p.name order by revenue desc, key limit 100`,
    ),
    queryRows<{ key: string; name: string; units: number; revenue: number }>(
      db,
      sql`select coalesce(p.category_slug, '') as key, coalesce(c.name, p.category_slug, 'Unknown') as name,
                 sum(l.quantity)::int as units, sum(l.line_total_paise)::bigint as revenue
          from order_lines l join orders o on o.id = l.order_id left join products p on p.id = l.product_id left join categories c on c.slug = p.category_slug
          where ${inRange} group by p.category_slug, c.name order by revenue desc, key`,
    ),
    // A customer is new when their first counted order ever falls in the range; returning when they had one before it.
    queryRows<{ fresh: number; returning: number }>(
      db,
      sql`with buyers as (
            select coalesce(o.user_id::text, lower(o.email)) as who, min(o.created_at) as first_here
            from orders o where ${inRange} and coalesce(o.user_id::text, o.email) is not null group by 1
          ), firsts as (
            select b.who, exists (
              select 1 from orders o where ${COUNTED} and coalesce(o.user_id::text, lower(o.email)) = b.who and o.created_at < ${start}
            ) as before from buyers b
          )
          select count(*) filter (where not before)::int as fresh, count(*) filter (where before)::int as returning from firsts`,
    ),
    queryRows<{ n: number; amount: number }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(amount_paise), 0)::bigint as amount from refunds
          where status = 'processed' and coalesce(processed_at, created_at) >= ${start} and coalesce(processed_at, created_at) < ${end}`,
    ),
  ]);
  const orders = Number(totals[0]?.orders ?? 0);
  const revenuePaise = Number(totals[0]?.revenue ?? 0);
  const toRow = (r: { key: string; name: string; units: number; revenue: number }) => ({
    key: r.key,
    name: r.name,
    units: Number(r.units),
    revenuePaise: Number(r.revenue),
  });
  return {
    from: query.from,
    to: query.to,
    revenuePaise,
    orders,
    averageOrderPaise: orders === 0 ? 0 : Math.round(revenuePaise / orders),
    refunds: { count: Number(refunds[0]?.n ?? 0), amountPaise: Number(refunds[0]?.amount ?? 0) },
    customers: { new: Number(customers[0]?.fresh ?? 0), returning: Number(customers[0]?.returning ?? 0) },
    days: days.map((d) => ({ date: d.date, orders: Number(d.orders), revenuePaise: Number(d.revenue) })),
    products: products.map(toRow),
    categories: categories.map(toRow),
  };
}
