import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

let smtp: SmtpSink;
let t: TestApp;
let limited: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Wattson <shop@wattson.test>' });
  limited = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: '3' });
});
afterAll(async () => {
  await t?.close();
  await limited?.close();
  await smtp?.close();
});

describe('codes delivered over real SMTP', () => {
  it('mails the sign-up code, which then verifies the account', async () => {
    const email = 'smtp.reader@example.in';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username: 'Reader', email, password: 'river-lamp-42' } });
    expect(res.statusCode).toBe(201);
    const delivered = smtp.messages.find((m) => m.to.includes(email));
    expect(delivered).toBeDefined();
    expect(delivered?.raw).toContain('Subject: Your Wattson verification code');
    expect(delivered?.raw).toContain('From: Wattson <shop@wattson.test>');
    expect(delivered?.raw).toContain('valid for 10 minutes');
    const code = /Your code is (\d{6})/.exec(delivered?.raw ?? '')?.[1] ?? '';
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 503 when the mail server is down and leaves no usable code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: 'Lost', email: 'lost@example.in', password: 'river-lamp-42' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toContain('could not send');
      const rows = await queryRows<{ n: number }>(
        broken.database.db,
        sql`select count(*)::int as n from one_time_codes where email = 'lost@example.in' and consumed_at is null`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await broken.close();
    }
  });
});

describe('per-IP limit on sign-up, sign-in and codes', () => {
  it('answers 429 with a message once the hourly budget is spent, across the auth routes', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/auth/login', '/api/auth/resend-otp', '/api/auth/login', '/api/auth/forgot-password']) {
      const res = await limited.app.inject({ method: 'POST', url, payload: { email: 'ip@example.in', password: 'whatever-123' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
