import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailbox } from '../../test/test-mailbox.js';
import { createSignedInCustomer } from '../../test/test-users.js';

type Person = Awaited<ReturnType<typeof createSignedInCustomer>>;
let t: TestApp;
let owner: Person;
let manager: Person;

beforeAll(async () => {
  // No SMTP_URL: the dev mailbox records each mail with its headers.
  t = await createTestApp({ PUBLIC_URL: 'https://shop.wattson.test' });
  owner = await createSignedInCustomer(t.database.db, { isAdmin: true });
  manager = await createSignedInCustomer(t.database.db, { isAdmin: true });
  await t.database.db.update(users).set({ staffRole: 'manager' }).where(eq(users.id, manager.id));
});
afterAll(async () => {
  await t?.close();
});

let nextHost = 1;
const freshIp = () => `10.7.0.${nextHost++}`;
const bearer = (person: Person) => ({ authorization: `Bearer ${person.token}` });

function subscribe(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: freshIp() });
}

function setNewsletterSwitch(person: Person, on: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/preferences',
    headers: bearer(person),
    payload: { orderUpdates: true, promotionalEmails: false, newsletter: on },
  });
}

async function profileSwitch(person: Person): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(person) });
  return res.json<{ preferences: { newsletter: boolean } }>().preferences.newsletter;
}

/** What the mirror column holds, read directly: it must agree with the list. */
async function storedSwitch(person: Person): Promise<boolean> {
  const [row] = await queryRows<{ on: boolean }>(t.database.db, sql`select (preferences->>'newsletter')::boolean as on from users where id = ${person.id}`);
  return row?.on ?? false;
}

async function row(email: string) {
  const [found] = await queryRows<{ id: string; source: string; active: boolean }>(
    t.database.db,
    sql`select id, source, unsubscribed_at is null as active from newsletter_subscribers where lower(email) = ${email.toLowerCase()}`,
  );
  return found;
}

interface SubscriberPage {
  items: { _id: string; email: string; source: string; subscribedAt: string; unsubscribedAt: string | null }[];
  total: number;
  activeCount: number;
  page: number;
  pageSize: number;
}

async function adminList(query: string, person: Person = owner) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/newsletter/subscribers${query}`, headers: bearer(person) });
  return { res, body: res.json<SubscriberPage>() };
}

/** The unsubscribe link of the newest newsletter mail to `email`, and that mail's headers. */
async function newestLink(email: string) {
  const [mail] = await mailbox(t.app, email);
  const page = /https:\/\/shop\.wattson\.test\/newsletter\/unsubscribe\?subscriber=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!mail || !page) throw new Error(`no unsubscribe link mailed to ${email}`);
  return { mail, subscriber: page[1]!, token: page[2]! };
}

function oneClick(subscriber: string, token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe?subscriber=${subscriber}&token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress: freshIp(),
  });
}

describe('the welcome mail and its one-click unsubscribe', () => {
  it('mails a new subscriber a welcome with the signed link and the RFC 8058 headers', async () => {
    const email = 'welcome@example.in';
    expect((await subscribe(email)).statusCode).toBe(201);
    const { mail, subscriber, token } = await newestLink(email);
    expect(mail.subject).toBe('Welcome to the Wattson newsletter');
    expect(subscriber).toBe((await row(email))?.id);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://shop.wattson.test/api/newsletter/unsubscribe?subscriber=${subscriber}&token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Already subscribed: no second welcome.
    expect((await subscribe(email)).statusCode).toBe(200);
    expect(await mailbox(t.app, email)).toHaveLength(1);
  });

  it('shows the dev mailbox reader the headers', async () => {
    await subscribe('dev-headers@example.in');
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=dev-headers%40example.in' });
    expect(res.body).toContain('<strong>List-Unsubscribe-Post:</strong> List-Unsubscribe=One-Click');
    expect(res.body).toContain('/api/newsletter/unsubscribe?subscriber=');
  });

  it('reads the link without changing anything, then unsubscribes on POST, idempotently', async () => {
    const email = 'one-click@example.in';
    await subscribe(email);
    const { subscriber, token } = await newestLink(email);
    const state = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?subscriber=${subscriber}&token=${token}` });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ email, subscribed: true });
    expect((await row(email))?.active).toBe(true);

    const first = await oneClick(subscriber, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'You have been unsubscribed from the Wattson newsletter.' });
    expect((await row(email))?.active).toBe(false);
    expect((await oneClick(subscriber, token)).statusCode).toBe(200);
    // The storefront page's button posts JSON to the same address.
    const fromPage = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?subscriber=${subscriber}&token=${token}`, payload: {} });
    expect(fromPage.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?subscriber=${subscriber}&token=${token}` })).json()).toEqual({
      email,
      subscribed: false,
    });
  });

  it('refuses a tampered or foreign token with a 404 and changes nothing', async () => {
    const victim = 'victim@example.in';
    const attacker = 'attacker@example.in';
    await subscribe(victim);
    await subscribe(attacker);
    const mine = await newestLink(attacker);
    const theirs = await newestLink(victim);
    const flipped = `${theirs.token.slice(0, -1)}${theirs.token.endsWith('A') ? 'B' : 'A'}`;
    for (const [subscriber, token] of [
      [theirs.subscriber, flipped],
      [theirs.subscriber, mine.token],
      [theirs.subscriber, 'x'],
      ['not-a-uuid', theirs.token],
      ['00000000-0000-4000-8000-000000000000', theirs.token],
    ] as const) {
      const res = await oneClick(subscriber, token);
      expect(res.statusCode, `${subscriber} ${token}`).toBe(404);
      expect(res.json<{ message: string }>().message).toContain('not valid');
      expect((await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?subscriber=${subscriber}&token=${token}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?subscriber=${theirs.subscriber}`, payload: {} })).statusCode).toBe(400);
    expect((await row(victim))?.active).toBe(true);
  });

  it('welcomes back, with a fresh date, someone who left and subscribes again', async () => {
    const email = 'comes-back@example.in';
    await subscribe(email);
    const { subscriber, token } = await newestLink(email);
    await oneClick(subscriber, token);
    await t.database.db.execute(sql`update newsletter_subscribers set created_at = '2020-01-01' where id = ${subscriber}`);
    expect((await subscribe(email)).statusCode).toBe(201);
    expect(await mailbox(t.app, email)).toHaveLength(2);
    const { body } = await adminList(`?q=${encodeURIComponent(email)}`);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.subscribedAt.startsWith('2020')).toBe(false);
  });
});

describe("the profile's newsletter switch is the list", () => {
  it('opting in puts the account on the list (source profile, welcome mail); opting out takes it off', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    expect(await row(shopper.email)).toBeUndefined();
    const on = await setNewsletterSwitch(shopper, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ newsletter: true });
    expect(await row(shopper.email)).toMatchObject({ source: 'profile', active: true });
    expect((await newestLink(shopper.email)).mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const listed = await adminList(`?q=${encodeURIComponent(shopper.email)}`);
    expect(listed.body.items.map((s) => [s.email, s.source])).toEqual([[shopper.email, 'profile']]);

    const off = await setNewsletterSwitch(shopper, false);
    expect(off.json()).toMatchObject({ newsletter: false });
    expect(await row(shopper.email)).toMatchObject({ active: false });
    expect((await adminList(`?q=${encodeURIComponent(shopper.email)}`)).body.items).toEqual([]);
    expect(await profileSwitch(shopper)).toBe(false);
  });

  it("staff's Unsubscribe and the one-click link turn the profile's switch off", async () => {
    const byStaff = await createSignedInCustomer(t.database.db);
    await setNewsletterSwitch(byStaff, true);
    const id = (await row(byStaff.email))?.id ?? '';
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/newsletter/subscribers/${id}/unsubscribe`, headers: bearer(owner), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileSwitch(byStaff)).toBe(false);
    expect(await storedSwitch(byStaff)).toBe(false);

    const byLink = await createSignedInCustomer(t.database.db);
    await setNewsletterSwitch(byLink, true);
    expect(await storedSwitch(byLink)).toBe(true);
    const { subscriber, token } = await newestLink(byLink.email);
    expect((await oneClick(subscriber, token)).statusCode).toBe(200);
    expect(await profileSwitch(byLink)).toBe(false);
    expect(await storedSwitch(byLink)).toBe(false);
  });

  it("a footer subscription with the account's address shows as on in the profile, without touching the account", async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const [before] = await queryRows<{ row: string }>(t.database.db, sql`select u::text as row from users u where id = ${shopper.id}`);
    await subscribe(shopper.email.toUpperCase());
    expect(await profileSwitch(shopper)).toBe(true);
    // Anyone may type anyone's address in the footer: the account's own row stays as it was.
    const [after] = await queryRows<{ row: string }>(t.database.db, sql`select u::text as row from users u where id = ${shopper.id}`);
    expect(after).toEqual(before);
    // Switching on again keeps the one row, from the footer, and mails nothing new.
    await setNewsletterSwitch(shopper, true);
    expect(await row(shopper.email)).toMatchObject({ source: 'footer', active: true });
    expect(await mailbox(t.app, shopper.email)).toHaveLength(1);
  });
});

