import { escapeHtml } from '../../http/escape-html.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { unsubscribeHeaders, type UnsubscribeLinks } from './newsletter-links.js';

/**
 * Every newsletter mail ends with this: the signed link to the unsubscribe page, and the headers that
 * let a mail client unsubscribe in one click (ADR 67). Build newsletter mails through it.
 */
export function newsletterMail(to: string, subject: string, body: { text: string[]; html: string[] }, links: UnsubscribeLinks): OutgoingMessage {
  const text = [...body.text, '', '—', 'You receive this because this address is subscribed to the Wattson newsletter.', `Unsubscribe: ${links.page}`, ''].join(
    '\n',
  );
  const html = [
    ...body.html,
    '<hr>',
    `<p style="font-size:12px;color:#5b6472">You receive this because this address is subscribed to the Wattson newsletter. <a href="${escapeHtml(links.page)}">Unsubscribe</a></p>`,
  ].join('\n');
  return { to, subject, text, html, headers: unsubscribeHeaders(links) };
}

/** Sent once when an address joins the list (or comes back to it). */
export function newsletterWelcomeMail(to: string, publicUrl: string, links: UnsubscribeLinks): OutgoingMessage {
  return newsletterMail(
    to,
    'Welcome to the Wattson newsletter',
    {
      text: [
        'Thank you for subscribing to the Wattson newsletter.',
        '',
        'We will write now and then about new lighting and wiring products, offers, and guides on safety and saving energy.',
        `Visit the shop: ${publicUrl}/shop`,
      ],
      html: [
        '<p>Thank you for subscribing to the Wattson newsletter.</p>',
        '<p>We will write now and then about new lighting and wiring products, offers, and guides on safety and saving energy.</p>',
        `<p><a href="${escapeHtml(publicUrl)}/shop">Visit the shop</a></p>`,
      ],
    },
    links,
  );
}
