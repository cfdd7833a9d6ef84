import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

const SHOP_EMAIL = 'orders@wattson.test';
let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SHOP_EMAIL, MAIL_FROM: 'Wattson <shop@wattson.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const message = {
  fullName: 'Anil Shetty',
  email: 'anil.shetty@example.in',
  subject: 'Warranty on my geyser',
  message: 'My water heater stopped heating after two months. Where is the nearest service centre?',
};

describe('contact messages delivered over real SMTP', () => {
  it('mails the message to SHOP_EMAIL with its subject, text and the sender to reply to', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode, res.body).toBe(201);
    const delivered = smtp.messages.find((m) => m.to.includes(SHOP_EMAIL));
    expect(delivered).toBeDefined();
    const raw = delivered?.raw ?? '';
    expect(raw).toContain('Subject: New contact message: Warranty on my geyser');
    expect(raw).toContain('From: Wattson <shop@wattson.test>');
    expect(raw).toContain('Reply to: anil.shetty@example.in');
    // Long lines may be soft-wrapped by quoted-printable encoding; join them back before comparing.
    expect(raw.replace(/=\r?\n/g, '')).toContain(message.message);
  });

  it('answers 503 with a clear message when the mail server is down, keeping the message stored', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SHOP_EMAIL });
    try {
      const res = await broken.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, email: 'stored.anyway@example.in' } });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toContain('Your message was saved');
      const rows = await queryRows<{ n: number }>(
        broken.database.db,
        sql`select count(*)::int as n from contact_messages where email = 'stored.anyway@example.in'`,
      );
      expect(rows[0]?.n).toBe(1);
      const mails = await queryRows<{ status: string }>(broken.database.db, sql`select status from outgoing_mail where to_address = ${SHOP_EMAIL}`);
      expect(mails).toEqual([{ status: 'failed' }]);
    } finally {
      await broken.close();
    }
  });
});
