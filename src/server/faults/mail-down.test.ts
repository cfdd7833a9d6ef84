import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createFaultStore, type FaultStore } from './fault-store.js';
import { httpRequest, messageOf } from './http-client.js';
import { reportFigures } from './report.js';
import { freePort, killAllServers, startReadyServer } from './server-process.js';

/** Shortened through SMTP_URL (nodemailer reads options from its query) so the hanging server costs 2 s, not 10. */
const SMTP_CONNECT_TIMEOUT_MS = 2_000;

let store: FaultStore | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  await killAllServers();
  await sink?.close();
  await store?.drop();
});

/** An SMTP port that accepts connections and never says a word, like a mail server stuck under load. */
async function silentServer(port: number): Promise<{ close(): Promise<void> }> {
  const held = new Set<Socket>();
  const server = createServer((socket) => {
    held.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the mail server is down at sign-up (PGlite, real SMTP)', () => {
  it('answers a clear 503, revokes the unsent code, and mails a working code on request once SMTP is back', async () => {
    const smtpPort = await freePort();
    store = await createFaultStore('pglite');
    const server = await startReadyServer({ ...store.serverEnv, SMTP_URL: `smtp://127.0.0.1:${smtpPort}?connectionTimeout=${SMTP_CONNECT_TIMEOUT_MS}` });
    const email = 'lamp.buyer@example.in';

    // 1. Nothing listens on the SMTP port.
    const signup = await httpRequest(`${server.url}/api/auth/signup`, { method: 'POST', body: { username: 'Lamp Buyer', email, password: 'river-lamp-42' } });
    expect(signup.status).toBe(503);
    expect(messageOf(signup)).toBe('We could not send the code by email right now. Please try again in a few minutes.');
    // The code that never left is recorded as failed, and does not work even for someone who learns it.
    const mailbox = await httpRequest(`${server.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const failed = (mailbox.body as { status: string; text: string }[])[0];
    expect(failed?.status).toBe('failed');
    const unsentCode = /Your code is (\d{6})/.exec(failed?.text ?? '')?.[1];
    const withUnsent = await httpRequest(`${server.url}/api/auth/verify-otp`, { method: 'POST', body: { email, otp: unsentCode } });
    expect(withUnsent.status).toBe(400);

    // 2. The SMTP server accepts connections but never greets: the request still ends, with the same answer.
    const silent = await silentServer(smtpPort);
    // (Sign-up again, not resend-otp: resend-otp answers before it mails, the same for every email so it cannot tell accounts apart.)
    const hanging = await httpRequest(`${server.url}/api/auth/signup`, { method: 'POST', body: { username: 'Lamp Buyer', email, password: 'river-lamp-42' } });
    await silent.close();
    expect(hanging.status).toBe(503);
    expect(messageOf(hanging)).toContain('could not send the code');
    expect(hanging.ms).toBeLessThan(SMTP_CONNECT_TIMEOUT_MS + 2_000);

    // 3. Mail is back: asking again delivers a code that verifies the account.
    sink = await startSmtpSink(smtpPort);
    const resend = await httpRequest(`${server.url}/api/auth/resend-otp`, { method: 'POST', body: { email } });
    expect(resend.status).toBe(200);
    await vi.waitFor(() => expect(sink?.messages.some((m) => m.to.includes(email))).toBe(true), { timeout: 10_000 });
    const delivered = sink.messages.find((m) => m.to.includes(email));
    const code = /Your code is (\d{6})/.exec(delivered?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await httpRequest(`${server.url}/api/auth/verify-otp`, { method: 'POST', body: { email, otp: code } });
    expect(verified.status).toBe(200);
    const token = (verified.body as { token: string }).token;
    expect((await httpRequest(`${server.url}/api/auth/profile`, { token })).body).toMatchObject({ email });

    reportFigures('mail down', { signup503Ms: signup.ms, silentSmtp503Ms: hanging.ms, resendWhenBackMs: resend.ms, mailsDelivered: sink.messages.length });
  });
});
