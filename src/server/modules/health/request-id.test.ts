import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
/** The same shop with logging on, writing its JSON lines here instead of stdout. */
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: t.app.config.dataDir });
  logged = await buildApp({ config, database: t.database, webDir: '/nonexistent-web-build', logStream: { write: (line: string) => void lines.push(line) } });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

function logLinesOf(requestId: string): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.requestId === requestId);
}

describe('request ids', () => {
  it('gives every answer an id, and an error answer carries the same id in its body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(res.statusCode).toBe(404);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(res.json()).toEqual({ message: expect.stringContaining('not found'), requestId: id });
    const other = await t.app.inject('/healthz');
    expect(other.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a proxy-supplied id when it is a short safe token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'edge-7f3a.42:1_b' },
      payload: { email: 'nobody@example.in', password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42:1_b');
    expect(res.json()).toEqual({ message: 'Invalid email or password', requestId: 'edge-7f3a.42:1_b' });
  });

  it('replaces an incoming id that is long or could garble a log line', async () => {
    for (const incoming of ['x'.repeat(65), 'two words', '"quoted"', 'line\\nbreak', '<script>', 'é']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': incoming } });
      expect(res.headers['x-request-id'], incoming).toMatch(UUID);
      expect(res.json<{ requestId: string }>().requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('answers validation failures and unknown paths with the id too', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ requestId: string }>().requestId).toBe(bad.headers['x-request-id']);
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Request body is not valid JSON', requestId: json.headers['x-request-id'] });
  });
});

describe('JSON request logs', () => {
  it('writes one JSON object per line, each request line carrying the request id, and no credentials', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const password = 'correct horse battery';
    const signIn = await logged.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'trace-sign-in-1', authorization: `Bearer ${shopper.token}`, cookie: `userToken=${shopper.token}` },
      payload: { email: shopper.email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const issued = signIn.json<{ token: string }>().token;

    const entries = logLinesOf('trace-sign-in-1');
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries[0]).toMatchObject({ level: 30, req: { method: 'POST', url: '/api/auth/login' } });
    expect(entries[1]).toMatchObject({ res: { statusCode: 200 } });
    expect(typeof entries[1]?.responseTime).toBe('number');
    const everything = lines.join('');
    for (const secret of [password, shopper.token, issued]) expect(everything).not.toContain(secret);
  });

  it('leaves health probes out of the log', async () => {
    const before = lines.length;
    expect((await logged.inject({ url: '/healthz', headers: { 'x-request-id': 'probe-1' } })).statusCode).toBe(200);
    expect((await logged.inject({ url: '/readyz?full=1', headers: { 'x-request-id': 'probe-2' } })).statusCode).toBe(200);
    expect(lines.slice(before).join('')).not.toContain('probe-');
    // …while an ordinary request right after is logged as usual.
    await logged.inject({ url: '/api/site', headers: { 'x-request-id': 'after-probes' } });
    expect(logLinesOf('after-probes')).toHaveLength(2);
  });
});
