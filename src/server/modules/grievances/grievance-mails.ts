import type { OutgoingMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

/** Sent at once when an order-related message arrives (the rules ask for acknowledgement within 48 hours). */
export function grievanceAcknowledgementMail(to: string, input: { ticket: string; fullName: string; orderNumber: number; subject: string }): OutgoingMessage {
  const text = [
    `Dear ${input.fullName},`,
    '',
    `We have received your message about order #${input.orderNumber} ("${input.subject}").`,
    `Your ticket number is ${input.ticket}. Please quote it in any reply.`,
    'We aim to resolve it within a month, and usually much sooner.',
    '',
    '— Wattson customer care',
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(input.fullName)},</p><p>We have received your message about order <strong>#${input.orderNumber}</strong> (“${escapeHtml(input.subject)}”).</p><p>Your ticket number is <strong>${escapeHtml(input.ticket)}</strong>. Please quote it in any reply.</p><p>We aim to resolve it within a month, and usually much sooner.</p><p>— Wattson customer care</p>`;
  return { to, subject: `Wattson ticket ${input.ticket}: we have your message`, text, html };
}

export function grievanceResolvedMail(to: string, input: { ticket: string; fullName: string; orderNumber: number; resolution: string }): OutgoingMessage {
  const text = [
    `Dear ${input.fullName},`,
    '',
    `Your ticket ${input.ticket} about order #${input.orderNumber} is resolved:`,
    '',
    input.resolution,
    '',
    '— Wattson customer care',
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(input.fullName)},</p><p>Your ticket <strong>${escapeHtml(input.ticket)}</strong> about order #${input.orderNumber} is resolved:</p><p style="white-space:pre-wrap">${escapeHtml(input.resolution)}</p><p>— Wattson customer care</p>`;
  return { to, subject: `Wattson ticket ${input.ticket}: resolved`, text, html };
}
