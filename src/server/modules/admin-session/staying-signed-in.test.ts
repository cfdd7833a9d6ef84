import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ensureAdminAccount } from '../../db/seed/admin-account.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestCode, mailCount } from '../../test/test-mailbox.js';
import { TRUSTED_BROWSER_COOKIE } from './trusted-browsers.service.js';

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

// Each sign-in comes from its own address: the code budget (5 an hour per client) is not what these tests are about.
let client = 10;
const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, cookies, remoteAddress: `10.0.0.${client++}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

/** Password, then the mailed code; answers the session token and the trusted-browser cookie if one was set. */
async function signInWithCode(trustBrowser: boolean): Promise<{ token: string; trusted?: string }> {
  const before = await mailCount(t.app, ADMIN_EMAIL);
  const login = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const { challenge } = login.json<{ challenge: string }>();
  const otp = await latestCode(t.app, ADMIN_EMAIL, before);
  const verified = await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp, challenge, trustBrowser });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = verified.cookies.find((c) => c.name === TRUSTED_BROWSER_COOKIE);
  return { token: verified.json<{ token: string }>().token, trusted: cookie?.value };
}

async function sessionTimes(token: string) {
  const [row] = await queryRows<{ idle_minutes: number; absolute_ok: boolean }>(
    t.database.db,
    sql`select extract(epoch from expires_at - now()) / 60 as idle_minutes, expires_at <= created_at + interval '12 hours' as absolute_ok
        from sessions where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
  );
  return { idleMinutes: Number(row?.idle_minutes), absoluteOk: row?.absolute_ok };
}

const setSession = (token: string, set: ReturnType<typeof sql>) =>
  t.database.db.execute(sql`update sessions set ${set} where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);

describe('staying signed in to the admin', () => {
  it('one session serves many tabs at once: no new sign-in, no new code', async () => {
    const { token } = await signInWithCode(false);
    const mailsBefore = await mailCount(t.app, ADMIN_EMAIL);
    const tabs = await Promise.all(Array.from({ length: 8 }, () => me(token)));
    expect(tabs.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(await mailCount(t.app, ADMIN_EMAIL)).toBe(mailsBefore);
  });

  it('lasts 4 idle hours, slides with use, and ends 12 hours after sign-in whatever happens', async () => {
    const { token } = await signInWithCode(false);
    const fresh = await sessionTimes(token);
    expect(fresh.idleMinutes).toBeGreaterThan(235);
    expect(fresh.idleMinutes).toBeLessThanOrEqual(240);

    // An hour of the idle time is left: a request moves the end back to 4 hours from now.
    await setSession(token, sql`expires_at = now() + interval '1 hour'`);
    expect((await me(token)).statusCode).toBe(200);
    expect((await sessionTimes(token)).idleMinutes).toBeGreaterThan(235);

    // Signed in 11 h 30 min ago: use cannot take it past the 12th hour.
    await setSession(token, sql`created_at = now() - interval '11 hours 30 minutes', expires_at = now() + interval '10 minutes'`);
    expect((await me(token)).statusCode).toBe(200);
    const late = await sessionTimes(token);
    expect(late.absoluteOk).toBe(true);
    expect(late.idleMinutes).toBeLessThanOrEqual(30);

    // Idle past its end: over.
    await setSession(token, sql`expires_at = now() - interval '1 second'`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a session from before these limits is brought within 12 hours of its sign-in', async () => {
    const { token } = await signInWithCode(false);
    await setSession(token, sql`created_at = now() - interval '13 hours', expires_at = now() + interval '20 days'`);
    await me(token);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a trusted browser skips the emailed code for 30 days; another browser still gets one', async () => {
    const { trusted } = await signInWithCode(true);
    expect(trusted).toBeTruthy();
    const mailsBefore = await mailCount(t.app, ADMIN_EMAIL);

    const again = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { [TRUSTED_BROWSER_COOKIE]: trusted ?? '' });
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json<{ requiresOTP: boolean; token: string }>();
    expect(body.requiresOTP).toBe(false);
    expect((await me(body.token)).statusCode).toBe(200);
    expect(await mailCount(t.app, ADMIN_EMAIL)).toBe(mailsBefore);

    // The password is still needed on a trusted browser.
    const wrong = await post('/api/auth/login', { email: ADMIN_EMAIL, password: 'not-the-password' }, { [TRUSTED_BROWSER_COOKIE]: trusted ?? '' });
    expect(wrong.statusCode).toBe(401);

    const elsewhere = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { [TRUSTED_BROWSER_COOKIE]: 'x'.repeat(43) });
    expect(elsewhere.json<{ requiresOTP: boolean }>().requiresOTP).toBe(true);

    // Trust ends with its 30 days.
    await t.database.db.execute(sql`update trusted_browsers set expires_at = now() - interval '1 second'`);
    const expired = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { [TRUSTED_BROWSER_COOKIE]: trusted ?? '' });
    expect(expired.json<{ requiresOTP: boolean }>().requiresOTP).toBe(true);
  });

  it('the trust cookie is httpOnly, strict and sent only to the sign-in routes', async () => {
    const login = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const otp = await latestCode(t.app, ADMIN_EMAIL);
    const verified = await post('/api/auth/verify-admin-otp', {
      email: ADMIN_EMAIL,
      otp,
      challenge: login.json<{ challenge: string }>().challenge,
      trustBrowser: true,
    });
    const cookie = verified.cookies.find((c) => c.name === TRUSTED_BROWSER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 30 * 24 * 60 * 60 });
  });
});
