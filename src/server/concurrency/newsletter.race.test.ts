import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

describeOnPostgres('newsletter subscriptions race on two servers', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function listed(email: string): Promise<{ rows: number; active: number; welcomes: number }> {
    const [row] = await queryRows<{ rows: number; active: number; welcomes: number }>(
      shop.db,
      sql`select (select count(*)::int from newsletter_subscribers where lower(email) = ${email}) as rows,
                 (select count(*)::int from newsletter_subscribers where lower(email) = ${email} and unsubscribed_at is null) as active,
                 (select count(*)::int from outgoing_mail where lower(to_address) = ${email} and subject = 'Welcome to the Wattson newsletter') as welcomes`,
    );
    return row ?? { rows: 0, active: 0, welcomes: 0 };
  }

  it('one address subscribed from the footer many times at once is one row and one welcome mail', async () => {
    const email = 'race-footer@example.in';
    // Within the per-IP budget of the footer box (10 in 10 minutes): every answer is about the subscription.
    const results = await burst(8, (i) => requestOn(shop, i, '/api/newsletter', { method: 'POST', body: { email } }));
    console.info(`[concurrency] 8 footer subscriptions of one address at once, two servers: ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 200: 7, 201: 1 });
    expect(await listed(email)).toEqual({ rows: 1, active: 1, welcomes: 1 });
  });

  it("a shopper's newsletter switch turned on many times at once is one row and one welcome mail", async () => {
    const me = await createSignedInCustomer(shop.db);
    const body = { orderUpdates: true, promotionalEmails: false, newsletter: true };
    const results = await burst(12, (i) => requestOn(shop, i, '/api/auth/preferences', { method: 'PUT', token: me.token, body }));
    expect(countStatuses(results)).toEqual({ 200: 12 });
    expect(await listed(me.email)).toEqual({ rows: 1, active: 1, welcomes: 1 });
    const [mirror] = await queryRows<{ on: boolean }>(
      shop.db,
      sql`select (preferences->>'newsletter')::boolean as on from users where lower(email) = ${me.email}`,
    );
    expect(mirror?.on).toBe(true);
  });
});
