import { chargesPaise, orderCharges } from '../tax/order-charges.js';
import PDFDocument from 'pdfkit';
import { formatRate } from '../../../shared/tax/gst-amounts.js';
import { rupeesInWords } from '../../../shared/tax/amount-in-words.js';
import { gstStateCode, stateForGstCode } from '../../../shared/tax/gst-states.js';
import { formatIndianDate } from '../tax/indian-date.js';
import type { TaxDocumentView } from './tax-document-view.js';

/**
 * A tax invoice (CGST rule 46) or credit note (rule 53) as a PDF, drawn with pdfkit's built-in
 * Helvetica: no font files to ship. Helvetica has no ₹ glyph, so amounts print as "Rs.".
 */

function money(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100)).replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

function addressLines(a: TaxDocumentView['order']['address']): string {
  return [a.fullName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`, `Phone ${a.phone}`].filter(Boolean).join('\n');
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const { document: doc, order, lines, invoice } = view;
  const isCreditNote = doc.kind === 'credit_note';
  const seller = doc.seller;
  const pos = order.placeOfSupply ?? order.address.state;
  const intra = order.supplyKind === 'intra';
  const stateTax = order.stateTax === 'UTGST' ? 'UTGST' : 'SGST';
  const title = isCreditNote ? 'CREDIT NOTE' : 'TAX INVOICE';

  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 32, info: { Title: `${title} ${doc.number}`, Author: seller.legalName } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const half = width / 2 - 8;

  pdf.font('Helvetica-Bold').fontSize(16).text(title, left, 32, { width, align: 'center' });
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(isCreditNote ? 'Issued under section 34 of the CGST Act, 2017' : 'Original for recipient. Issued under section 31 of the CGST Act, 2017, rule 46', {
      width,
      align: 'center',
    });
  let y = pdf.y + 8;

  // Supplier (left) and document details (right).
  pdf.font('Helvetica-Bold').fontSize(9).text('Supplier', left, y);
  pdf
    .font('Helvetica')
    .text(`${seller.legalName}\n${seller.address}\nState: ${seller.state} (code ${seller.stateCode})\nGSTIN: ${seller.gstin}`, left, pdf.y, { width: half });
  const leftBottom = pdf.y;
  const details = [
    `${isCreditNote ? 'Credit note' : 'Invoice'} number: ${doc.number}`,
    `${isCreditNote ? 'Credit note' : 'Invoice'} date: ${formatIndianDate(doc.issuedAt)}`,
    ...(invoice ? [`Against invoice: ${invoice.number} dated ${formatIndianDate(invoice.issuedAt)}`, `Reason: ${doc.reason ?? 'Cancellation'}`] : []),
    `Order: #${order.number} placed ${formatIndianDate(order.createdAt)}`,
    `Place of supply: ${pos} (state code ${gstStateCode(pos) ?? '-'})`,
    'Reverse charge applicable: No',
  ];
  pdf.font('Helvetica-Bold').text('Details', left + half + 16, y);
  pdf.font('Helvetica').text(details.join('\n'), left + half + 16, pdf.y, { width: half });
  y = Math.max(leftBottom, pdf.y) + 8;

  // Buyer (bill-to) and delivery address (ship-to).
  const buyerState = order.buyerGstin ? stateForGstCode(order.buyerGstin.slice(0, 2)) : null;
  const billTo = order.buyerGstin
    ? `${view.buyerName}\nGSTIN: ${order.buyerGstin}\nState: ${buyerState ?? '-'} (code ${order.buyerGstin.slice(0, 2)})${buyerState && buyerState !== pos ? '\nBill-to state differs from ship-to state' : ''}`
    : `${view.buyerName} (unregistered)\n${addressLines(order.address)}`;
  pdf.font('Helvetica-Bold').text('Buyer (bill to)', left, y);
  pdf.font('Helvetica').text(billTo, left, pdf.y, { width: half });
  const billBottom = pdf.y;
  pdf.font('Helvetica-Bold').text('Delivery address (ship to)', left + half + 16, y);
  pdf.font('Helvetica').text(addressLines(order.address), left + half + 16, pdf.y, { width: half });
  y = Math.max(billBottom, pdf.y) + 10;

  // Lines.
  const taxColumns: Column[] = intra
    ? [
        { title: 'CGST %', width: 40, align: 'right' },
        { title: 'CGST', width: 58, align: 'right' },
        { title: `${stateTax} %`, width: 42, align: 'right' },
        { title: stateTax, width: 58, align: 'right' },
      ]
    : [
        { title: 'IGST %', width: 40, align: 'right' },
        { title: 'IGST', width: 64, align: 'right' },
      ];
  const fixed: Column[] = [
    { title: '#', width: 16 },
    { title: 'Description', width: 0 },
    { title: 'HSN', width: 44 },
    { title: 'Qty', width: 30, align: 'right' },
    { title: 'Unit', width: 28 },
    { title: 'Rate', width: 58, align: 'right' },
    { title: 'Discount', width: 44, align: 'right' },
    { title: 'Taxable value', width: 66, align: 'right' },
  ];
  const columns = [...fixed, ...taxColumns, { title: 'Amount', width: 66, align: 'right' as const }];
  const used = columns.reduce((a, c) => a + c.width, 0);
  columns[1]!.width = width - used - 4 * (columns.length - 1);

  function row(cells: string[], bold = false): void {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = left;
    const top = y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      pdf.text(cell, x, top, { width: c.width, align: c.align ?? 'left' });
      bottom = Math.max(bottom, pdf.y);
      x += c.width + 4;
    });
    y = bottom + 3;
    if (y > pdf.page.height - 90) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
  }

  row(
    columns.map((c) => c.title),
    true,
  );
  pdf
    .moveTo(left, y - 2)
    .lineTo(left + width, y - 2)
    .stroke();
  lines.forEach((l, i) => {
    const half = formatRate(l.gstRateBp / 2);
    const tax = intra ? [half, money(l.cgstPaise), half, money(l.sgstPaise)] : [formatRate(l.gstRateBp), money(l.igstPaise)];
    const lineTax = l.cgstPaise + l.sgstPaise + l.igstPaise;
    row([
      String(i + 1),
      l.name,
      l.hsn,
      String(l.quantity),
      'NOS',
      money(l.unitPricePaise),
      // A promotion's share on this line (ADR 60): the taxable value is what is left.
      money(l.discountPaise),
      money(l.lineTotalPaise - l.discountPaise),
      ...tax,
      money(l.lineTotalPaise - l.discountPaise + lineTax),
    ]);
  });
  // The COD fee and shipping are part of the goods' value of supply, each taxed at its own rate: a line of its own (ADR 32, ADR 50).
  const charges = orderCharges(order).map((charge) => ({ ...charge, hsn: lines.find((l) => l.gstRateBp === charge.rateBp)?.hsn ?? lines[0]?.hsn ?? '' }));
  charges.forEach((charge, i) => {
    const half = formatRate(charge.rateBp / 2);
    row([
      String(lines.length + 1 + i),
      charge.label,
      charge.hsn,
      '1',
      'OTH',
      money(charge.paise),
      '0.00',
      money(charge.paise),
      ...(intra ? [half, money(charge.cgst), half, money(charge.sgst)] : [formatRate(charge.rateBp), money(charge.igst)]),
      money(charge.paise + charge.cgst + charge.sgst + charge.igst),
    ]);
  });
  pdf
    .moveTo(left, y - 2)
    .lineTo(left + width, y - 2)
    .stroke();
  const chargeLines = charges.map((charge) => ({ cgstPaise: charge.cgst, sgstPaise: charge.sgst, igstPaise: charge.igst }));
  const sum = (f: (l: Pick<(typeof lines)[number], 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) => number) =>
    lines.reduce((a, l) => a + f(l), 0) + chargeLines.reduce((a, l) => a + f(l), 0);
  const taxablePaise = order.subtotalPaise - order.discountPaise + chargesPaise(order);
  const totalTax = intra ? ['', money(sum((l) => l.cgstPaise)), '', money(sum((l) => l.sgstPaise))] : ['', money(sum((l) => l.igstPaise))];
  row(
    [
      '',
      'Total',
      '',
      String(lines.reduce((a, l) => a + l.quantity, 0)),
      '',
      '',
      money(order.discountPaise),
      money(taxablePaise),
      ...totalTax,
      money(taxablePaise + order.taxPaise),
    ],
    true,
  );
  y += 4;

  // Totals and the amount in words.
  const totals = [
    ...(order.discountPaise > 0 ? [`Discount (${order.discountLabel ?? 'promotion'}): Rs. ${money(order.discountPaise)}`] : []),
    `Taxable value: Rs. ${money(taxablePaise)}`,
    ...(intra
      ? [`CGST: Rs. ${money(sum((l) => l.cgstPaise))}`, `${stateTax}: Rs. ${money(sum((l) => l.sgstPaise))}`]
      : [`IGST: Rs. ${money(sum((l) => l.igstPaise))}`]),
    ...(order.shippingPaise === 0 ? ['Shipping: Free'] : []),
    `${isCreditNote ? 'Total credited' : 'Invoice total'}: Rs. ${money(order.totalPaise)}`,
  ];
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(totals.join('\n'), left + width / 2, y, { width: width / 2, align: 'right' });
  pdf.font('Helvetica-Bold').text(`Total in words: ${rupeesInWords(order.totalPaise)}`, left, pdf.y + 4, { width });
  y = pdf.y + 10;
  if (y > pdf.page.height - 140) {
    pdf.addPage();
    y = pdf.page.margins.top;
  }

  // HSN summary.
  pdf.font('Helvetica-Bold').fontSize(9).text('HSN summary', left, y);
  y = pdf.y + 2;
  const byHsn = new Map<string, { hsn: string; rateBp: number; qty: number; taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const l of lines) {
    const key = `${l.hsn}|${l.gstRateBp}`;
    const s = byHsn.get(key) ?? { hsn: l.hsn, rateBp: l.gstRateBp, qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    s.qty += l.quantity;
    s.taxable += l.lineTotalPaise - l.discountPaise;
    s.cgst += l.cgstPaise;
    s.sgst += l.sgstPaise;
    s.igst += l.igstPaise;
    byHsn.set(key, s);
  }
  for (const charge of charges) {
    const key = `${charge.hsn}|${charge.rateBp}`;
    const s = byHsn.get(key) ?? { hsn: charge.hsn, rateBp: charge.rateBp, qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    s.taxable += charge.paise;
    s.cgst += charge.cgst;
    s.sgst += charge.sgst;
    s.igst += charge.igst;
    byHsn.set(key, s);
  }
  pdf.font('Helvetica').fontSize(8);
  const summary = [...byHsn.values()].map(
    (s) =>
      `HSN ${s.hsn}  ·  rate ${formatRate(s.rateBp)}  ·  quantity ${s.qty} NOS  ·  taxable Rs. ${money(s.taxable)}  ·  ` +
      (intra ? `CGST Rs. ${money(s.cgst)}  ·  ${stateTax} Rs. ${money(s.sgst)}` : `IGST Rs. ${money(s.igst)}`),
  );
  pdf.text(summary.join('\n'), left, y, { width });
  y = pdf.y + 14;

  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(
      `${isCreditNote ? 'This credit note reverses the tax of the invoice above, line by line.' : order.paymentMethod === 'cod' ? 'Payment: Cash on Delivery.' : 'Payment: paid online (Razorpay).'} ` +
        `Computer-generated ${isCreditNote ? 'credit note' : 'invoice'}. For ${seller.legalName}: Authorised signatory.`,
      left,
      y,
      { width },
    );
  pdf.end();
  return done;
}
