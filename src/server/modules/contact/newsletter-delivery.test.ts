import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://shop.wattson.test', MAIL_RETRY_DELAY_SECONDS: '1' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('newsletter mails over real SMTP', () => {
  it('leave the queue with the List-Unsubscribe headers of RFC 8058 and the link in the text', async () => {
    const email = 'smtp-welcome@example.in';
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect(res.statusCode, res.body).toBe(201);
    // The welcome mail is queued with the subscription; the in-process worker delivers it.
    const delivered = await vi.waitFor(
      () => {
        const found = smtp.messages.find((m) => m.to.includes(email));
        if (!found) throw new Error('not delivered yet');
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    // Header lines may be folded; unfold them before reading.
    const raw = delivered.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.wattson\.test\/api\/newsletter\/unsubscribe\?subscriber=[0-9a-f-]+&token=[\w-]+>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // The body may be quoted-printable: soft line breaks and "=3D" for "=".
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('https://shop.wattson.test/newsletter/unsubscribe?subscriber=');
  });
});
