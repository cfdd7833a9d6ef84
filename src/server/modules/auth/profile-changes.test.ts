import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestCode, mailbox } from '../../test/test-mailbox.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = (prefix = 'meera') => `${prefix}.${Date.now()}.${counter++}@example.in`;
const PASSWORD = 'river-lamp-42';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function send(method: 'POST' | 'PATCH' | 'PUT' | 'GET', url: string, payload?: object, token?: string) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

async function registerVerified(email = freshEmail()) {
  expect((await send('POST', '/api/auth/signup', { username: 'Meera Iyer', email, password: PASSWORD })).statusCode).toBe(201);
  const res = await send('POST', '/api/auth/verify-otp', { email, otp: await latestCode(t.app, email) });
  expect(res.statusCode, res.body).toBe(200);
  return { email, ...res.json<{ token: string; user: { _id: string } }>() };
}

/** The queued mails to `to` with this subject, once the worker has recorded them (outgoing_mail). */
async function recordedMails(to: string, subject: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from outgoing_mail where lower(to_address) = ${to.toLowerCase()} and subject = ${subject}`,
  );
  return rows[0]?.n ?? 0;
}

describe('spec §7: a shopper sign-in answers token, user, requiresOTP and email', () => {
  it('has all four fields, requiresOTP false and the account email', async () => {
    const { email } = await registerVerified();
    const res = await send('POST', '/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['email', 'requiresOTP', 'token', 'user']);
    expect(body).toMatchObject({ requiresOTP: false, email, token: expect.any(String), user: { email } });
  });
});

describe('validation answers carry the spec text as message and the field on its own', () => {
  it('sign-up without a name: message is exactly "All fields are required", field "username"', async () => {
    const res = await send('POST', '/api/auth/signup', { username: '', email: freshEmail(), password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'All fields are required', field: 'username', requestId: expect.any(String) });
  });

  it('a bad email: "Please enter a valid email" for field "email"', async () => {
    const res = await send('POST', '/api/auth/signup', { username: 'Meera', email: 'not-an-email', password: PASSWORD });
    expect(res.json()).toMatchObject({ message: 'Please enter a valid email', field: 'email' });
  });

  it('sign-in without a password: "Email and password are required"', async () => {
    const res = await send('POST', '/api/auth/login', { email: freshEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Email and password are required', field: 'password' });
  });

  it('a nested field is named by its path', async () => {
    const res = await send('POST', '/api/auth/verify-otp', { email: freshEmail(), otp: '12' });
    expect(res.json()).toMatchObject({ message: 'The code is 6 digits', field: 'otp' });
  });
});

describe('profile name pencil', () => {
  it('saves the new name at once and the profile shows it', async () => {
    const me = await registerVerified();
    const res = await send('PATCH', '/api/auth/profile', { username: '  Meera Krishnan ' }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Meera Krishnan', email: me.email });
    expect((await send('GET', '/api/auth/profile', undefined, me.token)).json()).toMatchObject({ username: 'Meera Krishnan' });
  });

  it('refuses an empty or overlong name and changes nothing; needs a session', async () => {
    const me = await registerVerified();
    expect((await send('PATCH', '/api/auth/profile', { username: '   ' }, me.token)).json()).toMatchObject({ message: 'Name is required', field: 'username' });
    expect((await send('PATCH', '/api/auth/profile', { username: 'x'.repeat(51) }, me.token)).statusCode).toBe(400);
    expect((await send('GET', '/api/auth/profile', undefined, me.token)).json()).toMatchObject({ username: 'Meera Iyer' });
    expect((await send('PATCH', '/api/auth/profile', { username: 'Someone' })).statusCode).toBe(401);
  });
});

describe('profile email pencil: a code to the new address makes the change', () => {
  it('changes nothing until the code from the new address comes back; then signs in with the new email and tells the old one', async () => {
    const me = await registerVerified();
    const newEmail = freshEmail('new');
    const asked = await send('POST', '/api/auth/email-change', { newEmail: newEmail.toUpperCase(), password: PASSWORD }, me.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ email: newEmail });
    const code = await latestCode(t.app, newEmail);
    expect((await mailbox(t.app, newEmail))[0]?.subject).toBe('Confirm your new Wattson email');
    // Not yet: the profile still has the old address.
    expect((await send('GET', '/api/auth/profile', undefined, me.token)).json()).toMatchObject({ email: me.email });

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await send('POST', '/api/auth/email-change/verify', { newEmail, otp: wrong }, me.token)).statusCode).toBe(400);
    const done = await send('POST', '/api/auth/email-change/verify', { newEmail, otp: code }, me.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Your email has been changed.', user: { email: newEmail } });
    expect((await send('GET', '/api/auth/profile', undefined, me.token)).json()).toMatchObject({ email: newEmail });

    // The code worked once; the new email signs in, the old one no longer does.
    expect((await send('POST', '/api/auth/email-change/verify', { newEmail, otp: code }, me.token)).statusCode).toBe(400);
    expect((await send('POST', '/api/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/login', { email: me.email, password: PASSWORD })).statusCode).toBe(401);
    await vi.waitFor(async () => expect(await recordedMails(me.email, 'Your Wattson email was changed')).toBe(1), { timeout: 5_000 });
  });

  it('needs the password, a different address, and one no other account has', async () => {
    const me = await registerVerified();
    const other = await registerVerified();
    expect((await send('POST', '/api/auth/email-change', { newEmail: freshEmail(), password: 'wrong-password-1' }, me.token)).json()).toMatchObject({
      message: 'Password is incorrect',
    });
    expect((await send('POST', '/api/auth/email-change', { newEmail: me.email, password: PASSWORD }, me.token)).statusCode).toBe(400);
    const taken = await send('POST', '/api/auth/email-change', { newEmail: other.email, password: PASSWORD }, me.token);
    expect(taken.statusCode).toBe(409);
    expect(await mailbox(t.app, other.email)).toHaveLength(1); // only its own sign-up code
    expect((await send('POST', '/api/auth/email-change', { newEmail: freshEmail(), password: PASSWORD })).statusCode).toBe(401);
  });

  it("another account cannot use a code that was sent for someone else's change", async () => {
    const me = await registerVerified();
    const intruder = await registerVerified();
    const newEmail = freshEmail('wanted');
    expect((await send('POST', '/api/auth/email-change', { newEmail, password: PASSWORD }, me.token)).statusCode).toBe(200);
    const code = await latestCode(t.app, newEmail);
    expect((await send('POST', '/api/auth/email-change/verify', { newEmail, otp: code }, intruder.token)).statusCode).toBe(400);
    expect((await send('GET', '/api/auth/profile', undefined, intruder.token)).json()).toMatchObject({ email: intruder.email });
    // The owner's code is still good.
    expect((await send('POST', '/api/auth/email-change/verify', { newEmail, otp: code }, me.token)).statusCode).toBe(200);
  });

  it('an address taken between the two steps is refused at the second', async () => {
    const me = await registerVerified();
    const newEmail = freshEmail('race');
    expect((await send('POST', '/api/auth/email-change', { newEmail, password: PASSWORD }, me.token)).statusCode).toBe(200);
    const code = await latestCode(t.app, newEmail);
    await registerVerified(newEmail);
    const res = await send('POST', '/api/auth/email-change/verify', { newEmail, otp: code }, me.token);
    expect(res.statusCode).toBe(409);
    expect((await send('GET', '/api/auth/profile', undefined, me.token)).json()).toMatchObject({ email: me.email });
  });
});

describe('a mail when the password changes', () => {
  it('is queued to the account when the shopper changes it in the profile', async () => {
    const me = await registerVerified();
    const res = await send('PUT', '/api/auth/password', { currentPassword: PASSWORD, newPassword: 'brass-switch-77' }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect(await recordedMails(me.email, 'Your Wattson password was changed')).toBe(1), { timeout: 5_000 });
  });

  it('is queued after a reset with a code, and not for a refused change', async () => {
    const me = await registerVerified();
    expect((await send('PUT', '/api/auth/password', { currentPassword: 'not-it-at-all', newPassword: 'brass-switch-77' }, me.token)).statusCode).toBe(400);
    expect((await send('POST', '/api/auth/forgot-password', { email: me.email })).statusCode).toBe(200);
    const otp = await latestCode(t.app, me.email, 1);
    expect((await send('POST', '/api/auth/reset-password', { email: me.email, otp, password: 'copper-wire-88' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await recordedMails(me.email, 'Your Wattson password was changed')).toBe(1), { timeout: 5_000 });
  });
});
