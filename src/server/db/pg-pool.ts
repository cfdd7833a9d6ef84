import pg from 'pg';

/** A request waits at most this long for a connection; an unreachable server fails fast instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement after this long, and the connection stays usable. */
const STATEMENT_TIMEOUT_MS = 8_000;
/**
 * The client gives up on an answer after this long: catches a connection that went silent (a
 * network partition sends no reset), which statement_timeout cannot, as no answer ever comes back.
 */
const QUERY_TIMEOUT_MS = 10_000;
/** How long a checked-out client may stay held after its connection ended before the pool takes it back. */
const DEAD_CHECKOUT_GRACE_MS = 1_000;

/** The pool behind every request: bounded waits, and no crash or leak when the connection drops. */
export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle client's network error must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // The pool listens for errors only on idle clients. A connection lost inside a transaction
    // (drizzle holds the client) would emit an unhandled 'error' and end the process; the
    // transaction's own query fails with that error anyway, which is where it is handled.
    client.on('error', () => undefined);
  });
  reclaimDeadCheckouts(pool);
  return pool;
}

/**
 * drizzle-orm (0.45) sends BEGIN outside its try/finally: when BEGIN fails because the connection
 * died, that client is never released and the pool is one connection smaller for good; after `max`
 * such failures every request waits for a connection that never comes, until a restart. A client
 * whose connection has ended is useless to whoever holds it, so after a grace period (the holder's
 * own queries fail at once, and it normally releases within milliseconds) the pool takes it back
 * as broken, which removes it.
 */
function reclaimDeadCheckouts(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      setTimeout(() => {
        if (checkedOut.has(client)) client.release(new Error('connection ended while checked out'));
      }, DEAD_CHECKOUT_GRACE_MS).unref();
    });
  });
}
