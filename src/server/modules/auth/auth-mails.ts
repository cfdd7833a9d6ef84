import type { OutgoingMessage } from '../../mail/mailer.js';
import { CODE_TTL_MINUTES, type CodePurpose } from './one-time-codes.service.js';
import { escapeHtml } from '../../http/escape-html.js';

const PURPOSE_TEXT: Record<CodePurpose, { subject: string; reason: string }> = {
  signup: { subject: 'Your Wattson verification code', reason: 'to verify your email and finish creating your Wattson account' },
  admin_signin: { subject: 'Wattson admin sign-in code', reason: 'to finish signing in to the Wattson admin account' },
  password_reset: { subject: 'Reset your Wattson password', reason: 'to set a new password for your Wattson account' },
};

/** Says what the code is for and how long it lasts, in plain text and simple HTML. */
export function codeMail(to: string, purpose: CodePurpose, code: string, accountEmail: string): OutgoingMessage {
  const { subject, reason } = PURPOSE_TEXT[purpose];
  const forAccount = to.toLowerCase() === accountEmail.toLowerCase() ? '' : ` (account ${accountEmail})`;
  const text = [
    `Your code is ${code}`,
    '',
    `Use it ${reason}${forAccount}. It is valid for ${CODE_TTL_MINUTES} minutes and works once.`,
    '',
    'If you did not ask for it, ignore this mail; nobody can use the code without your password or your inbox.',
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>Your code is <strong style="font-size:1.4em;letter-spacing:0.15em">${code}</strong></p><p>Use it ${escapeHtml(reason + forAccount)}. It is valid for ${CODE_TTL_MINUTES} minutes and works once.</p><p>If you did not ask for it, ignore this mail.</p><p>— Wattson</p>`;
  // The code is the mail's secret: outgoing_mail keeps the mail without it (issue 15 finding 8).
  return { to, subject, text, html, secret: code };
}
