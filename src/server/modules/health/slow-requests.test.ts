import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** RECEIVE_TIMEOUT_MS and the connection timeout: a sender that never finishes its request no longer holds a socket forever. */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ RECEIVE_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Writes `partial` and then nothing; resolves with what the server sent and how long until it closed. */
function sendAndStall(partial: string, giveUpMs = 6_000): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(partial));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('error', () => undefined);
  });
}

describe('slow requests', () => {
  it('answers 408 and closes a request whose body stops arriving, within the receive timeout', async () => {
    const { answer, closedAfterMs } = await sendAndStall(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":',
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const { closedAfterMs } = await sendAndStall('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(4_000);
  });
});
