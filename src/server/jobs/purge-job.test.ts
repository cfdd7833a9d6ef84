import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { PURGE_QUEUE, PURGE_SCHEDULE, purgeExpiredRows } from './purge-job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the hourly purge (scheduled job)', () => {
  it('is scheduled on the job queue when the server starts its worker', async () => {
    const rows = await queryRows<{ name: string; cron: string; timezone: string }>(t.database.db, sql`select name, cron, timezone from pgboss.schedule`);
    expect(rows).toContainEqual({ name: PURGE_QUEUE, cron: PURGE_SCHEDULE.cron, timezone: PURGE_SCHEDULE.tz });
  });

  it('deletes rows whose time is long over and keeps every row a rule may still read', async () => {
    const db = t.database.db;
    const user = await createSignedInCustomer(db);
    const tag = `purge-${Date.now()}`;
    await db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values
      (${user.id}, ${`${tag}-expired`}, now() - interval '3 days'),
      (${user.id}, ${`${tag}-revoked`}, now() + interval '20 days'),
      (${user.id}, ${`${tag}-just-expired`}, now() - interval '1 hour')`);
    await db.execute(sql`update sessions set revoked_at = now() - interval '2 days' where token_hash = ${`${tag}-revoked`}`);
    await db.execute(sql`insert into one_time_codes (email, purpose, code_hash, expires_at, created_at) values
      (${`old-${tag}@example.in`}, 'signup', 'x', now() - interval '3 days', now() - interval '3 days'), (${`new-${tag}@example.in`}, 'signup', 'x', now() - interval '5 minutes', now() - interval '20 minutes')`);
    await db.execute(sql`insert into outgoing_mail (to_address, subject, text_body, created_at) values
      (${`old-${tag}@example.in`}, 'Old', 'x', now() - interval '31 days'), (${`new-${tag}@example.in`}, 'New', 'x', now() - interval '29 days')`);
    await db.execute(sql`insert into rate_limits (key, count, reset_at) values
      (${`${tag}-old`}, 5, now() - interval '2 hours'), (${`${tag}-live`}, 5, now() + interval '10 minutes')`);

    const counts = await purgeExpiredRows(db);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(counts.oneTimeCodes).toBeGreaterThanOrEqual(1);

    const left = async (query: ReturnType<typeof sql>) => (await queryRows<{ k: string }>(db, query)).map((r) => r.k).sort();
    expect(await left(sql`select token_hash as k from sessions where token_hash like ${`${tag}-%`}`)).toEqual([`${tag}-just-expired`]);
    expect(await left(sql`select email as k from one_time_codes where email like ${`%-${tag}@example.in`}`)).toEqual([`new-${tag}@example.in`]);
    expect(await left(sql`select to_address as k from outgoing_mail where to_address like ${`%-${tag}@example.in`}`)).toEqual([`new-${tag}@example.in`]);
    expect(await left(sql`select key as k from rate_limits where key like ${`${tag}-%`}`)).toEqual([`${tag}-live`]);
    // The signed-in customer's own live session is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(200);
  });
});
