import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

describeOnPostgres('owners demoting and removing each other at once on two servers', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const owners = () =>
    queryRows<{ n: number }>(
      shop.db,
      sql`select count(*)::int as n from users where is_admin and coalesce(staff_role, 'owner') = 'owner' and blocked_at is null`,
    );

  it('leaves exactly one owner when every owner steps down at once', async () => {
    // Only these owners: every other admin becomes a manager for the race.
    await shop.db.execute(sql`update users set staff_role = 'manager' where is_admin`);
    const team = await Promise.all(Array.from({ length: 6 }, () => createSignedInCustomer(shop.db, { isAdmin: true })));
    for (const member of team) await shop.db.update(users).set({ staffRole: 'owner' }).where(eq(users.id, member.id));
    // Each owner demotes themselves (even i) or removes themselves (odd i), all at once.
    const results = await burst(team.length, (i) => {
      const member = team[i];
      const path = `/api/admin/staff/${member?.id ?? ''}`;
      return i % 2 === 0
        ? requestOn(shop, i, path, { method: 'PATCH', token: member?.token, body: { role: 'support' } })
        : requestOn(shop, i, path, { method: 'DELETE', token: member?.token });
    });
    const [left] = await owners();
    console.info(`[concurrency] 6 owners stepping down at once: answers ${JSON.stringify(countStatuses(results))}, owners left ${left?.n}`);
    expect(left?.n).toBe(1);
    expect(countStatuses(results)).toEqual({ 204: 5, 409: 1 });
  });
});
