import { expect } from 'vitest';
import { startCheckoutLoad, waitForCheckouts } from './checkout-load.js';
import type { FaultStore } from './fault-store.js';
import { httpRequest } from './http-client.js';
import { checkIntegrity } from './integrity-checks.js';
import { ledgerProblems } from './order-ledger.js';
import { reportFigures } from './report.js';
import { startReadyServer, stopServer } from './server-process.js';
import { prepareShop } from './shop-setup.js';

/**
 * kill -9 while 20 shoppers check out, restart, then hold the database to every answer given:
 * the same scenario for each engine (crash.test.ts, crash.postgres.test.ts).
 */
export async function crashDuringCheckout(store: FaultStore): Promise<void> {
  const began = Date.now();
  const shop = await prepareShop(store, { shoppers: 20, products: 5 });
  const preparedMs = Date.now() - began;
  const first = await startReadyServer(store.serverEnv);
  const firstStartMs = Date.now() - began - preparedMs;

  const load = startCheckoutLoad(first.url, shop);
  await waitForCheckouts(load, 40, 3);
  const inFlight = load.inFlight();
  first.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  await load.done;

  // Before the kill every request was answered normally; after it, none was answered at all.
  expect(load.log.requests.filter((r) => r.status !== 0 && r.status !== 201).map((r) => `${r.kind} ${r.status} ${r.text}`)).toEqual([]);
  const checkoutsCut = inFlight.filter((r) => r.kind === 'checkout').length;
  expect(checkoutsCut, 'the kill must land while checkouts are running').toBeGreaterThan(0);

  const restartedAt = Date.now();
  const second = await startReadyServer(store.serverEnv);
  const restartMs = Date.now() - restartedAt;
  // Through the API, as each shopper would see it: every order answered 201 is there, unchanged.
  for (const answered of load.log.answeredOrders) {
    const shopper = shop.shoppers.find((s) => s.id === answered.shopperId);
    const res = await httpRequest(`${second.url}/api/orders/${answered.orderId}`, { token: shopper?.token });
    expect(res.status, `order ${answered.orderId}`).toBe(200);
    const body = res.body as { items: { productId: string; quantity: number }[]; total: number };
    expect(body.total).toBe(answered.total);
    expect(body.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(answered.items.map((i) => [i.productId, i.quantity]).sort());
  }
  expect((await stopServer(second)).code).toBe(0);

  // Then straight from the database (PGlite admits one process at a time, hence after the stop).
  const checksBegan = Date.now();
  const sql = await store.openSql();
  try {
    const ledger = await ledgerProblems(sql, shop, load.log);
    const integrity = await checkIntegrity(sql);
    expect(ledger.problems).toEqual([]);
    expect(integrity.problems).toEqual([]);
    expect(ledger.figures.answeredOrdersFound).toBe(load.log.answeredOrders.length);
    reportFigures(`crash ${store.engine}`, {
      ...ledger.figures,
      requestsInFlightAtKill: inFlight.length,
      checkoutsInFlightAtKill: checkoutsCut,
      restartToReadyMs: restartMs,
      phasesMs: { prepare: preparedMs, firstStart: firstStartMs, checks: Date.now() - checksBegan, total: Date.now() - began },
      integrityChecked: integrity.checked,
    });
  } finally {
    await sql.close();
  }
}
