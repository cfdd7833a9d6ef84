import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';
import { insertStatement } from '../db/built-once.js';
import type { Db } from '../db/client.js';
import { outgoingMail } from '../db/schema/outgoing-mail.js';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A value the mail carries that must never be stored (a sign-in code): outgoing_mail keeps the mail
   * with it hidden, and only the dev mailbox of this process keeps the full text, in memory.
   */
  secret?: string;
  /** Headers of this mail's own, e.g. List-Unsubscribe (RFC 8058) on newsletter mails; kept in outgoing_mail. */
  headers?: Record<string, string>;
}

/** What outgoing_mail shows in place of a mail's secret. */
export const HIDDEN_SECRET = '[code not stored]';
/** Mails with a secret whose full text this process keeps for its dev mailbox (newest win). */
const DEV_COPIES = 200;

/** Raised when the SMTP server refused or could not be reached; routes answer 503. */
export class MailDeliveryError extends Error {}

export interface Mailer {
  /** Records the mail, then delivers it (SMTP) or logs it (dev mailbox) now. Throws MailDeliveryError. */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Delivers a mail recorded earlier (`recordMail`), for the mail queue's worker (jobs/mail-queue.ts).
   * A mail already sent or logged is left alone. A failed attempt is recorded as `failed` only when it
   * is the last one (`finalAttempt`), else it stays `queued` with the reason. Throws MailDeliveryError.
   */
  deliverRecorded(mailId: string, attempt: { finalAttempt: boolean }): Promise<void>;
  readonly mode: 'smtp' | 'dev-mailbox';
  /** Outside production: the full text of a mail this process sent with a secret, by outgoing_mail id. */
  fullText?(id: string): string | undefined;
}

function hide(text: string, secret: string | undefined): string {
  return secret ? text.replaceAll(secret, HIDDEN_SECRET) : text;
}

/** Built once (ADR 80): every order, sign-up and code records a mail. */
const insertMail = insertStatement<typeof outgoingMail, { id: string }>('mail_insert', outgoingMail, { id: outgoingMail.id });

/**
 * Keeps the mail in outgoing_mail as `queued` (the dev mailbox lists it at once), its secret (a
 * code) hidden: the table outlives the code's use. Returns its id.
 */
export async function recordMail(db: Db, message: OutgoingMessage): Promise<string> {
  const [row] = await insertMail(db, [
    {
      toAddress: message.to,
      subject: message.subject,
      textBody: hide(message.text, message.secret),
      htmlBody: message.html === undefined ? null : hide(message.html, message.secret),
      headers: message.headers ?? null,
    },
  ]);
  if (!row) throw new Error('mail not recorded');
  return row.id;
}

export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  // nodemailer waits up to 2 minutes to connect and 10 to send; a sign-up must answer well within the
  // request timeout instead. Query parameters of SMTP_URL (e.g. ?greetingTimeout=30000) still win.
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 })
    : null;

  // Never in production: there the code exists only in the mail that left.
  const devCopies = config.devMailbox ? new Map<string, string>() : null;

  async function deliver(id: string, message: OutgoingMessage, finalAttempt: boolean): Promise<void> {
    if (!transport) {
      // The dev mailbox: a new user on a laptop reads the code here or at /dev/mailbox. In production
      // the text (sign-in codes) stays out of the logs; it is kept in the outgoing_mail table only.
      if (config.env === 'production') log.warn({ to: message.to, subject: message.subject }, 'SMTP_URL is not set: mail kept undelivered in outgoing_mail');
      else log.info(`[dev mailbox] to ${message.to}: ${message.subject}\n${message.text}`);
      await db
        .update(outgoingMail)
        .set({ status: 'logged', sentAt: sql`now()` })
        .where(eq(outgoingMail.id, id));
      return;
    }
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      await db
        .update(outgoingMail)
        .set({ status: 'sent', sentAt: sql`now()`, error: null })
        .where(eq(outgoingMail.id, id));
      log.info({ mailId: id, subject: message.subject }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, to: message.to, subject: message.subject, reason, finalAttempt }, 'mail delivery failed');
      await db
        .update(outgoingMail)
        .set({ status: finalAttempt ? 'failed' : 'queued', error: reason.slice(0, 500) })
        .where(eq(outgoingMail.id, id));
      throw new MailDeliveryError(reason);
    }
  }

  return {
    mode: transport ? 'smtp' : 'dev-mailbox',
    fullText: (id) => devCopies?.get(id),
    async send(message) {
      const id = await recordMail(db, message);
      if (devCopies && message.secret) {
        devCopies.set(id, message.text);
        for (const oldest of devCopies.keys()) {
          if (devCopies.size <= DEV_COPIES) break;
          devCopies.delete(oldest);
        }
      }
      await deliver(id, message, true);
    },
    async deliverRecorded(mailId, { finalAttempt }) {
      const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, mailId));
      // Gone (purged) or already delivered by an earlier run of the same job: nothing to do.
      if (!row || row.status === 'sent' || row.status === 'logged') return;
      await deliver(
        mailId,
        { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined, headers: row.headers ?? undefined },
        finalAttempt,
      );
    },
  };
}

/** Newest mails first, optionally only those to one address (dev mailbox, tests). */
export async function latestMail(db: Db, to: string | undefined, limit: number) {
  return db
    .select({
      id: outgoingMail.id,
      to: outgoingMail.toAddress,
      subject: outgoingMail.subject,
      text: outgoingMail.textBody,
      headers: outgoingMail.headers,
      status: outgoingMail.status,
      createdAt: outgoingMail.createdAt,
    })
    .from(outgoingMail)
    .where(to ? eq(sql`lower(${outgoingMail.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outgoingMail.createdAt))
    .limit(limit);
}
