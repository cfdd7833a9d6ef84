import { afterAll, describe, expect, it } from 'vitest';
import { startCheckoutLoad, waitForCheckouts } from './checkout-load.js';
import { createFaultStore, type FaultStore } from './fault-store.js';
import { httpRequest, type HttpResult } from './http-client.js';
import { checkIntegrity } from './integrity-checks.js';
import { ledgerProblems } from './order-ledger.js';
import { reportFigures } from './report.js';
import { killAllServers, startReadyServer } from './server-process.js';
import { prepareShop } from './shop-setup.js';

/** What orchestrators allow between SIGTERM and SIGKILL by default (Kubernetes: 30 s, we promise 10). */
const EXIT_WITHIN_MS = 10_000;

let store: FaultStore | undefined;
afterAll(async () => {
  await killAllServers();
  await store?.drop();
});

describe('SIGTERM while 20 shoppers check out (PGlite)', () => {
  it('finishes the requests in flight, refuses new ones cleanly, exits 0 within 10 s and leaves a sound database', async () => {
    const began = Date.now();
    store = await createFaultStore('pglite');
    const shop = await prepareShop(store, { shoppers: 21, products: 5 });
    const [patient, ...shoppers] = shop.shoppers;
    const loadShop = { ...shop, shoppers };
    const preparedMs = Date.now() - began;
    const server = await startReadyServer(store.serverEnv);
    const startMs = Date.now() - began - preparedMs;
    // One request is certainly being handled when the signal comes: its body is still arriving.
    let sendRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const slowAdd = httpRequest(`${server.url}/api/carts/add`, {
      method: 'POST',
      token: patient?.token,
      body: { productId: shop.productIds[0], quantity: 1 },
      holdBodyUntil: rest,
    });
    const load = startCheckoutLoad(server.url, loadShop);
    await waitForCheckouts(load, 30, 3);

    const inFlight = load.inFlight();
    const sigtermAt = Date.now();
    server.kill('SIGTERM');
    setTimeout(sendRest, 300);
    // A newcomer knocks until turned away, like the shoppers (each stops at its first refusal).
    const knocks: HttpResult[] = [];
    const knocking = (async () => {
      for (;;) {
        const knock = await httpRequest(`${server.url}/api/products?pageSize=1`, { timeoutMs: EXIT_WITHIN_MS });
        knocks.push(knock);
        if (knock.status !== 200) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    // Waiting longer than the promise only to report how long it took, rather than a bare test timeout.
    const exit = await Promise.race([server.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2 * EXIT_WITHIN_MS))]);
    const exitMs = Date.now() - sigtermAt;
    if (!exit) throw new Error(`still running ${exitMs} ms after SIGTERM:\n${server.output()}`);
    const [held] = await Promise.all([slowAdd, load.done, knocking]);
    // Once it has gone, the port refuses connections.
    knocks.push(await httpRequest(`${server.url}/api/products?pageSize=1`));

    expect(exit.code, server.output()).toBe(0);
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);

    const requests = [...load.log.requests, ...knocks.map((k) => ({ ...k, kind: 'knock' as const }))];
    const explain = (r: HttpResult & { kind: string }) =>
      `${r.kind} started ${r.startedAt - sigtermAt} ms after SIGTERM: ${r.status} ${r.error ?? ''} ${r.text.slice(0, 80)}`;
    // Requests sent before the signal were answered, in full: the work or a clean 503, never a cut connection.
    const before = requests.filter((r) => r.startedAt < sigtermAt);
    expect(before.filter((r) => r.status !== 201 && r.status !== 503).map(explain)).toEqual([]);
    // The request being received when the signal came was completed and answered.
    expect(held.status, held.text).toBe(201);
    expect(held.finishedAt).toBeGreaterThan(sigtermAt + 250);
    const finishedInFlight = before.filter((r) => r.finishedAt >= sigtermAt && r.status === 201).length;
    // Afterwards: an answer (201/200 while draining, or 503 { message }) or a refused connection; never a reset or a hang.
    const after = requests.filter((r) => r.startedAt >= sigtermAt);
    expect(after.filter((r) => ![200, 201, 503].includes(r.status) && r.error !== 'ECONNREFUSED').map(explain)).toEqual([]);
    for (const r of after.filter((x) => x.status === 503)) expect(r.body, explain(r)).toHaveProperty('message');
    const refused = after.filter((r) => r.status === 503 || r.error === 'ECONNREFUSED');
    expect(refused.length).toBeGreaterThan(0);

    const checksBegan = Date.now();
    const sql = await store.openSql();
    try {
      const ledger = await ledgerProblems(sql, loadShop, load.log);
      const integrity = await checkIntegrity(sql);
      expect(ledger.problems).toEqual([]);
      expect(integrity.problems).toEqual([]);
      reportFigures('graceful stop pglite', {
        requestsInFlightAtSigterm: inFlight.length + 1,
        slowRequestAnswered: `${held.status} after ${held.finishedAt - sigtermAt} ms`,
        inFlightAnswered201: finishedInFlight,
        inFlightAnswered503: before.filter((r) => r.finishedAt >= sigtermAt && r.status === 503).length,
        sentAfterSigtermAnswered503: after.filter((r) => r.status === 503).length,
        refusedConnections: after.filter((r) => r.error === 'ECONNREFUSED').length,
        exitCode: exit.code,
        exitAfterSigtermMs: exitMs,
        ...ledger.figures,
        phasesMs: { prepare: preparedMs, start: startMs, checks: Date.now() - checksBegan, total: Date.now() - began },
      });
    } finally {
      await sql.close();
    }
  });
});
