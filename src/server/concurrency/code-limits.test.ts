import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { reportFigures } from '../faults/report.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, codeFromMailbox, statusCounts, useRaceServers } from './race-servers.js';

/**
 * Issue 15 finding 1: the code limits hold under bursts spread over two server processes on one
 * PostgreSQL database: at most 5 codes an hour, only the newest live, and at most 5 guesses
 * compared, each counted before it is compared.
 */
describeOnPostgres('one-time code limits under concurrency (two servers)', () => {
  const ctx = useRaceServers();

  it('100 concurrent code requests for one email: exactly 5 codes, one live, every answer the normal one', async () => {
    const { database, servers } = ctx();
    const me = await createSignedInCustomer(database.db);
    const results = await burst(servers, 100, '/api/auth/forgot-password', () => ({ email: me.email }));
    const [codes] = await queryRows<{ issued: number; live: number }>(
      database.db,
      sql`select count(*)::int as issued, count(*) filter (where consumed_at is null)::int as live from one_time_codes where email = ${me.email} and purpose = 'password_reset'`,
    );
    reportFigures('code-limits', { 'forgot-password burst': `100 requests on 2 servers: ${codes?.issued} codes issued, ${codes?.live} live, answers ${JSON.stringify(statusCounts(results))}` });
    expect(codes).toEqual({ issued: 5, live: 1 });
    expect(statusCounts(results)).toEqual({ 200: 100 });
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
  });

  it('300 concurrent wrong guesses, then the right code: at most 5 compared, and the right code is refused', async () => {
    const { database, servers } = ctx();
    const me = await createSignedInCustomer(database.db);
    const [a] = servers;
    const asked = await burst([a], 1, '/api/auth/forgot-password', () => ({ email: me.email }));
    expect(asked[0]?.status).toBe(200);
    const code = await codeFromMailbox(a, me.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await burst(servers, 300, '/api/auth/reset-password', () => ({ email: me.email, otp: wrong, password: 'taken-over-42' }));
    const counts = statusCounts(guesses);
    reportFigures('code-limits', { 'guess burst': `300 wrong guesses on 2 servers: ${counts[400] ?? 0} compared (400), ${counts[429] ?? 0} refused uncompared (429)` });
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(300);
    const right = await burst([a], 1, '/api/auth/reset-password', () => ({ email: me.email, otp: code, password: 'taken-over-42' }));
    expect(right[0]?.status).toBe(429);
    const [row] = await queryRows<{ guesses: number }>(database.db, sql`select guesses from code_limits where email = ${me.email} and purpose = 'password_reset'`);
    expect(row?.guesses).toBeLessThanOrEqual(5);
  });
});
