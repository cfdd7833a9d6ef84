import { chargesPaise, orderCharges } from './order-charges.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { gstStateCode } from '../../../shared/tax/gst-states.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { taxDocuments } from '../../db/schema/tax.js';
import { returnCreditNoteAmounts } from '../returns/return-credit-note.js';

/** Paise → rupees with two decimals, as GSTR-1's offline tool expects. */
const rs = (paise: number) => (paise / 100).toFixed(2);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2025-10-03 (Indian date) → 03-Oct-2025, GSTR-1's date format. */
function gstrDate(at: Date): string {
  const [y, m, d] = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10).split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

const placeOfSupply = (state: string) => `${gstStateCode(state) ?? '97'}-${state}`;

export interface GstReport {
  month: string;
  b2b: {
    gstin: string;
    name: string;
    invoiceNumber: string;
    invoiceDate: string;
    invoiceValue: string;
    placeOfSupply: string;
    rate: number;
    taxableValue: string;
  }[];
  b2cs: { placeOfSupply: string; rate: number; taxableValue: string; igst: string; cgst: string; sgst: string }[];
  hsn: { hsn: string; quantity: number; totalValue: string; taxableValue: string; igst: string; cgst: string; sgst: string; rate: number }[];
  creditNotes: {
    number: string;
    date: string;
    invoiceNumber: string;
    gstin: string | null;
    placeOfSupply: string;
    value: string;
    taxableValue: string;
    tax: string;
  }[];
}

/**
 * The month's GST return figures from the invoices and credit notes issued in it (Indian dates):
 * B2B per invoice and rate, B2C small totals by place of supply and rate, the HSN summary, and the
 * credit notes. Invoices are counted gross; credit notes are listed for GSTR-1's CDNR/CDNUR tables.
 */
