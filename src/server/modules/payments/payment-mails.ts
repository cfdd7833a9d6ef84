import { formatRupees } from '../../../shared/money.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

function mail(to: string, subject: string, lines: string[]): OutgoingMessage {
  const text = [...lines, '', '— Wattson'].join('\n');
  return { to, subject, text, html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>— Wattson</p>` };
}

/** `orderUrl`: the order page (orders/order-links.ts: the signed link for a guest). */
export function refundMail(to: string, order: Order, amountRupees: number, orderUrl: string): OutgoingMessage {
  return mail(to, `Wattson order #${order.number}: refund of ${formatRupees(amountRupees)}`, [
    `We have refunded ${formatRupees(amountRupees)} for your order #${order.number} to the account or card you paid with.`,
    'Banks usually show it within 5–7 working days.',
    `Details: ${orderUrl}`,
  ]);
}

/** A payment that arrived for an order the shop no longer had (expired or cancelled): given back in full. */
export function latePaymentMail(to: string, order: Order, amountRupees: number, orderUrl: string): OutgoingMessage {
  return mail(to, `Wattson order #${order.number}: your payment is being refunded`, [
    `Your payment of ${formatRupees(amountRupees)} for order #${order.number} arrived after the order was ${order.paymentMethod === 'cod' ? 'switched to Cash on Delivery' : 'cancelled'}.`,
    'We are refunding it in full; banks usually show it within 5–7 working days.',
    `Details: ${orderUrl}`,
  ]);
}
