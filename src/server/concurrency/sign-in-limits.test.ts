import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { reportFigures } from '../faults/report.js';
import { MAX_SIGN_INS_PER_CLIENT } from '../modules/auth/sign-in-limits.service.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, statusCounts, useRaceServers } from './race-servers.js';

/**
 * ADR 16: the sign-in lockout counts each attempt before the password is checked, in
 * one statement, so a burst spread over two server processes gets at most 10 passwords checked.
 */
describeOnPostgres('sign-in lockout under concurrency (two servers)', () => {
  const ctx = useRaceServers();

  it('60 concurrent wrong passwords for one account: at most 10 checked, the rest 429, then the right one 429 too', async () => {
    const { database, servers } = ctx();
    const me = await createSignedInCustomer(database.db);
    const results = await burst(servers, 60, '/api/auth/login', (i) => ({ email: me.email, password: `wrong-guess-${i}` }));
    const counts = statusCounts(results);
    reportFigures('sign-in-limits', {
      'wrong-password burst': `60 on 2 servers: ${counts[401] ?? 0} checked (401), ${counts[429] ?? 0} refused unchecked (429)`,
    });
    expect(counts[401] ?? 0).toBeLessThanOrEqual(MAX_SIGN_INS_PER_CLIENT);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    const right = await burst(servers, 1, '/api/auth/login', () => ({ email: me.email, password: 'correct horse battery' }));
    expect(right[0]?.status).toBe(429);
    const [row] = await queryRows<{ attempts: number }>(database.db, sql`select attempts from sign_in_limits where email = ${me.email} and client = '*'`);
    expect(row?.attempts).toBe(61);
  });
});