describe('staff list of subscribers', () => {
  it('counts current subscribers, searches by email, pages, and shows the unsubscribed on request', async () => {
    const tag = `list${Date.now()}`;
    for (let i = 1; i <= 3; i++) await subscribe(`${tag}-${i}@example.in`);
    const before = (await adminList('')).body.activeCount;
    const { res, body } = await adminList(`?q=${tag}&pageSize=2`);
    expect(res.statusCode).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ email: `${tag}-3@example.in`, source: 'footer', unsubscribedAt: null });
    expect((await adminList(`?q=${tag}&pageSize=2&page=2`)).body.items.map((s) => s.email)).toEqual([`${tag}-1@example.in`]);

    const leaving = body.items[0]!;
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/admin/newsletter/subscribers/${leaving._id}/unsubscribe`,
      headers: bearer(owner),
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/newsletter/subscribers/${leaving._id}/unsubscribe`,
      headers: bearer(owner),
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    const after = await adminList(`?q=${tag}`);
    expect(after.body.total).toBe(2);
    expect(after.body.activeCount).toBe(before - 1);
    const gone = await adminList(`?q=${tag}&status=unsubscribed`);
    expect(gone.body.items.map((s) => s.email)).toEqual([leaving.email]);
    expect(gone.body.items[0]?.unsubscribedAt).not.toBeNull();
    expect((await adminList(`?q=${tag}&status=all`)).body.total).toBe(3);

    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'newsletter.unsubscribe' and entity_id = ${leaving._id}`,
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('treats % and _ in the search as letters', async () => {
    await subscribe('under_score@example.in');
    await subscribe('underXscore@example.in');
    expect((await adminList('?q=under_score')).body.items.map((s) => s.email)).toEqual(['under_score@example.in']);
  });

  it('answers 404 for an unknown subscriber, 400 for a bad query, and 403 to a manager (the newsletter is the owner’s)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/newsletter/subscribers/${id}/unsubscribe`, headers: bearer(owner), payload: {} });
      expect(res.statusCode).toBe(404);
    }
    expect((await adminList('?status=gone')).res.statusCode).toBe(400);
    expect((await adminList('?pageSize=1000')).res.statusCode).toBe(400);
    expect((await adminList('', manager)).res.statusCode).toBe(403);
  });
});
