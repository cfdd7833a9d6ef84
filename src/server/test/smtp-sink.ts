import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Raw messages (headers and body) as delivered. */
  messages: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for delivery tests. Port 0: any free port. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { port: (server.server.address() as AddressInfo).port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
