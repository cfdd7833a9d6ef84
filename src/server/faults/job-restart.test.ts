import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createFaultStore, type FaultStore } from './fault-store.js';
import { httpRequest } from './http-client.js';
import { freePort, killAllServers, startReadyServer, stopServer } from './server-process.js';
import { prepareShop } from './shop-setup.js';

const METRICS_TOKEN = 'job-restart-metrics-token';
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

let store: FaultStore | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  await killAllServers();
  await sink?.close();
  await store?.drop();
});

async function mailFailures(url: string): Promise<number> {
  const res = await httpRequest(`${url}/metrics`, { token: METRICS_TOKEN });
  return Number(/^wattson_mail_failures_total (\d+)/m.exec(res.text)?.[1] ?? 0);
}

describe('a queued mail survives a crash of the server sending it (PGlite, real SMTP)', () => {
  it('is delivered by the next server on the same database once the mail server is back', async () => {
    store = await createFaultStore('pglite');
    const [shopper] = (await prepareShop(store, { shoppers: 1, products: 1 })).shoppers;
    if (!shopper) throw new Error('no shopper');
    const smtpPort = await freePort();
    const env = { ...store.serverEnv, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_DELAY_SECONDS: '2', METRICS_TOKEN };

    // 1. Nothing listens on the SMTP port: the order is placed, its mail's first attempt fails.
    const first = await startReadyServer(env);
    expect((await httpRequest(`${first.url}/api/carts/add`, { method: 'POST', token: shopper.token, body: { productId: '1', quantity: 1 } })).status).toBe(201);
    const order = await httpRequest(`${first.url}/api/orders`, { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'cod' } });
    expect(order.status, order.text).toBe(201);
    const deadline = Date.now() + 20_000;
    while ((await mailFailures(first.url)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailFailures(first.url)).toBeGreaterThan(0);

    // 2. The server dies. What it left in the database: the mail queued, its job waiting for a retry.
    first.kill('SIGKILL');
    await first.exited;
    const session = await store.openSql();
    try {
      expect(await session.query(`select status from outgoing_mail where to_address = $1`, [shopper.email])).toEqual([{ status: 'queued' }]);
      expect(await session.query(`select state from pgboss.job where name = 'mail'`)).toEqual([{ state: 'retry' }]);
    } finally {
      await session.close();
    }

    // 3. The mail server is back, and a new server starts on the same data: it delivers the mail.
    sink = await startSmtpSink(smtpPort);
    const second = await startReadyServer(env);
    const until = Date.now() + 30_000;
    while (!sink.messages.some((m) => m.to.includes(shopper.email)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    const delivered = sink.messages.filter((m) => m.to.includes(shopper.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.raw).toContain(`Subject: Wattson order #${(order.body as { number: number }).number} confirmed`);
    await stopServer(second);
  });
});
