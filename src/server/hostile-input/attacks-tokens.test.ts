import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHandoffs } from '../db/schema/admin.js';
import { oneTimeCodes } from '../db/schema/one-time-codes.js';
import { sessions } from '../db/schema/sessions.js';
import { users } from '../db/schema/users.js';
import { ensureAdminAccount } from '../db/seed/admin-account.js';
import { createSession, hashToken } from '../plugins/session/session-tokens.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { latestCode } from '../test/test-mailbox.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { expectRefused } from './attack-helpers.js';
import { bearer, TEST_PASSWORD } from './shop-fixture.js';

/** Forged, expired, revoked and reused credentials (session tokens, one-time codes, hand-off codes), and cross-site use of the cookie. */
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

const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

async function signUp(email: string): Promise<string> {
  expect((await post('/api/auth/signup', { username: 'Tess', email, password: 'river-lamp-42' })).statusCode).toBe(201);
  return latestCode(t.app, email);
}

describe('session tokens', () => {
  it.each([
    ['random token of the right shape', `Bearer ${'A'.repeat(43)}`],
    ['a JWT with alg none claiming admin', 'Bearer eyJhbGciOiJub25lIn0.eyJpc0FkbWluIjp0cnVlfQ.'],
    ['SQL in the token', "Bearer ' OR '1'='1' --aaaaaaaaaaaa"],
    ['a token too long to be ours', `Bearer ${'b'.repeat(5000)}`],
    ['an empty bearer', 'Bearer '],
  ])('a forged token (%s) is refused with 401', async (_what, authorization) => {
    await expectRefused(t, 401, () => profile({ authorization }));
  });

  it("the token's stored hash is not a token: presenting it is refused", async () => {
    const me = await createSignedInCustomer(t.database.db);
    await expectRefused(t, 401, () => profile(bearer(hashToken(me.token))));
  });

  it('an expired session is refused', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(me.token)));
    await expectRefused(t, 401, () => profile(bearer(me.token)));
  });

  it('a token revoked by logout is refused, as bearer and as cookie', async () => {
    const me = await createSignedInCustomer(t.database.db);
    expect((await post('/api/auth/logout', {}, bearer(me.token))).statusCode).toBe(200);
    await expectRefused(t, 401, () => profile(bearer(me.token)));
    await expectRefused(t, 401, () => profile({ cookie: `userToken=${me.token}` }));
  });

  it('changing the password ends every other session of the account', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const other = (await createSession(t.database.db, me.id)).token;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(me.token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'new-river-lamp-42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectRefused(t, 401, () => profile(bearer(other)));
  });

  it('a customer session of the admin account is not an admin session (the second code is needed)', async () => {
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
    const token = (await createSession(t.database.db, owner?.id ?? '', 'customer')).token;
    await expectRefused(t, 403, () => t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) }));
  });
});

describe('one-time codes', () => {
  it('a code works once: replaying a used sign-up code is refused', async () => {
    const email = 'once@example.in';
    const code = await signUp(email);
    expect((await post('/api/auth/verify-otp', { email, otp: code })).statusCode).toBe(200);
    await expectRefused(t, 400, () => post('/api/auth/verify-otp', { email, otp: code }));
  });

  it('an expired code is refused', async () => {
    const email = 'late@example.in';
    const code = await signUp(email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, email));
    await expectRefused(t, 400, () => post('/api/auth/verify-otp', { email, otp: code }));
  });

  it("a code is bound to its email: one account's code does not verify another", async () => {
    const code = await signUp('first@example.in');
    // Equal six digits for both accounts would make this test meaningless (a one-in-a-million draw).
    expect(await signUp('second@example.in')).not.toBe(code);
    await expectRefused(t, 400, () => post('/api/auth/verify-otp', { email: 'second@example.in', otp: code }));
  });

  it('a code is bound to its purpose: a sign-up code cannot reset a password or open an admin session', async () => {
    const email = 'purpose@example.in';
    const code = await signUp(email);
    await expectRefused(t, 400, () => post('/api/auth/reset-password', { email, otp: code, password: 'taken-over-42' }));
    await expectRefused(t, 400, () => post('/api/auth/verify-admin-otp', { email, otp: code, challenge: 'a'.repeat(43) }));
  });

  it('an admin sign-in code is used once', async () => {
    const signIn = (await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).json<{ requiresOTP: boolean; challenge: string }>();
    expect(signIn).toMatchObject({ requiresOTP: true });
    const code = await latestCode(t.app, ADMIN_EMAIL);
    expect((await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code, challenge: signIn.challenge })).statusCode).toBe(200);
    await expectRefused(t, 400, () => post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code, challenge: signIn.challenge }));
  });
});

describe('admin hand-off codes', () => {
  async function handoff(): Promise<string> {
    const admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const res = await post('/api/admin/handoff', {}, bearer(admin.token));
    expect(res.statusCode).toBe(201);
    return res.json<{ code: string }>().code;
  }

  it('a hand-off code opens one admin session, and is refused when replayed', async () => {
    const code = await handoff();
    expect((await post('/api/admin/session', { code })).statusCode).toBe(200);
    await expectRefused(t, 401, () => post('/api/admin/session', { code }));
  });

  it('an expired hand-off code is refused', async () => {
    const code = await handoff();
    await t.database.db.update(adminHandoffs).set({ expiresAt: sql`now() - interval '1 second'` });
    await expectRefused(t, 401, () => post('/api/admin/session', { code }));
  });

  it('a forged hand-off code is refused', async () => {
    await expectRefused(t, 401, () => post('/api/admin/session', { code: 'A'.repeat(32) }));
    await expectRefused(t, 400, () => post('/api/admin/session', { code: "' OR '1'='1" }));
  });
});

describe('cross-site requests carried by the cookie alone', () => {
  const addToCart = (headers: Record<string, string>) => post('/api/carts/add', { productId: '1', quantity: 1 }, headers);

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('a write from %s is refused with 403 and changes nothing', async (_what, headers) => {
    const me = await createSignedInCustomer(t.database.db);
    await expectRefused(t, 403, () => addToCart({ cookie: `userToken=${me.token}`, ...headers }));
  });

  it("a write from the shop's own pages with the cookie goes through", async () => {
    const me = await createSignedInCustomer(t.database.db);
    expect((await addToCart({ cookie: `userToken=${me.token}`, origin: t.app.config.publicUrl })).statusCode).toBe(201);
    expect((await addToCart({ cookie: `userToken=${me.token}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('logout from another site cannot end the session', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await expectRefused(t, 403, () => post('/api/auth/logout', {}, { cookie: `userToken=${me.token}`, origin: 'https://evil.example' }));
    expect((await profile(bearer(me.token))).statusCode).toBe(200);
  });
});

describe('open redirects', () => {
  it.each([
    '/?next=https://evil.example',
    '/sign-in?redirect=//evil.example',
    '/admin/?next=https://evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/api/auth/logout?next=https://evil.example',
  ])('%s never sends the browser to another site', async (url) => {
    const res = await t.app.inject({ method: url.includes('logout') ? 'POST' : 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    const location = res.headers.location;
    if (location !== undefined) expect(new URL(String(location), t.app.config.publicUrl).origin).toBe(new URL(t.app.config.publicUrl).origin);
    expect(res.statusCode < 300 || res.statusCode >= 400).toBe(true);
  });
});
