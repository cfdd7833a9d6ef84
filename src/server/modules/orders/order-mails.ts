import { formatRupees } from '../../../shared/money.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import type { OrderLinks } from './order-links.js';
import { escapeHtml } from '../../http/escape-html.js';

/** The expected delivery promised at checkout ("Thu 4 Dec"); orders placed before delivery dates have none. */
function expectedDelivery(order: Order): string | null {
  return order.expectedDelivery;
}

const itemLines = (order: Order) => order.items.map((i) => `${i.quantity} × ${i.name} — ${formatRupees(i.lineTotal)}`);

function totalLines(order: Order): string[] {
  const paidBy = order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'paid online';
  return [
    `Subtotal (before GST): ${formatRupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount (${order.discountLabel ?? 'promotion'}): −${formatRupees(order.discount)}`] : []),
    ...order.gst.rows.map((r) => `${r.label}: ${formatRupees(r.amount)}`),
    ...(order.codFee > 0 ? [`Cash on Delivery fee: ${formatRupees(order.codFee)}`] : []),
    order.shipping > 0 ? `Shipping: ${formatRupees(order.shipping)}` : 'Shipping: Free',
    `Total (${paidBy}): ${formatRupees(order.total)}`,
  ];
}

/** The order's lines and totals: every mail about an order shows what it is. */
const orderSummaryLines = (order: Order) => [...itemLines(order), '', ...totalLines(order)];

function summaryHtml(order: Order): string {
  return `<ul>${itemLines(order)
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join('')}</ul><p>${totalLines(order)
    .map((l) => escapeHtml(l))
    .join('<br>')}</p>`;
}

function deliveryLines(order: Order): { text: string[]; html: string } {
  const expected = expectedDelivery(order);
  return expected
    ? { text: [`Expected delivery: ${expected}`], html: `<p>Expected delivery: <strong>${escapeHtml(expected)}</strong></p>` }
    : { text: [], html: '' };
}

/** `orderUrl`: the order page (orders/order-links.ts: the signed link for a guest). */
export function orderConfirmationMail(to: string, order: Order, orderUrl: string): OutgoingMessage {
  const delivery = deliveryLines(order);
  const text = [
    `Thank you for your order #${order.number}.`,
    '',
    ...orderSummaryLines(order),
    '',
    `Delivering to ${order.address.fullName}, ${order.address.line1}, ${order.address.city}, ${order.address.state} ${order.address.pincode}.`,
    ...delivery.text,
    `See your order: ${orderUrl}`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>Thank you for your order <strong>#${order.number}</strong>.</p>${summaryHtml(order)}${delivery.html}<p><a href="${escapeHtml(orderUrl)}">See your order</a></p><p>— Wattson</p>`;
  return { to, subject: `Wattson order #${order.number} confirmed`, text, html };
}

/** The tax invoice or credit note a status change issued, as a line with its download link (signed for a guest). */
function documentLine(order: Order, links: OrderLinks): { text: string; html: string } {
  const doc =
    order.status === 'Cancelled' && order.creditNote
      ? { name: 'credit note', ...order.creditNote, url: links.creditNote }
      : order.status === 'Shipped' && order.invoice
        ? { name: 'tax invoice', ...order.invoice, url: links.invoice }
        : null;
  if (!doc) return { text: '', html: '' };
  return {
    text: `Your ${doc.name} ${doc.number} (PDF): ${doc.url}\n\n`,
    html: `<p>Your ${doc.name} ${escapeHtml(doc.number)}: <a href="${escapeHtml(doc.url)}">download the PDF</a></p>`,
  };
}

/** `links`: the order page and PDFs (orders/order-links.ts: the signed ones for a guest). */
export function orderStatusMail(to: string, order: Order, links: OrderLinks): OutgoingMessage {
  const orderUrl = links.page;
  const doc = documentLine(order, links);
  const delivery = order.status === 'Processing' || order.status === 'Shipped' ? deliveryLines(order) : { text: [], html: '' };
  const text = [
    `Your order #${order.number} is now ${order.status}.`,
    '',
    ...orderSummaryLines(order),
    '',
    ...delivery.text,
    `${doc.text}Details: ${orderUrl}`,
    '',
    '— Wattson',
  ].join('\n');
  return {
    to,
    subject: `Wattson order #${order.number}: ${order.status}`,
    text,
    html: `<p>Your order <strong>#${order.number}</strong> is now <strong>${order.status}</strong>.</p>${summaryHtml(order)}${delivery.html}${doc.html}<p><a href="${escapeHtml(orderUrl)}">See your order</a></p><p>— Wattson</p>`,
  };
}
