import PDFDocument from 'pdfkit';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { SellerSnapshot } from '../../db/schema/tax.js';
import { formatIndianDate } from '../tax/indian-date.js';

/**
 * Packing slips: one A4 page per order, what goes in the box and where it goes, without prices
 * (the invoice carries those) except the cash a COD parcel must collect. Built-in Helvetica, as the
 * tax documents are: no ₹ glyph, so "Rs.".
 */

export interface PackingSlip {
  order: Order;
  /** Per product, how many have shipped already (partial shipments). */
  shipped: Map<string, number>;
}

function rupees(amount: number): string {
  const paise = Math.round(amount * 100);
  const whole = String(Math.floor(paise / 100)).replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  return `Rs. ${whole}.${String(paise % 100).padStart(2, '0')}`;
}

export function renderPackingSlips(slips: PackingSlip[], seller: SellerSnapshot): Promise<Buffer> {
  const title = slips.length === 1 ? `Packing slip #${slips[0]?.order.number}` : `Packing slips (${slips.length} orders)`;
  const pdf = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: false, info: { Title: title, Author: seller.legalName } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  for (const { order, shipped } of slips) {
    pdf.addPage();
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;
    pdf.font('Helvetica-Bold').fontSize(18).text(`PACKING SLIP — Order #${order.number}`, left, 40, { width });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(`Placed ${formatIndianDate(new Date(order.createdAt))} · Status: ${order.status}`, { width });
    const top = pdf.y + 12;
    const half = width / 2 - 8;
    pdf.font('Helvetica-Bold').fontSize(10).text('From', left, top);
    pdf.font('Helvetica').text(`${seller.legalName}\n${seller.address}`, left, pdf.y, { width: half });
    const fromBottom = pdf.y;
    const a = order.address;
    pdf.font('Helvetica-Bold').text('Ship to', left + half + 16, top);
    pdf
      .font('Helvetica')
      .text([a.fullName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`, `Phone ${a.phone}`].filter(Boolean).join('\n'), left + half + 16, pdf.y, {
        width: half,
      });
    let y = Math.max(fromBottom, pdf.y) + 16;

    const cod = order.paymentMethod === 'cod';
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(cod ? `CASH ON DELIVERY: collect ${rupees(order.total)}` : 'Prepaid: collect nothing', left, y, { width });
    y = pdf.y + 12;

    const columns = [
      { title: 'Item', width: width - 220 },
      { title: 'HSN', width: 70 },
      { title: 'Ordered', width: 50 },
      { title: 'Shipped', width: 50 },
      { title: 'Packed', width: 50 },
    ];
    let x = left;
    pdf.font('Helvetica-Bold').fontSize(9);
    for (const c of columns) {
      pdf.text(c.title, x, y, { width: c.width });
      x += c.width;
    }
    y = pdf.y + 4;
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
    y += 4;
    pdf.font('Helvetica');
    for (const item of order.items) {
      const cells = [item.name, item.hsn, String(item.quantity), String(shipped.get(item.productId) ?? 0), '[  ]'];
      x = left;
      let rowBottom = y;
      cells.forEach((cell, i) => {
        const c = columns[i];
        if (!c) return;
        pdf.text(cell, x, y, { width: c.width - 4 });
        rowBottom = Math.max(rowBottom, pdf.y);
        x += c.width;
      });
      y = rowBottom + 4;
    }
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
    pdf.fontSize(9).text(`Items: ${order.items.reduce((n, i) => n + i.quantity, 0)}`, left, y + 8, { width });
  }
  pdf.end();
  return done;
}
