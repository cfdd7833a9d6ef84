import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, type Db } from '../db/client.js';
import { reportFigures } from '../faults/report.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../faults/server-process.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { codeFromMailbox } from '../faults/dev-mailbox-code.js';
import { burst, statusCounts, useRaceServers } from './race-servers.js';

/** forgot-password mails after answering: the counts once they stop changing (two equal reads 1 s apart). */
async function settledCodeCounts(db: Db, email: string): Promise<{ issued: number; live: number }> {
  const read = async () =>
    (
      await queryRows<{ issued: number; live: number }>(
        db,
        sql`select count(*)::int as issued, count(*) filter (where consumed_at is null)::int as live from one_time_codes where email = ${email} and purpose = 'password_reset'`,
      )
    )[0] ?? { issued: 0, live: 0 };
  let last = await read();
  for (let i = 0; i < 30; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await read();
    if (now.issued > 0 && now.issued === last.issued && now.live === last.live) return now;
    last = now;
  }
  return last;
}

/**
 * ADR 15: the code limits hold under bursts spread over two server processes on one
 * PostgreSQL database: at most 5 codes an hour, only the newest live, and at most 5 guesses
 * compared, each counted before it is compared.
 */
describeOnPostgres('one-time code limits under concurrency (two servers)', () => {
  const ctx = useRaceServers();

  it('100 concurrent code requests for one email: exactly 5 codes, one live, every answer the normal one', async () => {
    const { database, servers } = ctx();
    const me = await createSignedInCustomer(database.db);
    const results = await burst(servers, 100, '/api/auth/forgot-password', () => ({ email: me.email }));
    const codes = await settledCodeCounts(database.db, me.email);
    reportFigures('code-limits', {
      'forgot-password burst': `100 requests on 2 servers: ${codes?.issued} codes issued, ${codes?.live} live, answers ${JSON.stringify(statusCounts(results))}`,
    });
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
    reportFigures('code-limits', {
      'guess burst': `300 wrong guesses on 2 servers: ${counts[400] ?? 0} compared (400), ${counts[429] ?? 0} refused uncompared (429)`,
    });
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(300);
    const right = await burst([a], 1, '/api/auth/reset-password', () => ({ email: me.email, otp: code, password: 'taken-over-42' }));
    expect(right[0]?.status).toBe(429);
    const [row] = await queryRows<{ guesses: number }>(
      database.db,
      sql`select guesses from code_limits where email = ${me.email} and purpose = 'password_reset' and client <> '*'`,
    );
    expect(row?.guesses).toBeLessThanOrEqual(5);
  });

  it("admin second code: 300 concurrent wrong guesses with the sign-in's challenge, at most 5 compared; without it, none", async () => {
    const { servers } = ctx();
    const [a] = servers;
    const [signIn] = await burst([a], 1, '/api/auth/login', () => ({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const { challenge } = signIn?.body as { challenge: string };
    const code = await codeFromMailbox(a, ADMIN_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    const unbound = await burst(servers, 100, '/api/auth/verify-admin-otp', () => ({ email: ADMIN_EMAIL, otp: code }));
    expect(statusCounts(unbound)).toEqual({ 400: 100 });
    const guesses = await burst(servers, 300, '/api/auth/verify-admin-otp', () => ({ email: ADMIN_EMAIL, otp: wrong, challenge }));
    const counts = statusCounts(guesses);
    const compared = guesses.filter((r) => r.status === 400 && (r.body as { message?: string }).message?.startsWith('Invalid OTP')).length;
    reportFigures('code-limits', {
      'admin guess burst': `300 wrong guesses on 2 servers with the challenge: ${compared} compared, answers ${JSON.stringify(counts)}`,
    });
    expect(compared).toBeLessThanOrEqual(5);
    const right = await burst([a], 1, '/api/auth/verify-admin-otp', () => ({ email: ADMIN_EMAIL, otp: code, challenge }));
    expect(right[0]?.status).toBe(429);
    expect(right[0]?.body).not.toHaveProperty('token');
  });
});

describeOnPostgres('one-time code ceilings across clients under concurrency (two servers behind a proxy)', () => {
  // TRUST_PROXY: the servers take the client from X-Forwarded-For, as behind nginx, so one test can be 100 clients.
  const ctx = useRaceServers({ TRUST_PROXY: 'true' });

  it('100 concurrent code requests for one email from 100 clients: exactly 20 codes, one live', async () => {
    const { database, servers } = ctx();
    const me = await createSignedInCustomer(database.db);
    const results = await burst(
      servers,
      100,
      '/api/auth/forgot-password',
      () => ({ email: me.email }),
      (i) => ({ 'x-forwarded-for': `10.20.${Math.floor(i / 100)}.${i % 100}` }),
    );
    const codes = await settledCodeCounts(database.db, me.email);
    reportFigures('code-limits', {
      'forgot-password burst, 100 clients': `${codes?.issued} codes issued, ${codes?.live} live, answers ${JSON.stringify(statusCounts(results))}`,
    });
    expect(codes).toEqual({ issued: 20, live: 1 });
    expect(statusCounts(results)).toEqual({ 200: 100 });
  });
});
