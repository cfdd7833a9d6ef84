import { formatRupees } from '../../../shared/money.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

export function orderConfirmationMail(to: string, order: Order, publicUrl: string): OutgoingMessage {
  const paidBy = order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'paid online';
  const lines = order.items.map((i) => `${i.quantity} × ${i.name} — ${formatRupees(i.lineTotal)}`);
  const text = [
    `Thank you for your order #${order.number}.`,
    '',
    ...lines,
    '',
    `Subtotal (before GST): ${formatRupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount (${order.discountLabel ?? 'promotion'}): −${formatRupees(order.discount)}`] : []),
    ...order.gst.rows.map((r) => `${r.label}: ${formatRupees(r.amount)}`),
    ...(order.codFee > 0 ? [`Cash on Delivery fee: ${formatRupees(order.codFee)}`] : []),
    'Shipping: Free',
    `Total (${paidBy}): ${formatRupees(order.total)}`,
    '',
    `Delivering to ${order.address.fullName}, ${order.address.line1}, ${order.address.city}, ${order.address.state} ${order.address.pincode}.`,
    `Track it in your profile: ${publicUrl}/profile`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>Thank you for your order <strong>#${order.number}</strong>.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>Total (${paidBy}): <strong>${formatRupees(order.total)}</strong></p><p>— Wattson</p>`;
  return { to, subject: `Wattson order #${order.number} confirmed`, text, html };
}

/** The tax invoice or credit note a status change issued, as a line with its download link (signed-in shopper). */
function documentLine(order: Order, publicUrl: string): { text: string; html: string } {
  const doc =
    order.status === 'Cancelled' && order.creditNote
      ? { name: 'credit note', ...order.creditNote }
      : order.status === 'Shipped' && order.invoice
        ? { name: 'tax invoice', ...order.invoice }
        : null;
  if (!doc) return { text: '', html: '' };
  const url = `${publicUrl}${doc.url}`;
  return {
    text: `Your ${doc.name} ${doc.number} (PDF): ${url}\n\n`,
    html: `<p>Your ${doc.name} ${escapeHtml(doc.number)}: <a href="${escapeHtml(url)}">download the PDF</a></p>`,
  };
}

export function orderStatusMail(to: string, order: Order, publicUrl: string): OutgoingMessage {
  const doc = documentLine(order, publicUrl);
  const text = `Your order #${order.number} is now ${order.status}.\n\n${doc.text}Details: ${publicUrl}/profile\n\n— Wattson`;
  return {
    to,
    subject: `Wattson order #${order.number}: ${order.status}`,
    text,
    html: `<p>Your order <strong>#${order.number}</strong> is now <strong>${order.status}</strong>.</p>${doc.html}<p>— Wattson</p>`,
  };
}
