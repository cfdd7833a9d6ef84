import { stringify } from 'csv-stringify/sync';
import type { SalesReport } from '../../../shared/admin/reports.schema.js';

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** A spreadsheet cell starting with = + - @ would run as a formula; a leading quote keeps it text. */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The report as one CSV with a section column, so a spreadsheet can filter each table out of it. */
export function salesReportCsv(report: SalesReport): string {
  const rows: (string | number)[][] = [['section', 'name', 'orders_or_units', 'revenue_rupees']];
  rows.push(['summary', 'revenue', '', rupees(report.revenuePaise)]);
  rows.push(['summary', 'orders', report.orders, '']);
  rows.push(['summary', 'average order value', '', rupees(report.averageOrderPaise)]);
  rows.push(['summary', 'refunds', report.refunds.count, rupees(report.refunds.amountPaise)]);
  rows.push(['summary', 'new customers', report.customers.new, '']);
  rows.push(['summary', 'returning customers', report.customers.returning, '']);
  for (const d of report.days) rows.push(['day', d.date, d.orders, rupees(d.revenuePaise)]);
  for (const p of report.products) rows.push(['product', text(p.name), p.units, rupees(p.revenuePaise)]);
  for (const c of report.categories) rows.push(['category', text(c.name), c.units, rupees(c.revenuePaise)]);
  return stringify(rows, { record_delimiter: '\r\n' });
}
