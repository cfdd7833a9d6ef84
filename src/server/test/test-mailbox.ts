import type { Db } from '../db/client.js';
import { latestMail } from '../mail/mailer.js';

/** The 6-digit code of the newest mail to `to`, as a person would read it from their inbox. */
export async function latestCode(db: Db, to: string): Promise<string> {
  const [mail] = await latestMail(db, to, 1);
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export async function mailCount(db: Db, to: string): Promise<number> {
  return (await latestMail(db, to, 100)).length;
}
