import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Raw messages (headers and body) as delivered, with the name the sending client gave in its EHLO. */
  messages: { to: string[]; raw: string; client: string }[];
  /** Every message offered, refused ones included, in order. */
  attempts: { to: string[]; accepted: boolean }[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Refuses this many messages (a temporary 451, as a mail server under load answers) before accepting. */
  refuseFirst?: number;
  /** Takes this long to accept each message, like a real server's round trips. */
  delayMs?: number;
}

/** A real SMTP server on loopback that keeps what it receives, for delivery tests. Port 0: any free port. */
export async function startSmtpSink(port = 0, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const attempts: SmtpSink['attempts'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (attempts.length < (options.refuseFirst ?? 0)) {
          attempts.push({ to, accepted: false });
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        attempts.push({ to, accepted: true });
        messages.push({ to, raw: Buffer.concat(chunks).toString('utf8'), client: session.hostNameAppearsAs });
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
