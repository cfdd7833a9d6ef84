import type { Order } from '../../../shared/shopping/order.schema.js';
import type { Shipment } from '../../../shared/shipping/shipping.schema.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import type { OrderLinks } from '../orders/order-links.js';
import { escapeHtml } from '../../http/escape-html.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu, 4 Dec 2026" for a YYYY-MM-DD day (spelt out here: ICU versions punctuate differently), or null when staff gave none. */
export function formatExpectedOn(day: string | null): string | null {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * The mail a parcel sends the shopper: courier, the tracking number as a link, the expected day if known.
 * `links`: the order page and PDFs (orders/order-links.ts: the signed ones for a guest).
 */
export function shipmentMail(to: string, order: Order, shipment: Shipment, links: OrderLinks): OutgoingMessage {
  const orderUrl = links.page;
  const expected = formatExpectedOn(shipment.expectedOn);
  const allOfIt = shipment.items.reduce((n, i) => n + i.quantity, 0) === order.items.reduce((n, i) => n + i.quantity, 0);
  const items = shipment.items.map((i) => `${i.quantity} × ${i.name}`);
  const invoice = order.invoice ? links.invoice : null;
  const text = [
    allOfIt ? `Your order #${order.number} has shipped.` : `Part of your order #${order.number} has shipped; the rest follows.`,
    '',
    ...items,
    '',
    `Courier: ${shipment.courier}`,
    `Tracking number: ${shipment.trackingNumber}`,
    `Track it: ${shipment.trackingUrl}`,
    ...(expected ? [`Expected by: ${expected}`] : []),
    ...(invoice && order.invoice ? ['', `Your tax invoice ${order.invoice.number} (PDF): ${invoice}`] : []),
    '',
    `Details: ${orderUrl}`,
    '',
    '— Wattson',
  ].join('\n');
  const html = [
    `<p>${allOfIt ? `Your order <strong>#${order.number}</strong> has shipped.` : `Part of your order <strong>#${order.number}</strong> has shipped; the rest follows.`}</p>`,
    `<ul>${items.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>Courier: ${escapeHtml(shipment.courier)}<br>Tracking number: <a href="${escapeHtml(shipment.trackingUrl)}">${escapeHtml(shipment.trackingNumber)}</a>`,
    expected ? `<br>Expected by: ${escapeHtml(expected)}</p>` : '</p>',
    invoice && order.invoice ? `<p>Your tax invoice ${escapeHtml(order.invoice.number)}: <a href="${escapeHtml(invoice)}">download the PDF</a></p>` : '',
    `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p><p>— Wattson</p>`,
  ].join('');
  return { to, subject: `Wattson order #${order.number}: ${allOfIt ? 'shipped' : 'partly shipped'}`, text, html };
}
