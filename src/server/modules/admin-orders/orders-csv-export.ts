import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { codCollections } from '../../db/schema/shipping.js';
import { users } from '../../db/schema/users.js';
import { formulaSafe } from '../admin-products/product-csv-row.js';
import { adminOrderConditions, type AdminOrderFilter } from './admin-orders.service.js';

/** Rows read per statement: memory stays that of one page, however many orders match. */
const PAGE = 500;

export const ORDER_CSV_COLUMNS = [
  'order_number',
  'date',
  'customer',
  'email',
  'status',
  'payment_method',
  'payment_status',
  'items',
  'subtotal_rupees',
  'discount_rupees',
  'gst_rupees',
  'shipping_rupees',
  'cod_fee_rupees',
  'total_rupees',
] as const;
type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** Paise as rupees with two decimals, from integers alone: 123450 → "1234.50", never a float's 1234.4999…. */
export function rupeesText(paise: number): string {
  const units = Math.abs(Math.round(paise));
  return `${paise < 0 ? '-' : ''}${Math.floor(units / 100)}.${String(units % 100).padStart(2, '0')}`;
}

const exportColumns = {
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  orderEmail: orders.email,
  fullName: sql<string | null>`${orders.address}->>'fullName'`,
  username: users.username,
  userEmail: users.email,
  subtotalPaise: orders.subtotalPaise,
  discountPaise: orders.discountPaise,
  taxPaise: orders.taxPaise,
  shippingPaise: orders.shippingPaise,
  codFeePaise: orders.codFeePaise,
  totalPaise: orders.totalPaise,
  onlinePayment: payments.status,
  cashCollected: sql<boolean>`${codCollections.orderId} is not null`,
  items: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(Number),
};

type ExportRow = Awaited<ReturnType<typeof readPage>>[number];

function readPage(db: Db, filter: AdminOrderFilter, before: number | null) {
  const where = adminOrderConditions(filter);
  if (before !== null) where.push(lt(orders.number, before));
  return db
    .select(exportColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(codCollections, eq(codCollections.orderId, orders.id))
    .where(and(...where))
    .orderBy(desc(orders.number))
    .limit(PAGE);
}

/** Online: the payment's own status (none yet: "not started"). Cash: collected, due, or none for an order that ended unpaid. */
function paymentStatus(row: ExportRow): string {
  if (row.paymentMethod !== 'cod') return row.onlinePayment ?? 'not started';
  if (row.cashCollected) return 'collected';
  return row.status === 'Cancelled' ? 'none' : 'due';
}

/** One order's record; the text a shopper typed (name, email) gets a leading quote where a spreadsheet would run it. */
export function orderCsvRecord(row: ExportRow): Record<OrderCsvColumn, string | number> {
  return {
    order_number: row.number,
    date: row.createdAt.toISOString(),
    customer: formulaSafe(row.username ?? row.fullName ?? ''),
    email: formulaSafe(row.userEmail ?? row.orderEmail ?? ''),
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: paymentStatus(row),
    items: row.items,
    subtotal_rupees: rupeesText(row.subtotalPaise),
    discount_rupees: rupeesText(row.discountPaise),
    gst_rupees: rupeesText(row.taxPaise),
    shipping_rupees: rupeesText(row.shippingPaise),
    cod_fee_rupees: rupeesText(row.codFeePaise),
    total_rupees: rupeesText(row.totalPaise),
  };
}

/**
 * Every order matching the orders list's filter as CSV, newest first by order number (numbers are
 * given in the order orders are placed), streamed page by page (keyset on the number), with a byte-order mark so spreadsheets read names in any script as UTF-8. GST is
 * all of the order's (goods, shipping and COD fee); total = subtotal − discount + GST + shipping + COD fee.
 */
export function writeOrdersCsv(db: Db, filter: AdminOrderFilter): Readable {
  async function* records() {
    let before: number | null = null;
    for (;;) {
      const rows = await readPage(db, filter, before);
      for (const row of rows) yield orderCsvRecord(row);
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) return;
      before = last.number;
    }
  }
  return pipeline(
    Readable.from(records()),
    stringify({ header: true, columns: [...ORDER_CSV_COLUMNS], bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ }),
    () => undefined,
  );
}
