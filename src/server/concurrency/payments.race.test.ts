import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckoutSession } from '../../shared/payments/payment.schema.js';
import type { Order } from '../../shared/shopping/order.schema.js';
import { queryRows, type Database } from '../db/client.js';
import { products } from '../db/schema/products.js';
import { killAllServers, startReadyServer, type ServerProcess } from '../faults/server-process.js';
import { expirePendingOrder } from '../modules/payments/payments.service.js';
import type { PaymentDeps } from '../modules/payments/payment-deps.js';
import type { RazorpayStandIn } from '../test/razorpay-stand-in/razorpay-stand-in.js';
import { startStandIn } from '../test/razorpay-stand-in/stand-in-env.js';
import { createTestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { createRaceDatabase, type RaceDatabase } from './race-database.js';
import { burst, countStatuses, type RaceUser } from './race-shop.js';
import { httpRequest } from '../faults/http-client.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

describeOnPostgres('online payments race on two servers', () => {
  let race: RaceDatabase;
  let database: Database;
  let servers: ServerProcess[];
  let standIn: RazorpayStandIn;
  let staff: RaceUser;
  beforeAll(async () => {
    const started = await startStandIn();
    standIn = started.standIn;
    race = await createRaceDatabase();
    database = await race.open();
    servers = await Promise.all([0, 1].map(() => startReadyServer({ ...race.serverEnv, ...started.env })));
    staff = await createSignedInCustomer(database.db, { isAdmin: true });
  }, 120_000);
  afterAll(async () => {
    await killAllServers();
    await database?.close();
    await race?.drop();
    await standIn?.stop();
  });

  const on = (i: number, path: string, options: Parameters<typeof httpRequest>[1] = {}) =>
    httpRequest(`${servers[i % servers.length]?.url ?? ''}${path}`, { timeoutMs: 60_000, ...options });

  async function placeOnline(productId: string): Promise<{ shopper: RaceUser; order: Order; session: CheckoutSession }> {
    const shopper = await createSignedInCustomer(database.db);
    expect((await on(0, '/api/carts/add', { method: 'POST', token: shopper.token, body: { productId, quantity: 2 } })).status).toBe(201);
    const placed = await on(1, '/api/orders', { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'online' } });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body as Order;
    const session = await on(0, `/api/orders/${order._id}/payment`, { method: 'POST', token: shopper.token });
    expect(session.status, session.text).toBe(200);
    return { shopper, order, session: session.body as CheckoutSession };
  }

  const confirmations = async (orderNumber: number) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from outgoing_mail where subject = ${`Wattson order #${orderNumber} confirmed`}`,
      )
    )[0]?.n;

  it('completes an order once when ten confirmations of one payment arrive at once on both servers', async () => {
    const { shopper, order, session } = await placeOnline('401');
    const { response } = standIn.pay(session.providerOrderId);
    const results = await burst(10, (i) => on(i, `/api/orders/${order._id}/payment/verify`, { method: 'POST', token: shopper.token, body: response }));
    console.info(`[concurrency] 10 confirmations of one payment: ${JSON.stringify(countStatuses(results))}`);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await queryRows<{ status: string; payment: string; captured: number }>(
      database.db,
      sql`select o.status, p.status as payment, (select count(*)::int from payments x where x.order_id = o.id and x.captured_at is not null) as captured from orders o join payments p on p.order_id = o.id where o.id = ${order._id}`,
    );
    expect(row).toEqual({ status: 'Processing', payment: 'captured', captured: 1 });
    expect(await confirmations(order.number)).toBe(1);
  });

  it('applies the same webhook, delivered three times at once, once', async () => {
    const { order, session } = await placeOnline('402');
    const { payment } = standIn.pay(session.providerOrderId);
    const hook = standIn.webhook('payment.captured', { paymentId: payment.id });
    const other = standIn.webhook('order.paid', { paymentId: payment.id, orderId: session.providerOrderId });
    const answers = await Promise.all(
      [hook, hook, hook, other].map((h, i) =>
        fetch(`${servers[i % 2]?.url ?? ''}/api/webhooks/razorpay`, { method: 'POST', headers: h.headers, body: h.body }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { status: string },
        })),
      ),
    );
    console.info(`[concurrency] one payment's webhooks at once: ${answers.map((a) => `${a.status} ${a.body.status}`).join(', ')}`);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'completed')).toHaveLength(1);
    expect(await confirmations(order.number)).toBe(1);
  });

  it('returns the stock of an expired order exactly once, however many expiries and cancels race', async () => {
    await database.db.update(products).set({ stock: 500 }).where(eq(products.id, '403'));
    const { shopper, order } = await placeOnline('403');
    await database.db.execute(sql`update orders set created_at = now() - interval '40 minutes' where id = ${order._id}`);
    const app = await createTestApp({ DATABASE_URL: race.url });
    try {
      // The test's own pool: real parallel transactions on PostgreSQL, beside the shopper's cancels on both servers.
      const deps: PaymentDeps = { db: database.db, provider: app.app.paymentProvider, jobs: app.app.jobs, publicUrl: 'http://localhost', expiryMinutes: 30 };
      const outcomes = await Promise.all([
        ...Array.from({ length: 8 }, () => expirePendingOrder(deps, order._id).catch(() => 'error')),
        ...[0, 1].map((i) => on(i, `/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token }).then((r) => `cancel ${r.status}`)),
      ]);
      console.info(`[concurrency] 8 expiries and 2 cancels of one unpaid order: ${outcomes.join(', ')}`);
      expect(outcomes.filter((o) => o === 'expired' || o === 'cancel 200')).toHaveLength(1);
    } finally {
      await app.close();
    }
    const [stock] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, '403'));
    expect(stock?.stock).toBe(500);
  });

  it('refunds once for a double-clicked refund, and never more than was paid across both servers', async () => {
    const { shopper, order, session } = await placeOnline('404');
    expect(
      (await on(0, `/api/orders/${order._id}/payment/verify`, { method: 'POST', token: shopper.token, body: standIn.pay(session.providerOrderId).response }))
        .status,
    ).toBe(200);
    const same = await burst(10, (i) =>
      on(i, `/api/admin/orders/${order._id}/refunds`, {
        method: 'POST',
        token: staff.token,
        headers: { 'idempotency-key': 'double-click-001' },
        body: { amount: 1, reason: 'Goodwill' },
      }),
    );
    console.info(`[concurrency] 10 refunds with one key: ${JSON.stringify(countStatuses(same))}`);
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(same.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(same.map((r) => (r.body as { _id: string })._id)).size).toBe(1);
    // Ten different refunds of 30% each: at most three fit.
    const part = Math.floor(order.total * 30) / 100;
    const many = await burst(10, (i) =>
      on(i, `/api/admin/orders/${order._id}/refunds`, {
        method: 'POST',
        token: staff.token,
        headers: { 'idempotency-key': `many-refunds-${i}` },
        body: { amount: part, reason: 'Part' },
      }),
    );
    console.info(`[concurrency] 10 different 30% refunds: ${JSON.stringify(countStatuses(many))}`);
    expect(many.filter((r) => r.status === 201)).toHaveLength(3);
    const [row] = await queryRows<{ refunded: number; amount: number; asked: number }>(
      database.db,
      sql`select p.refunded_paise as refunded, p.amount_paise as amount, (select sum(amount_paise)::int from refunds r where r.payment_id = p.id) as asked from payments p where p.order_id = ${order._id}`,
    );
    expect(row?.refunded).toBe(row?.asked);
    expect(row?.refunded).toBeLessThanOrEqual(row?.amount ?? 0);
    // The workers on both servers ask Razorpay once per refund, each under its own idempotency key.
    const deadline = Date.now() + 30_000;
    let processed = 0;
    while (Date.now() < deadline && processed < 4) {
      processed =
        (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from refunds where order_id = ${order._id} and status = 'processed'`))[0]
          ?.n ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(processed).toBe(4);
    const providerRefunds = [...standIn.refunds.values()].filter((r) => standIn.payments.get(r.payment_id)?.order_id === session.providerOrderId);
    expect(providerRefunds).toHaveLength(4);
    expect(providerRefunds.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(Math.round(order.total * 100));
  });
});
