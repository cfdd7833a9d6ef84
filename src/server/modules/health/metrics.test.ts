import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

const TOKEN = 'scrape-token-0123456789abcdef';
let plain: TestApp;
let t: TestApp;

/** An SMTP address nobody listens on: every mail fails the way it does when the mail server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  plain = await createTestApp();
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return res.body;
}

/** The value of one sample line, e.g. `wattson_orders_placed_total` or `name{label="x"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics access', () => {
  it('does not exist while METRICS_TOKEN is unset', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('wattson_');
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-scrape-token-at-all' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ message: 'A valid metrics token is required.', requestId: expect.any(String) });
      expect(res.body).not.toContain('wattson_');
    }
  });
});

describe('/metrics content', () => {
  it('counts requests by method, route pattern and status, with a latency histogram per route', async () => {
    const before = await scrape();
    const ok = 'wattson_http_requests_total{method="GET",route="/api/products/:id",status="200"}';
    const missing = 'wattson_http_requests_total{method="GET",route="/api/products/:id",status="404"}';
    await t.app.inject('/api/products/1');
    await t.app.inject('/api/products/2');
    await t.app.inject('/api/products/no-such-product');
    await t.app.inject('/api/no-such-route/at-all');
    const after = await scrape();
    expect(sample(after, ok) - sample(before, ok)).toBe(2);
    expect(sample(after, missing) - sample(before, missing)).toBe(1);
    // The pattern, never the raw URL: one series however many products are viewed.
    expect(after).not.toContain('route="/api/products/1"');
    expect(sample(after, 'wattson_http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBeGreaterThanOrEqual(1);
    const count = 'wattson_http_request_duration_seconds_count{route="/api/products/:id"}';
    expect(sample(after, count) - sample(before, count)).toBe(3);
    expect(sample(after, 'wattson_http_request_duration_seconds_bucket{route="/api/products/:id",le="+Inf"}')).toBe(sample(after, count));
    expect(after).toMatch(/^# TYPE wattson_http_request_duration_seconds histogram$/m);
  });

  it('counts successful and failed sign-ins, orders placed and failed mails', async () => {
    const before = await scrape();
    const shopper = await createSignedInCustomer(t.database.db);
    const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: shopper.email, password } });
    expect((await signIn('correct horse battery')).statusCode).toBe(200);
    expect((await signIn('wrong horse battery')).statusCode).toBe(401);
    expect((await signIn('another wrong guess')).statusCode).toBe(401);

    const auth = { authorization: `Bearer ${shopper.token}` };
    const added = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth, payload: { productId: '1', quantity: 1 } });
    expect(added.statusCode, added.body).toBe(201);
    const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
    const order = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { address, paymentMethod: 'cod' } });
    // The order stands although its confirmation mail cannot be sent (the SMTP port is closed).
    expect(order.statusCode, order.body).toBe(201);

    // The confirmation goes through the mail queue: its first attempt fails once a worker takes it.
    const mailFailures = async () => sample(await scrape(), 'wattson_mail_failures_total') - sample(before, 'wattson_mail_failures_total');
    await expect.poll(mailFailures, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    const after = await scrape();
    expect(sample(after, 'wattson_sign_ins_total{result="success"}') - sample(before, 'wattson_sign_ins_total{result="success"}')).toBe(1);
    expect(sample(after, 'wattson_sign_ins_total{result="failure"}') - sample(before, 'wattson_sign_ins_total{result="failure"}')).toBe(2);
    expect(sample(after, 'wattson_orders_placed_total') - sample(before, 'wattson_orders_placed_total')).toBe(1);
  });

  it('exposes process memory, CPU and event-loop lag', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_external_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d+(\.\d+)?$/m);
    // Every sample line is `name{labels} number`: what Prometheus' parser accepts.
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) {
      expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? (-?\d+(\.\d+)?|\+Inf)$/);
    }
  });
});
