import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  /** The mail's own headers (List-Unsubscribe…), null when it has none. */
  headers: Record<string, string> | null;
}

/** The dev mailbox of this app, newest first: what a person would find in their inbox (codes included). */
export async function mailbox(app: FastifyInstance, to: string): Promise<MailboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`dev mailbox answered ${res.statusCode}: ${res.body}`);
  return res.json<MailboxEntry[]>();
}

/**
 * The 6-digit code of the newest mail to `to`. Polled: code requests that must not reveal an account
 * (forgot-password, resend-otp) mail after answering. `after` waits for a mail newer than that many.
 */
export async function latestCode(app: FastifyInstance, to: string, after = 0): Promise<string> {
  return vi.waitFor(
    async () => {
      const mails = await mailbox(app, to);
      const code = mails.length > after ? /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] : undefined;
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** How many mails went to `to`, once `expected` arrived (or what arrived within the wait, for the assertion to name). */
export async function mailCount(app: FastifyInstance, to: string, expected?: number): Promise<number> {
  if (expected !== undefined) {
    await vi
      .waitFor(
        async () => {
          if ((await mailbox(app, to)).length < expected) throw new Error('waiting');
        },
        { timeout: 5_000, interval: 20 },
      )
      .catch(() => undefined);
  }
  return (await mailbox(app, to)).length;
}
