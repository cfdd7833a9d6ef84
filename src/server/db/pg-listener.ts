import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './pg-pool.js';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN on a dedicated connection that comes back by itself. The connection drops whenever the
 * database restarts or the network blips; without this, the process would stop hearing other
 * processes' change notices until restarted. Notices sent while it was away are lost, so
 * `onMessage` also runs after every reconnect, without a payload (the caller treats it as "anything may have changed").
 * The first connection must succeed; the returned function stops listening for good.
 */
export async function listenWithReconnect(url: string, channel: string, onMessage: (payload: string | undefined) => void): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload);
    });
    client.once('end', () => {
      if (current !== client) return;
      current = undefined;
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
  }

  function scheduleReconnect(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = FIRST_RETRY_MS;
          if (!stopped) onMessage(undefined);
        },
        () => {
          delay = Math.min(delay * 2, LAST_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, delay);
    // A pending reconnect must not keep a stopping process alive.
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
