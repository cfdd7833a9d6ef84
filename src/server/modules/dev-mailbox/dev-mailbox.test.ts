import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The dev mailbox (every mailed code) answers only this machine, asked by a loopback name. */
describe('dev mailbox', () => {
  it.each(['/dev/mailbox', '/api/dev/mailbox'])('%s answers a loopback client asking for a loopback host', async (url) => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host } })).statusCode).toBe(200);
    }
  });

  it.each(['/dev/mailbox', '/api/dev/mailbox'])('%s is not there for another machine, nor through another host name', async (url) => {
    expect((await t.app.inject({ url, remoteAddress: '192.168.1.30', headers: { host: 'localhost:3000' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host: 'shop.example.com' } })).statusCode).toBe(404);
    // A DNS-rebinding page: the browser connects to 127.0.0.1 but names the attacker's host.
    expect((await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host: 'evil.example:3000' } })).statusCode).toBe(404);
    // X-Forwarded-For is the client's to write: it never makes a remote client local.
    expect((await t.app.inject({ url, remoteAddress: '192.168.1.30', headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
  });
});
