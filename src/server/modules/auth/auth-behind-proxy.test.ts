import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A load balancer at 10.0.0.2 forwarding for shoppers; the per-IP budget is 2 sign-in attempts an hour. */
const PROXY = '10.0.0.2';
let behindProxy: TestApp;
let direct: TestApp;

beforeAll(async () => {
  behindProxy = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: '2', TRUST_PROXY: PROXY });
  direct = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: '2' });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

function signIn(t: TestApp, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'someone@example.in', password: 'not-the-password' },
  });
}

describe('per-IP limits behind a proxy', () => {
  it('with TRUST_PROXY, gives each shopper their own budget from X-Forwarded-For', async () => {
    const statuses = [];
    for (const client of ['203.0.113.7', '203.0.113.7', '203.0.113.7', '198.51.100.4']) statuses.push((await signIn(behindProxy, client)).statusCode);
    expect(statuses).toEqual([401, 401, 429, 401]);
  });

  it('only believes the hop it trusts: a forged first entry does not buy a fresh budget', async () => {
    // The proxy appends the address it saw; whatever the client wrote before it is ignored.
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await signIn(behindProxy, `${forged}, 192.0.2.55`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('without TRUST_PROXY, ignores the header: everyone behind the proxy shares its budget', async () => {
    const statuses = [];
    for (const client of ['203.0.113.7', '198.51.100.4', '192.0.2.1']) statuses.push((await signIn(direct, client)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
