import { createServer, type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { MAIL_RETENTION_DAYS, purgeExpiredRows } from '../../jobs/purge-job.js';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { HIDDEN_SECRET } from '../../mail/mailer.js';
import { users } from '../../db/schema/users.js';
import { ensureAdminAccount } from '../../db/seed/admin-account.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestCode, mailCount } from '../../test/test-mailbox.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { clearAccountLimits } from './sign-in-limits.service.js';

let t: TestApp;
const ADMIN_EMAIL = 'owner@wattson.test';
const ADMIN_PASSWORD = 'admin-secret-42';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL });
  await ensureAdminAccount(t.database.db, ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `asha.${Date.now()}.${counter++}@example.in`;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

async function registerVerified(email = freshEmail(), password = 'river-lamp-42') {
  expect((await post('/api/auth/signup', { username: 'Asha', email, password })).statusCode).toBe(201);
  const res = await post('/api/auth/verify-otp', { email, otp: await latestCode(t.app, email) });
  expect(res.statusCode, res.body).toBe(200);
  return { email, password, ...res.json<{ token: string; user: { _id: string } }>() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up and verification', () => {
  it('creates an unverified account, mails a code, and verifying it signs the user in', async () => {
    const email = freshEmail();
    const res = await post('/api/auth/signup', { username: 'Asha Rao', email, password: 'river-lamp-42' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email });
    const code = await latestCode(t.app, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/api/auth/verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const body = verified.json<{ token: string; user: { _id: string; username: string; email: string; isAdmin: boolean } }>();
    expect(body.user).toEqual({ _id: expect.any(String), username: 'Asha Rao', email, isAdmin: false });
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(body.token) });
    expect(profile.json()).toMatchObject({ _id: body.user._id, username: 'Asha Rao', email, isAdmin: false, createdAt: expect.any(String) });
  });

  it('ignores isAdmin and role sent by the client', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'Mallory', email, password: 'river-lamp-42', isAdmin: true, role: 'admin' });
    const [row] = await t.database.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email));
    expect(row?.isAdmin).toBe(false);
  });

  it.each([
    [{ email: 'a@b.in', password: 'river-lamp-42' }, 'All fields are required'],
    [{ username: 'A', email: 'not-an-email', password: 'river-lamp-42' }, 'Please enter a valid email'],
    [{ username: 'A', email: 'a@b.in', password: 'short' }, 'at least 8'],
    [{ username: 'A', email: 'a@b.in', password: 'x'.repeat(129) }, 'at most 128'],
    [{ username: 'A', email: 'a@b.in', password: 'Password123' }, 'too common'],
  ])('refuses %o with a clear message', async (payload, message) => {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a verified email in any case with 409, and re-sends a code for an unverified one', async () => {
    const { email } = await registerVerified();
    const dup = await post('/api/auth/signup', { username: 'B', email: email.toUpperCase(), password: 'river-lamp-42' });
    expect(dup.statusCode).toBe(409);
    const pending = freshEmail();
    await post('/api/auth/signup', { username: 'C', email: pending, password: 'river-lamp-42' });
    const again = await post('/api/auth/signup', { username: 'C', email: pending, password: 'river-lamp-43' });
    expect(again.statusCode).toBe(201);
    expect(await mailCount(t.app, pending)).toBe(2);
  });

  it('a second sign-up for an unverified email changes no stored credentials, and the code already mailed stops working', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'Owner', email, password: 'owner-lamp-42' });
    const ownersCode = await latestCode(t.app, email);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect((await post('/api/auth/signup', { username: 'Mallory', email, password: 'mallory-lamp-42' })).statusCode).toBe(201);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after).toEqual(before);
    // The owner's mailed code was revoked by the new sign-up: it can no longer verify into Mallory's password.
    expect((await post('/api/auth/verify-otp', { email, otp: ownersCode })).statusCode).toBe(400);
    // The owner's own sign-up again: its code applies the owner's password and name when it verifies.
    await post('/api/auth/signup', { username: 'Owner', email, password: 'owner-lamp-42' });
    const verified = await post('/api/auth/verify-otp', { email, otp: await latestCode(t.app, email, 2) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { username: 'Owner' } });
    expect((await post('/api/auth/login', { email, password: 'mallory-lamp-42' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'owner-lamp-42' })).statusCode).toBe(200);
  });

  it("a sign-up answered 429 changes nothing: the owner's code still verifies into the owner's password", async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'Owner', email, password: 'owner-lamp-42' });
    for (let i = 0; i < 4; i += 1) await post('/api/auth/resend-otp', { email });
    const ownersCode = await latestCode(t.app, email, 4);
    expect((await post('/api/auth/signup', { username: 'Mallory', email, password: 'mallory-lamp-42' })).statusCode).toBe(429);
    expect((await post('/api/auth/verify-otp', { email, otp: ownersCode })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'mallory-lamp-42' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'owner-lamp-42' })).statusCode).toBe(200);
  });

  it('accepts a code once, rejects wrong and expired codes', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'D', email, password: 'river-lamp-42' });
    const code = await latestCode(t.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/auth/verify-otp', { email, otp: wrong })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-otp', { email, otp: code })).statusCode).toBe(200);
    // Once verified, the same answer as for an unknown email: no answer tells whether an account exists.
    expect((await post('/api/auth/verify-otp', { email, otp: code })).statusCode).toBe(400);

    const late = freshEmail();
    await post('/api/auth/signup', { username: 'E', email: late, password: 'river-lamp-42' });
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeCodes.email, late));
    const expired = await post('/api/auth/verify-otp', { email: late, otp: await latestCode(t.app, late) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toContain('expired');
  });

  it('kills the code after 5 wrong tries, and a new code does not reset the count', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'F', email, password: 'river-lamp-42' });
    const code = await latestCode(t.app, email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/verify-otp', { email, otp: wrong })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-otp', { email, otp: code })).statusCode).toBe(429);
    await post('/api/auth/resend-otp', { email });
    const fresh = await latestCode(t.app, email, 1);
    expect((await post('/api/auth/verify-otp', { email, otp: fresh })).statusCode).toBe(429);
  });

  it('revokes the earlier code when a new one is sent: only the newest code is live', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'Twin', email, password: 'river-lamp-42' });
    const first = await latestCode(t.app, email);
    await post('/api/auth/resend-otp', { email });
    const second = await latestCode(t.app, email, 1);
    if (first !== second) expect((await post('/api/auth/verify-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });

  it('sends at most 5 codes per email per hour', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'G', email, password: 'river-lamp-42' });
    for (let i = 0; i < 4; i += 1) expect((await post('/api/auth/resend-otp', { email })).statusCode).toBe(200);
    expect(await mailCount(t.app, email, 5)).toBe(5);
    const sixth = await post('/api/auth/signup', { username: 'G', email, password: 'river-lamp-42' });
    expect(sixth.statusCode).toBe(429);
    // resend-otp gives its usual answer past the limit too: the 429 would tell that the account exists.
    expect((await post('/api/auth/resend-otp', { email })).statusCode).toBe(200);
    expect(await mailCount(t.app, email)).toBe(5);
  });

  it('answers resend-otp the same for unknown emails (no enumeration)', async () => {
    const known = await post('/api/auth/resend-otp', { email: freshEmail() });
    expect(known.statusCode).toBe(200);
  });
});

