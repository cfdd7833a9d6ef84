import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../db/seed/admin-account.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { latestCode, mailCount } from '../test/test-mailbox.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { TEST_PASSWORD } from './shop-fixture.js';

/**
 * Brute force: guessing passwords and codes runs into limits kept in PostgreSQL (shared by every
 * server process). Each attacker below uses an IP of its own, so the per-IP budget of one test does
 * not decide another's; the per-IP budget itself is tested with a small AUTH_IP_LIMIT_PER_HOUR.
 */
const IP_BUDGET = 8;
let t: TestApp;
const ADMIN_EMAIL = 'owner@wattson.test';
const ADMIN_PASSWORD = 'admin-secret-42';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL, AUTH_IP_LIMIT_PER_HOUR: String(IP_BUDGET) });
  await ensureAdminAccount(t.database.db, ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

let lastIp = 0;
const freshIp = () => `10.0.0.${(lastIp += 1)}`;
const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

describe('brute force', () => {
  it('password guessing on one account from many addresses: each address has 10 tries, the owner is not locked out', async () => {
    const me = await createSignedInCustomer(t.database.db);
    // A lockout per account would let anyone lock anyone out (ADR 16); the limit is per (account,
    // client) with a ceiling per account (auth.test.ts, concurrency/sign-in-limits.test.ts).
    for (let i = 0; i < 10; i += 1) expect((await post('/api/auth/login', { email: me.email, password: `guess-${i}` }, freshIp())).statusCode).toBe(401);
    const owner = await post('/api/auth/login', { email: me.email, password: TEST_PASSWORD }, freshIp());
    expect(owner.statusCode).toBe(200);
  });

  it('password spraying from one IP: the shared sign-in budget ends in 429 across accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= IP_BUDGET; i += 1)
      statuses.push((await post('/api/auth/login', { email: `victim${i}@example.in`, password: 'Password123' }, ip)).statusCode);
    expect(statuses.slice(0, IP_BUDGET).every((s) => s === 401)).toBe(true);
    expect(statuses[IP_BUDGET]).toBe(429);
  });

  it('sign-up code guessing: 5 wrong codes from one address lock it out of the flow, even for the right code', async () => {
    const email = 'guess-signup@example.in';
    expect((await post('/api/auth/signup', { username: 'G', email, password: 'river-lamp-42' }, freshIp())).statusCode).toBe(201);
    const code = await latestCode(t.app, email);
    const guesser = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/verify-otp', { email, otp: wrongCode(code) }, guesser)).statusCode).toBe(400);
    expect((await post('/api/auth/verify-otp', { email, otp: code }, guesser)).statusCode).toBe(429);
  });

  it('admin second-code guessing: 5 wrong codes lock the admin sign-in', async () => {
    const signIn = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, freshIp());
    expect(signIn.statusCode).toBe(200);
    const { challenge } = signIn.json<{ challenge: string }>();
    const code = await latestCode(t.app, ADMIN_EMAIL);
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: wrongCode(code), challenge }, freshIp())).statusCode).toBe(400);
    const locked = await post('/api/auth/verify-admin-otp', { email: ADMIN_EMAIL, otp: code, challenge }, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).not.toHaveProperty('token');
  });

  it('password-reset code guessing from many addresses: 20 wrong codes in all lock the reset', async () => {
    const me = await createSignedInCustomer(t.database.db);
    expect((await post('/api/auth/forgot-password', { email: me.email }, freshIp())).statusCode).toBe(200);
    const code = await latestCode(t.app, me.email);
    for (let ip = 0; ip < 4; ip += 1) {
      const guesser = freshIp();
      for (let i = 0; i < 5; i += 1)
        expect((await post('/api/auth/reset-password', { email: me.email, otp: wrongCode(code), password: 'taken-over-42' }, guesser)).statusCode).toBe(400);
    }
    expect((await post('/api/auth/reset-password', { email: me.email, otp: code, password: 'taken-over-42' }, freshIp())).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: me.email, password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('code requests are capped per email: 5 per address, 20 from all addresses, no flood of mails to one inbox', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const one = freshIp();
    for (let i = 0; i < 7; i += 1) expect((await post('/api/auth/forgot-password', { email: me.email }, one)).statusCode).toBeLessThan(500);
    expect(await mailCount(t.app, me.email, 5)).toBe(5);
    for (let i = 0; i < 20; i += 1) expect((await post('/api/auth/forgot-password', { email: me.email }, freshIp())).statusCode).toBe(200);
    expect(await mailCount(t.app, me.email, 20)).toBe(20);
  });

  it('hand-off code guessing shares the sign-in IP budget', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= IP_BUDGET; i += 1) statuses.push((await post('/api/admin/session', { code: `guess${String(i).padStart(20, '0')}` }, ip)).statusCode);
    expect(statuses.slice(0, IP_BUDGET).every((s) => s === 401)).toBe(true);
    expect(statuses[IP_BUDGET]).toBe(429);
  });

  it('contact-form flooding from one IP is cut off after 5 messages in 10 minutes', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post('/api/contact', { fullName: 'Bot', email: 'bot@example.in', subject: `Spam ${i}`, message: 'Buy now' }, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