export async function gstReport(db: Db, month: string): Promise<GstReport> {
  const documents = await db
    .select({ doc: taxDocuments, order: orders })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(sql`to_char(${taxDocuments.issuedAt} at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`)
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.sequence));
  const orderIds = [...new Set(documents.map((d) => d.order.id))];
  const lines = orderIds.length
    ? await db
        .select()
        .from(orderLines)
        .where(and(inArray(orderLines.orderId, orderIds)))
    : [];
  const linesOf = (orderId: string) => lines.filter((l) => l.orderId === orderId);
  const invoices = documents.filter((d) => d.doc.kind === 'invoice');

  const b2b: GstReport['b2b'] = [];
  const b2cs = new Map<string, { placeOfSupply: string; rate: number; taxable: number; igst: number; cgst: number; sgst: number }>();
  const hsn = new Map<string, { hsn: string; rate: number; quantity: number; taxable: number; igst: number; cgst: number; sgst: number }>();
  for (const { doc, order } of invoices) {
    const pos = placeOfSupply(order.placeOfSupply ?? order.address.state);
    const byRate = new Map<number, number>();
    for (const l of linesOf(order.id)) {
      const taxable = l.lineTotalPaise - l.discountPaise;
      byRate.set(l.gstRateBp, (byRate.get(l.gstRateBp) ?? 0) + taxable);
      const hk = `${l.hsn}|${l.gstRateBp}`;
      const h = hsn.get(hk) ?? { hsn: l.hsn, rate: l.gstRateBp / 100, quantity: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      h.quantity += l.quantity;
      h.taxable += taxable;
      h.igst += l.igstPaise;
      h.cgst += l.cgstPaise;
      h.sgst += l.sgstPaise;
      hsn.set(hk, h);
      if (!order.buyerGstin) {
        const bk = `${pos}|${l.gstRateBp}`;
        const b = b2cs.get(bk) ?? { placeOfSupply: pos, rate: l.gstRateBp / 100, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
        b.taxable += taxable;
        b.igst += l.igstPaise;
        b.cgst += l.cgstPaise;
        b.sgst += l.sgstPaise;
        b2cs.set(bk, b);
      }
    }
    // The COD fee and shipping: taxable values at their own rates, filed under the HSN of a line at that rate (ADR 32, ADR 50).
    for (const charge of orderCharges(order)) {
      const rateBp = charge.rateBp;
      const chargeHsn = linesOf(order.id).find((l) => l.gstRateBp === rateBp)?.hsn ?? '';
      byRate.set(rateBp, (byRate.get(rateBp) ?? 0) + charge.paise);
      const hk = `${chargeHsn}|${rateBp}`;
      const h = hsn.get(hk) ?? { hsn: chargeHsn, rate: rateBp / 100, quantity: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      h.taxable += charge.paise;
      h.igst += charge.igst;
      h.cgst += charge.cgst;
      h.sgst += charge.sgst;
      hsn.set(hk, h);
      if (!order.buyerGstin) {
        const bk = `${pos}|${rateBp}`;
        const b = b2cs.get(bk) ?? { placeOfSupply: pos, rate: rateBp / 100, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
        b.taxable += charge.paise;
        b.igst += charge.igst;
        b.cgst += charge.cgst;
        b.sgst += charge.sgst;
        b2cs.set(bk, b);
      }
    }
    if (order.buyerGstin) {
      for (const [rateBp, taxable] of byRate) {
        b2b.push({
          gstin: order.buyerGstin,
          name: order.buyerLegalName ?? '',
          invoiceNumber: doc.number,
          invoiceDate: gstrDate(doc.issuedAt),
          invoiceValue: rs(order.totalPaise),
          placeOfSupply: pos,
          rate: rateBp / 100,
          taxableValue: rs(taxable),
        });
      }
    }
  }
  const invoiceNumber = new Map(documents.map((d) => [d.doc.id, d.doc.number]));
  return {
    month,
    b2b,
    b2cs: [...b2cs.values()].map((b) => ({
      placeOfSupply: b.placeOfSupply,
      rate: b.rate,
      taxableValue: rs(b.taxable),
      igst: rs(b.igst),
      cgst: rs(b.cgst),
      sgst: rs(b.sgst),
    })),
    hsn: [...hsn.values()].map((h) => ({
      hsn: h.hsn,
      rate: h.rate,
      quantity: h.quantity,
      totalValue: rs(h.taxable + h.igst + h.cgst + h.sgst),
      taxableValue: rs(h.taxable),
      igst: rs(h.igst),
      cgst: rs(h.cgst),
      sgst: rs(h.sgst),
    })),
    creditNotes: await Promise.all(
      documents
        .filter((d) => d.doc.kind === 'credit_note')
        .map(async ({ doc, order }) => {
          // A return's credit note reverses its lines only; a cancellation's, the whole order.
          const amounts = doc.returnId
            ? await returnCreditNoteAmounts(db, doc.returnId)
            : { taxablePaise: order.subtotalPaise - order.discountPaise + chargesPaise(order), taxPaise: order.taxPaise };
          return {
            number: doc.number,
            date: gstrDate(doc.issuedAt),
            invoiceNumber: (doc.invoiceId && invoiceNumber.get(doc.invoiceId)) || '',
            gstin: order.buyerGstin,
            placeOfSupply: placeOfSupply(order.placeOfSupply ?? order.address.state),
            value: rs(doc.returnId ? amounts.taxablePaise + amounts.taxPaise : order.totalPaise),
            taxableValue: rs(amounts.taxablePaise),
            tax: rs(amounts.taxPaise),
          };
        }),
    ),
  };
}

function csvCell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const toCsv = (header: string[], rows: (string | number)[][]) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** One table of the report in the columns of GSTR-1's offline tool (b2b, b2cs, hsn sheets). */
export function gstReportCsv(report: GstReport, table: 'b2b' | 'b2cs' | 'hsn'): string {
  switch (table) {
    case 'b2b':
      return toCsv(
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Applicable % of Tax Rate',
          'Invoice Type',
          'E-Commerce GSTIN',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        report.b2b.map((r) => [
          r.gstin,
          r.name,
          r.invoiceNumber,
          r.invoiceDate,
          r.invoiceValue,
          r.placeOfSupply,
          'N',
          '',
          'Regular B2B',
          '',
          r.rate,
          r.taxableValue,
          '0.00',
        ]),
      );
    case 'b2cs':
      return toCsv(
        ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
        report.b2cs.map((r) => ['OE', r.placeOfSupply, '', r.rate, r.taxableValue, '0.00', '']),
      );
    case 'hsn':
      return toCsv(
        [
          'HSN',
          'Description',
          'UQC',
          'Total Quantity',
          'Total Value',
          'Rate',
          'Taxable Value',
          'Integrated Tax Amount',
          'Central Tax Amount',
          'State/UT Tax Amount',
          'Cess Amount',
        ],
        report.hsn.map((r) => [r.hsn, '', 'NOS-NUMBERS', r.quantity, r.totalValue, r.rate, r.taxableValue, r.igst, r.cgst, r.sgst, '0.00']),
      );
  }
}
