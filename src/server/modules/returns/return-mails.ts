import { formatRupees } from '../../../shared/money.js';
import type { Return } from '../../../shared/shopping/return.schema.js';
import { escapeHtml } from '../../http/escape-html.js';
import type { OutgoingMessage } from '../../mail/mailer.js';

const NEXT_STEP: Record<Return['status'], string> = {
  Requested: 'We have your request and will answer within two working days.',
  Approved: 'Please pack the items with their accessories; our courier partner will collect them, or you may send them to us.',
  Rejected: 'Nothing will be collected. Reply to this mail if you would like to talk about it.',
  Cancelled: 'You withdrew the request; nothing will be collected.',
  Received: 'We have the items back and will refund you shortly.',
  Refunded: '',
};

function refundLine(ret: Return): string {
  if (ret.status !== 'Refunded') return '';
  return ret.refundMethod === 'provider'
    ? `${formatRupees(ret.refund)} is on its way back to the card, UPI or bank account you paid with; banks take 5 to 7 working days.`
    : `${formatRupees(ret.refund)} was paid to your ${ret.refundMethod === 'upi' ? 'UPI id' : 'bank account'}${ret.refundReference ? ` (reference ${ret.refundReference})` : ''}.`;
}

/**
 * The shopper's mail for each move of their return, staff's note included (queued in the move's transaction).
 * `orderUrl`: the order page (orders/order-links.ts: the signed link for a guest).
 */
export function returnStatusMail(to: string, ret: Return, note: string, publicUrl: string, orderUrl: string): OutgoingMessage {
  const items = ret.lines.map((l) => `${l.quantity} × ${l.name}`);
  const credit = ret.creditNote ? `Credit note ${ret.creditNote.number}: ${publicUrl}${ret.creditNote.url}` : '';
  const paragraphs = [
    `Your return #${ret.number} for order #${ret.orderNumber} is now ${ret.status}.`,
    items.join('\n'),
    note ? `Note from Wattson: ${note}` : '',
    NEXT_STEP[ret.status],
    refundLine(ret),
    credit,
    `Details: ${orderUrl}`,
  ].filter(Boolean);
  return {
    to,
    subject: `Wattson return #${ret.number} (order #${ret.orderNumber}): ${ret.status}`,
    text: `${paragraphs.join('\n\n')}\n\n— Wattson`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('')}<p>— Wattson</p>`,
  };
}
