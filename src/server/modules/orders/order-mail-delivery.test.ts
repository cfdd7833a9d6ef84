import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  // The mail server refuses the first two messages with a temporary error, as one under load would.
  smtp = await startSmtpSink(0, { refuseFirst: 2 });
  // 1 s before the first retry (2 s before the second, with jitter) instead of 30 s.
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RETRY_DELAY_SECONDS: '1' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('order mails go through the job queue (real SMTP)', () => {
  it('answers the checkout without waiting on SMTP, and delivers a mail refused twice on the third try', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const auth = { authorization: `Bearer ${me.token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth, payload: { productId: '1', quantity: 1 } })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { address, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ number: number }>();
    // The answer came before any delivery attempt finished: the mail is recorded, queued.
    const [queued] = await queryRows<{ status: string }>(t.database.db, sql`select status from outgoing_mail where to_address = ${me.email}`);
    expect(queued?.status).toBe('queued');

    const attempts = await until(
      () => smtp.attempts.filter((a) => a.to.includes(me.email)),
      (list) => list.some((a) => a.accepted),
      20_000,
    );
    expect(attempts.map((a) => a.accepted)).toEqual([false, false, true]);
    const delivered = smtp.messages.find((m) => m.to.includes(me.email));
    expect(delivered?.raw).toContain(`Subject: Wattson order #${order.number} confirmed`);

    // One mail, recorded once, now sent; the job that carried it completed after two retries.
    const mails = await until(
      () => queryRows<{ status: string; error: string | null }>(t.database.db, sql`select status, error from outgoing_mail where to_address = ${me.email}`),
      (rows) => rows[0]?.status === 'sent',
      5_000,
    );
    expect(mails).toEqual([{ status: 'sent', error: null }]);
    const jobs = await until(
      () =>
        queryRows<{ state: string; retry_count: number }>(
          t.database.db,
          sql`select state, retry_count from pgboss.job where name = 'mail' and data->>'mailId' in (select id::text from outgoing_mail where to_address = ${me.email})`,
        ),
      (rows) => rows[0]?.state === 'completed',
      5_000,
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 2 }]);
  });

  // Polled one at a time, a worker sent one mail a second: a sale's 20 orders a second fell behind for good.
  it('delivers a burst of mails as fast as the mail server takes them, not one a poll', async () => {
    const to = `burst-${Date.now()}@example.com`;
    const burst = 30;
    for (let i = 0; i < burst; i += 1) await t.app.jobs.queueMail({ to, subject: `Burst ${i}`, text: `mail ${i}` });
    // At one a second the last would leave after 30 s; fetched in full batches back to back, within a few.
    const sent = await until(
      () => smtp.messages.filter((m) => m.to.includes(to)).length,
      (n) => n === burst,
      12_000,
    );
    expect(sent).toBe(burst);
    const mails = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from outgoing_mail where to_address = ${to} group by status`,
    );
    expect(mails).toEqual([{ status: 'sent', n: burst }]);
  });
});
