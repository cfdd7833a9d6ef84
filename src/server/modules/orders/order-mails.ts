import { formatRupees } from '../../../shared/money.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';


export function orderConfirmationMail(to: string, order: Order, publicUrl: string): OutgoingMessage {
  const lines = order.items.map((i) => `${i.quantity} × ${i.name} — ${formatRupees(i.lineTotal)}`);
  const text = [
    `Thank you for your order #${order.number}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatRupees(order.subtotal)}`,
    `GST (18%): ${formatRupees(order.tax)}`,
    'Shipping: Free',
    `Total (Cash on Delivery): ${formatRupees(order.total)}`,
    '',
    `Delivering to ${order.address.fullName}, ${order.address.line1}, ${order.address.city}, ${order.address.state} ${order.address.pincode}.`,
    `Track it in your profile: ${publicUrl}/profile`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>Thank you for your order <strong>#${order.number}</strong>.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>Total (Cash on Delivery): <strong>${formatRupees(order.total)}</strong></p><p>— Wattson</p>`;
  return { to, subject: `Wattson order #${order.number} confirmed`, text, html };
}

export function orderStatusMail(to: string, order: Order, publicUrl: string): OutgoingMessage {
  const text = `Your order #${order.number} is now ${order.status}.\n\nDetails: ${publicUrl}/profile\n\n— Wattson`;
  return { to, subject: `Wattson order #${order.number}: ${order.status}`, text, html: `<p>Your order <strong>#${order.number}</strong> is now <strong>${order.status}</strong>.</p><p>— Wattson</p>` };
}
