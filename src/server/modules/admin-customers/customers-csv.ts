import { stringify } from 'csv-stringify/sync';
import type { CustomerSummary } from '../../../shared/admin/admin-customers.schema.js';

export const CSV_MAX_ROWS = 50_000;
/** A spreadsheet cell starting with = + - @ would run as a formula; a leading quote keeps it text. */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function customersCsv(items: readonly CustomerSummary[]): string {
  const rows: (string | number)[][] = [['name', 'email', 'joined', 'verified', 'blocked', 'orders', 'spent_rupees']];
  for (const c of items)
    rows.push([
      text(c.username),
      text(c.email),
      c.createdAt,
      c.verified ? 'yes' : 'no',
      c.blocked ? 'yes' : 'no',
      c.orderCount,
      (c.spentPaise / 100).toFixed(2),
    ]);
  return stringify(rows, { record_delimiter: '\r\n' });
}
