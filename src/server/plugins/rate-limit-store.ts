import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * A @fastify/rate-limit store kept in PostgreSQL: counters survive restarts and are shared by all
 * processes, and `groupId` budgets span routes (the in-memory store keeps one map per route).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      queryRows<{ count: number; ttl: number }>(
        db,
        sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
            returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      ).then(
        (rows) => {
          const row = rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresRateLimitStore;
}
