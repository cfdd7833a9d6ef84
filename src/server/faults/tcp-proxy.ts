import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that the test can cut, so a database outage can be
 * staged without stopping the machine's shared PostgreSQL:
 * - `refuse`: every open connection is reset and new ones are refused (the server restarted or crashed);
 * - `blackhole`: connections stay open but nothing gets through, either way, and new ones hang
 *   (a network partition: no reset ever arrives, only timeouts can tell).
 * `restore` lets traffic through again; connections held in a blackhole are reset then, as they
 * would be once a partition heals and each side finds the other has forgotten them.
 */
export interface TcpProxy {
  port: number;
  cut(mode: 'refuse' | 'blackhole'): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset is the expected end of a cut connection; it must not become an uncaught error.
    socket.on('error', () => undefined);
  };

  const server: Server = createServer((client) => {
    track(client);
    if (mode !== 'open') return; // blackhole: accepted, never answered
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server, 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };

  return {
    port,
    async cut(next) {
      mode = next;
      if (next === 'refuse') {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        resetAll();
        await closed;
        return;
      }
      // Stop forwarding in both directions, leaving every socket open and silent.
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      resetAll();
      if (!server.listening) await listen(server, port);
      mode = 'open';
    },
    async close() {
      resetAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
