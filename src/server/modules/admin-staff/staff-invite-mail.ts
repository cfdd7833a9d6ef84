import { STAFF_ROLE_LABELS, type StaffRole } from '../../../shared/admin/staff.schema.js';
import { escapeHtml } from '../../http/escape-html.js';
import type { OutgoingMessage } from '../../mail/mailer.js';

/** The invitation: the link sets the new staff member's password; the token is the mail's secret. */
export function staffInviteMail(to: string, role: StaffRole, inviter: string, token: string, publicUrl: string, days: number): OutgoingMessage {
  const link = `${publicUrl}/admin/accept-invite#token=${encodeURIComponent(token)}`;
  const roleText = STAFF_ROLE_LABELS[role];
  const text = [
    `${inviter} invited you to the Wattson admin as ${roleText}.`,
    '',
    `Set your password here: ${link}`,
    '',
    `The link works once and for ${days} days. If you were not expecting it, ignore this mail.`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>${escapeHtml(inviter)} invited you to the Wattson admin as <strong>${escapeHtml(roleText)}</strong>.</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>The link works once and for ${days} days. If you were not expecting it, ignore this mail.</p><p>— Wattson</p>`;
  return { to, subject: 'You are invited to the Wattson admin', text, html, secret: token };
}
