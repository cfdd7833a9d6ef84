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
  queryOnCheckedOutClients(pool);
  return pool;
}

/**
 * pg-pool's `query` (3.x) connects a new client inside the query's own callbacks, and pg's client
 * keeps its `connect` listener for life: each pooled connection then holds the promise, and so the
 * rows, of the query that opened it. Opened by a 20 000-row batch of the search index's load, that
 * was ~20 MB held until the connection closed (a heap snapshot of the soak's server). Promise-style
 * queries here check a client out first, so a connection is only ever opened for a checkout, whose
 * promise holds nothing but the client; errors release the client as pg-pool's own `query` does.
 */
function queryOnCheckedOutClients(pool: pg.Pool): void {
  const viaPool = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const onCheckout = async (config: unknown, values: unknown): Promise<unknown> => {
    const client = await pool.connect();
    try {
      const result: unknown = await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  };
  pool.query = ((...args: unknown[]) => (typeof args[args.length - 1] === 'function' ? viaPool(...args) : onCheckout(args[0], args[1]))) as pg.Pool['query'];
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