describe('no account enumeration: a verified email answers as an unknown one', () => {
  const withoutId = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, body: { ...(res.json() as object), requestId: '' } });

  it('forgot-password and resend-otp answer a known and an unknown email alike, past the code limit too', async () => {
    const { email: verified } = await registerVerified();
    const pending = freshEmail();
    await post('/api/auth/signup', { username: 'P', email: pending, password: 'river-lamp-42' });
    for (const [url, known] of [
      ['/api/auth/forgot-password', verified],
      ['/api/auth/resend-otp', pending],
    ] as const) {
      const unknown = freshEmail();
      for (let i = 0; i < 7; i += 1) {
        const a = withoutId(await post(url, { email: known }));
        const b = withoutId(await post(url, { email: unknown }));
        expect(a).toEqual(b);
        expect(a.status).toBe(200);
      }
    }
  });

  it('verify-otp answers a verified and an unknown email alike', async () => {
    const { email } = await registerVerified();
    const a = withoutId(await post('/api/auth/verify-otp', { email, otp: '123456' }));
    const b = withoutId(await post('/api/auth/verify-otp', { email: freshEmail(), otp: '123456' }));
    expect(a).toEqual(b);
    expect(a.status).toBe(400);
  });

  it('forgot-password answers before it mails: a hung mail server shows in no answer', async () => {
    const silent = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hung = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}?connectionTimeout=60000&greetingTimeout=60000` });
    try {
      const me = await createSignedInCustomer(hung.database.db);
      const started = Date.now();
      const known = await hung.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: me.email } });
      const knownMs = Date.now() - started;
      const unknown = await hung.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: freshEmail() } });
      expect(known.statusCode).toBe(200);
      expect(known.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
      expect(knownMs).toBeLessThan(2_000);
    } finally {
      silent.close();
      silent.unref();
      await Promise.race([hung.close(), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    }
  });
});

describe('mails keep no codes, and go with the account', () => {
  const storedMails = (email: string) =>
    queryRows<{ text_body: string; html_body: string | null; created_at: Date }>(
      t.database.db,
      sql`select text_body, html_body, created_at from outgoing_mail where lower(to_address) = ${email}`,
    );

  it('stores a code mail without its code; only the dev mailbox of the process that sent it shows the code', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'Quiet', email, password: 'river-lamp-42' });
    const code = await latestCode(t.app, email);
    const [stored] = await storedMails(email);
    expect(stored?.text_body).toContain(HIDDEN_SECRET);
    expect(`${stored?.text_body} ${stored?.html_body}`).not.toContain(code);
    expect(`${stored?.text_body} ${stored?.html_body}`).not.toMatch(/\b\d{6}\b/);
  });

  it('purges mails older than the retention, and expired codes and limit windows', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'Old', email, password: 'river-lamp-42' });
    await t.database.db.execute(
      sql`update outgoing_mail set created_at = now() - make_interval(days => ${MAIL_RETENTION_DAYS + 1}) where lower(to_address) = ${email}`,
    );
    await t.database.db.execute(sql`update one_time_codes set created_at = now() - interval '2 days' where email = ${email}`);
    await t.database.db.execute(sql`update code_limits set window_started_at = now() - interval '2 hours' where email = ${email}`);
    await purgeExpiredRows(t.database.db);
    expect(await storedMails(email)).toHaveLength(0);
    expect(
      await queryRows(t.database.db, sql`select 1 from one_time_codes where email = ${email} union all select 1 from code_limits where email = ${email}`),
    ).toHaveLength(0);
  });

  it('deleting an account deletes its mails in the same transaction', async () => {
    const { email, password, token } = await registerVerified();
    expect((await storedMails(email)).length).toBeGreaterThan(0);
    const ok = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { password }, headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(await storedMails(email)).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('gives a customer a token and user', async () => {
    const { email, password } = await registerVerified();
    const res = await post('/api/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email, isAdmin: false } });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await registerVerified();
    const wrong = await post('/api/auth/login', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: freshEmail(), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', requestId: expect.any(String) });
    // The same answer apart from the per-request id: nothing tells a known address from an unknown one.
    expect({ ...unknown.json<object>(), requestId: '' }).toEqual({ ...wrong.json<object>(), requestId: '' });
  });

  it('requires email and password', async () => {
    const res = await post('/api/auth/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Email and password are required');
  });

  it('refuses an unverified account with 403 and mails a fresh code', async () => {
    const email = freshEmail();
    await post('/api/auth/signup', { username: 'H', email, password: 'river-lamp-42' });
    const res = await post('/api/auth/login', { email, password: 'river-lamp-42' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toContain('verify');
    expect(await mailCount(t.app, email)).toBe(2);
  });

  it('limits failed sign-ins per account to 10 in 15 minutes', async () => {
    const { email, password } = await registerVerified();
    for (let i = 0; i < 10; i += 1) expect((await post('/api/auth/login', { email, password: 'wrong-password' })).statusCode).toBe(401);
    const locked = await post('/api/auth/login', { email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toContain('Too many');
  });

  it("a stranger's wrong passwords lock out only the stranger's client, never the owner's", async () => {
    const { email, password } = await registerVerified();
    const from = (ip: string, pw: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pw }, remoteAddress: ip });
    for (let i = 0; i < 10; i += 1) expect((await from('10.9.0.1', `wrong-${i}`)).statusCode).toBe(401);
    expect((await from('10.9.0.1', password)).statusCode).toBe(429);
    expect((await from('10.9.0.2', password)).statusCode).toBe(200);
  });

  it('past 100 attempts on one account from many clients, only a client that signed in before gets its password checked', async () => {
    const { email, password } = await registerVerified();
    const from = (ip: string, pw: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pw }, remoteAddress: ip });
    expect((await from('10.8.0.1', password)).statusCode).toBe(200);
    // A botnet: 10 addresses, 10 wrong passwords each, all at once.
    const wrong = await Promise.all(Array.from({ length: 100 }, (_, i) => from(`10.8.1.${i % 10}`, `wrong-${i}`)));
    expect(wrong.every((r) => r.statusCode === 401)).toBe(true);
    expect((await from('10.8.2.1', password)).statusCode).toBe(429);
    expect((await from('10.8.0.1', password)).statusCode).toBe(200);
  });

  it("a stranger's code requests and wrong codes do not block the owner's password reset", async () => {
    const { email } = await registerVerified();
    const from = (ip: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    for (let i = 0; i < 7; i += 1) expect((await from('10.6.0.1', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mailed = await mailCount(t.app, email, 6);
    for (let i = 0; i < 6; i += 1) await from('10.6.0.1', '/api/auth/reset-password', { email, otp: '000000', password: 'taken-over-42' });
    expect((await from('10.6.0.1', '/api/auth/reset-password', { email, otp: '000000', password: 'taken-over-42' })).statusCode).toBe(429);
    // The owner, from their own address, still gets a code and can use it.
    expect((await from('10.6.0.2', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCode(t.app, email, mailed);
    expect((await from('10.6.0.2', '/api/auth/reset-password', { email, otp: code, password: 'owner-again-42' })).statusCode).toBe(200);
  });

  it('the admin is never locked out for good: `npm run admin -- unlock` clears the limits', async () => {
    const from = (pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN_EMAIL, password: pw }, remoteAddress: '10.7.0.1' });
    for (let i = 0; i < 10; i += 1) await from(`wrong-${i}`);
    expect((await from(ADMIN_PASSWORD)).statusCode).toBe(429);
    await clearAccountLimits(t.database.db, ADMIN_EMAIL);
    expect((await from(ADMIN_PASSWORD)).json()).toMatchObject({ requiresOTP: true });
  });

  it('asks the admin for a second code mailed to ADMIN_EMAIL, then opens an admin session', async () => {
    const res = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requiresOTP: true, email: ADMIN_EMAIL, challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(res.json()).not.toHaveProperty('token');
    const { challenge } = res.json<{ challenge: string }>();
    const code = await latestCode(t.app, ADMIN_EMAIL);
    const wrongPurpose = await post('/api/auth/verify-otp', { email: ADMIN_EMAIL, otp: code });
    expect(wrongPurpose.statusCode).not.toBe(200);
    const verified = await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code, challenge });
    expect(verified.statusCode).toBe(200);
    const body = verified.json<{ token: string; user: { isAdmin: boolean } }>();
    expect(body.user.isAdmin).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(body.token) });
    expect(profile.json()).toMatchObject({ isAdmin: true });
  });

  it("binds the admin code to its sign-in: without that sign-in's challenge the right code is refused and nothing is counted", async () => {
    const signIn = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const { challenge } = signIn.json<{ challenge: string }>();
    const code = await latestCode(t.app, ADMIN_EMAIL);
    // An attacker without the password step: no challenge, or a made-up one, is refused before any code is compared.
    const withoutChallenge = await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code });
    expect(withoutChallenge.statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      const forged = await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code, challenge: `forged-challenge-${i}-${'x'.repeat(30)}` });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).not.toHaveProperty('token');
    }
    // None of that touched the real sign-in's budget: its own code still works.
    expect((await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code, challenge })).statusCode).toBe(200);
  });

  it('refuses a blocked account', async () => {
    const { email, password, token } = await registerVerified();
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.email, email));
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('revokes the token at logout everywhere', async () => {
    const { token } = await registerVerified();
    expect((await post('/api/auth/logout', {}, bearer(token))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('accepts the userToken cookie, but refuses a cookie-only state change from another site', async () => {
    const { token } = await registerVerified();
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/auth/profile', cookies: { userToken: token } });
    expect(viaCookie.statusCode).toBe(200);
    const prefs = { orderUpdates: false, promotionalEmails: true, newsletter: true };
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: prefs,
      cookies: { userToken: token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: prefs,
      cookies: { userToken: token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).json()).toMatchObject({ preferences: prefs });
  });

  it('requires a session for the profile', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
  });
});

describe('account settings', () => {
  it('changes the password with the current one and signs out other sessions', async () => {
    const { email, password, token } = await registerVerified();
    const other = (await post('/api/auth/login', { email, password })).json<{ token: string }>().token;
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass-9' },
      headers: bearer(token),
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: password, newPassword: 'brand-new-pass-9' },
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'brand-new-pass-9' })).statusCode).toBe(200);
  });

  it('resets a forgotten password with an emailed code', async () => {
    const { email, token } = await registerVerified();
    // The reset code is mailed after the answer: wait for that mail, not the sign-up code before it.
    const mailsBefore = await mailCount(t.app, email);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCode(t.app, email, mailsBefore);
    const res = await post('/api/auth/reset-password', { email, otp: code, password: 'fresh-start-77' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'fresh-start-77' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
    const unknown = await post('/api/auth/forgot-password', { email: freshEmail() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual((await post('/api/auth/forgot-password', { email })).json());
  });

  it('deletes the account with the password and the token stops working', async () => {
    const { email, password, token } = await registerVerified();
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { password: 'nope-nope' }, headers: bearer(token) });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { password }, headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('validates preferences', async () => {
    const { token } = await registerVerified();
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/preferences', payload: { orderUpdates: 'yes' }, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
  });
});
