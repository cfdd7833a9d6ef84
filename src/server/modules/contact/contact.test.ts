import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { latestMail } from '../../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SHOP_EMAIL = 'owner@wattson.test';
let t: TestApp;

beforeAll(async () => {
  // No SMTP_URL: the dev mailbox records the mail, so storing and mailing can be checked without a server.
  t = await createTestApp({ SHOP_EMAIL });
});
afterAll(async () => {
  await t?.close();
});

// Each test posts from its own address so the per-IP budgets of one test never spill into another.
let nextHost = 1;
const freshIp = () => `10.1.0.${nextHost++}`;

const valid = {
  fullName: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phone: '+91 98450 12345',
  subject: 'Bulk order of LED panels',
  message: 'Do you offer GST invoices for 40 panel lights delivered to Coimbatore?',
};

function post(url: string, payload: unknown, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });
}

async function countRows(table: 'contact_messages' | 'newsletter_subscribers'): Promise<number> {
  const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows[0]?.n ?? 0;
}

describe('POST /api/contact', () => {
  it('stores the message, mails it to the shop and answers with the spec sentence', async () => {
    const res = await post('/api/contact', valid);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent. We will contact you soon!' });
    const stored = await queryRows<{ full_name: string; email: string; phone: string; subject: string; message: string }>(
      t.database.db,
      sql`select full_name, email, phone, subject, message from contact_messages where email = ${valid.email}`,
    );
    expect(stored).toEqual([{ full_name: valid.fullName, email: valid.email, phone: valid.phone, subject: valid.subject, message: valid.message }]);
    const [mail] = await latestMail(t.database.db, SHOP_EMAIL, 1);
    expect(mail?.subject).toBe('New contact message: Bulk order of LED panels');
    expect(mail?.text).toContain('Reply to: meera.iyer@example.in');
    expect(mail?.text).toContain(valid.message);
  });

  it('accepts a blank phone as no phone and keeps a pasted line break out of the mail subject', async () => {
    const res = await post('/api/contact', { ...valid, email: 'nophone@example.in', phone: '', subject: 'Line one\r\nBcc: victim@example.in' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await queryRows<{ phone: string | null }>(t.database.db, sql`select phone from contact_messages where email = 'nophone@example.in'`);
    expect(rows).toEqual([{ phone: null }]);
    const [mail] = await latestMail(t.database.db, SHOP_EMAIL, 1);
    expect(mail?.subject).toBe('New contact message: Line one Bcc: victim@example.in');
  });

  it.each([
    ['missing full name', { ...valid, fullName: '   ' }, 'Full name is required'],
    ['missing email', { ...valid, email: undefined }, 'Email is required'],
    ['invalid email', { ...valid, email: 'meera@' }, 'Please enter a valid email'],
    ['missing subject', { ...valid, subject: '' }, 'Subject is required'],
    ['missing message', { ...valid, message: undefined }, 'Message is required'],
    ['message over 5000 characters', { ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['name over 100 characters', { ...valid, fullName: 'n'.repeat(101) }, 'Full name must be at most 100 characters'],
    ['subject over 200 characters', { ...valid, subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['letters in the phone', { ...valid, phone: 'call me maybe' }, 'Please enter a valid phone number'],
    ['too few digits in the phone', { ...valid, phone: '12 34' }, 'Please enter a valid phone number'],
  ])('answers 400 for %s and stores nothing', async (_case, payload, expected) => {
    const before = await countRows('contact_messages');
    const res = await post('/api/contact', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(expected);
    expect(await countRows('contact_messages')).toBe(before);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const res = await post('/api/contact', { ...valid, message: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 for a body that is not JSON and 413 for one over 1 MB', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe('Request body is not valid JSON');
    const huge = await post('/api/contact', { ...valid, message: 'z'.repeat(1024 * 1024 + 10) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits a flood from one IP to 5 messages per 10 minutes with a 429 and a message', async () => {
    const ip = freshIp();
    const before = await countRows('contact_messages');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post('/api/contact', { ...valid, subject: `Flood ${i}` }, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await countRows('contact_messages')).toBe(before + 5);
    const limited = await post('/api/contact', valid, ip);
    expect(limited.json<{ message: string }>().message).toMatch(/^Too many requests/);
    expect((await post('/api/contact', valid)).statusCode).toBe(201);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once, lower-cased, and says so again without a second row', async () => {
    const first = await post('/api/newsletter', { email: '  Ravi.Kumar@Example.IN ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ message: 'Thank you for subscribing!' });
    const again = await post('/api/newsletter', { email: 'ravi.kumar@example.in' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'You are already subscribed.' });
    const rows = await queryRows<{ email: string }>(t.database.db, sql`select email from newsletter_subscribers where lower(email) = 'ravi.kumar@example.in'`);
    expect(rows).toEqual([{ email: 'ravi.kumar@example.in' }]);
  });

  it('welcomes back someone who had unsubscribed', async () => {
    await post('/api/newsletter', { email: 'returning@example.in' });
    await t.database.db.execute(sql`update newsletter_subscribers set unsubscribed_at = now() where email = 'returning@example.in'`);
    const back = await post('/api/newsletter', { email: 'returning@example.in' });
    expect(back.statusCode).toBe(201);
    const rows = await queryRows<{ gone: boolean }>(
      t.database.db,
      sql`select unsubscribed_at is not null as gone from newsletter_subscribers where email = 'returning@example.in'`,
    );
    expect(rows).toEqual([{ gone: false }]);
  });

  it('answers 400 for a missing or invalid email', async () => {
    const before = await countRows('newsletter_subscribers');
    expect((await post('/api/newsletter', {})).json<{ message: string }>().message).toContain('Email is required');
    const invalid = await post('/api/newsletter', { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toContain('Please enter a valid email');
    expect(await countRows('newsletter_subscribers')).toBe(before);
  });

  it('limits one IP to 10 subscriptions per 10 minutes', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/newsletter', { email: `flood${i}@example.in` }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
