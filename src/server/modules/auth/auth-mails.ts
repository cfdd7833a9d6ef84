import type { OutgoingMessage } from '../../mail/mailer.js';
import { CODE_TTL_MINUTES, type CodePurpose } from './one-time-codes.service.js';
import { escapeHtml } from '../../http/escape-html.js';

const PURPOSE_TEXT: Record<CodePurpose, { subject: string; reason: string }> = {
  signup: { subject: 'Your Wattson verification code', reason: 'to verify your email and finish creating your Wattson account' },
  admin_signin: { subject: 'Wattson admin sign-in code', reason: 'to finish signing in to the Wattson admin account' },
  password_reset: { subject: 'Reset your Wattson password', reason: 'to set a new password for your Wattson account' },
  email_change: { subject: 'Confirm your new Wattson email', reason: 'to make this address the email of your Wattson account' },
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
  // The code is the mail's secret: outgoing_mail keeps the mail without it, so a read of the table yields no live code.
  return { to, subject, text, html, secret: code };
}

/** Sent to the account's address whenever its password changes, so a change the owner did not make is noticed. */
export function passwordChangedMail(to: string, username: string, how: 'changed' | 'reset', publicUrl: string): OutgoingMessage {
  const subject = 'Your Wattson password was changed';
  const where = how === 'reset' ? 'with a reset code sent to this address' : 'from your profile';
  const text = [
    `Hello ${username},`,
    '',
    `The password of your Wattson account was changed ${where}. Devices signed in with the old password have been signed out.`,
    '',
    `If this was not you, reset your password now at ${publicUrl}/forgot-password and contact us at ${publicUrl}/contact.`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(username)},</p><p>The password of your Wattson account was changed ${escapeHtml(where)}. Devices signed in with the old password have been signed out.</p><p>If this was not you, <a href="${escapeHtml(publicUrl)}/forgot-password">reset your password now</a> and <a href="${escapeHtml(publicUrl)}/contact">contact us</a>.</p><p>— Wattson</p>`;
  return { to, subject, text, html };
}

/** Sent to the old address once an email change has taken effect. */
export function emailChangedMail(oldEmail: string, newEmail: string, username: string, publicUrl: string): OutgoingMessage {
  const subject = 'Your Wattson email was changed';
  const text = [
    `Hello ${username},`,
    '',
    `Your Wattson account now uses ${newEmail}. Mails about your orders will go there from now on.`,
    '',
    `If this was not you, contact us at ${publicUrl}/contact.`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(username)},</p><p>Your Wattson account now uses ${escapeHtml(newEmail)}. Mails about your orders will go there from now on.</p><p>If this was not you, <a href="${escapeHtml(publicUrl)}/contact">contact us</a>.</p><p>— Wattson</p>`;
  return { to: oldEmail, subject, text, html };
}
