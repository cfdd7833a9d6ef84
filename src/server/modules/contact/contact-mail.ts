import type { OutgoingMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

export interface ContactMailInput {
  fullName: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  receivedAt: Date;
}

/** A header must be one line: a pasted line break in the subject may not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The mail the shop receives for a contact message; replies go to the sender, named in the text. */
export function contactMail(to: string, input: ContactMailInput): OutgoingMessage {
  const subject = `New contact message: ${oneLine(input.subject)}`;
  const when = input.receivedAt.toISOString();
  const phone = input.phone ?? 'not given';
  const text = [
    `From: ${input.fullName} <${input.email}>`,
    `Phone: ${phone}`,
    `Received: ${when}`,
    `Reply to: ${input.email}`,
    '',
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
  ].join('\n');
  const html = [
    `<p><strong>From:</strong> ${escapeHtml(input.fullName)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;<br>`,
    `<strong>Phone:</strong> ${escapeHtml(phone)}<br>`,
    `<strong>Received:</strong> ${when}<br>`,
    `<strong>Reply to:</strong> ${escapeHtml(input.email)}</p>`,
    `<h2>${escapeHtml(input.subject)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
