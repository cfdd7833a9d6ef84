import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckoutSession } from '../../shared/payments/payment.schema.js';
import type { Order } from '../../shared/shopping/order.schema.js';
import type { Return } from '../../shared/shopping/return.schema.js';
import { queryRows, type Database } from '../db/client.js';
import { httpRequest } from '../faults/http-client.js';
import { killAllServers, startReadyServer, type ServerProcess } from '../faults/server-process.js';
import type { RazorpayStandIn } from '../test/razorpay-stand-in/razorpay-stand-in.js';
import { startStandIn } from '../test/razorpay-stand-in/stand-in-env.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { createRaceDatabase, type RaceDatabase } from './race-database.js';
import { burst, countStatuses, type RaceUser } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const upi = { method: 'upi', upiId: 'asha.rao@okhdfc' };

describeOnPostgres('returns race on two servers', () => {
  let race: RaceDatabase;
  let database: Database;
  let servers: ServerProcess[];
  let standIn: RazorpayStandIn;
  let staff: RaceUser;
  let productId: string;
  beforeAll(async () => {
    const started = await startStandIn();
    standIn = started.standIn;
    race = await createRaceDatabase();
    database = await race.open();
    servers = await Promise.all([0, 1].map(() => startReadyServer({ ...race.serverEnv, ...started.env })));
    staff = await createSignedInCustomer(database.db, { isAdmin: true });
    const [product] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from products where deleted_at is null and status = 'active' order by id limit 1`,
    );
    productId = product?.id ?? '';
    await database.db.execute(sql`update products set stock = 1000 where id = ${productId}`);
  }, 120_000);
  afterAll(async () => {
    await killAllServers();
    await database?.close();
    await race?.drop();
    await standIn?.stop();
  });

  const on = (i: number, path: string, options: Parameters<typeof httpRequest>[1] = {}) =>
    httpRequest(`${servers[i % servers.length]?.url ?? ''}${path}`, { timeoutMs: 60_000, ...options });

  async function delivered(quantity: number, paymentMethod: 'cod' | 'online' = 'cod'): Promise<{ shopper: RaceUser; order: Order }> {
    const shopper = await createSignedInCustomer(database.db);
    expect((await on(0, '/api/carts/add', { method: 'POST', token: shopper.token, body: { productId, quantity } })).status).toBe(201);
    const placed = await on(1, '/api/orders', { method: 'POST', token: shopper.token, body: { address, paymentMethod } });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body as Order;
    if (paymentMethod === 'online') {
      const session = (await on(0, `/api/orders/${order._id}/payment`, { method: 'POST', token: shopper.token })).body as CheckoutSession;
      const verified = await on(1, `/api/orders/${order._id}/payment/verify`, {
        method: 'POST',
        token: shopper.token,
        body: standIn.pay(session.providerOrderId).response,
      });
      expect(verified.status, verified.text).toBe(200);
    }
    for (const status of ['Shipped', 'Delivered']) {
      const moved = await on(0, `/api/admin/orders/${order._id}`, { method: 'PATCH', token: staff.token, body: { status } });
      expect(moved.status, moved.text).toBe(200);
    }
    return { shopper, order };
  }

  async function requested(quantity: number, paymentMethod: 'cod' | 'online' = 'cod'): Promise<Return> {
    const { shopper, order } = await delivered(quantity, paymentMethod);
    const body = { lines: [{ productId, quantity }], reason: 'Defective or not working', ...(paymentMethod === 'cod' ? { payout: upi } : {}) };
    const res = await on(1, `/api/orders/${order._id}/returns`, { method: 'POST', token: shopper.token, body });
    expect(res.status, res.text).toBe(201);
    return res.body as Return;
  }

  const staffMove = (i: number, id: string, body: object) => on(i, `/api/admin/returns/${id}`, { method: 'PATCH', token: staff.token, body });
  const stock = async () => (await queryRows<{ stock: number }>(database.db, sql`select stock from products where id = ${productId}`))[0]?.stock;
  const events = async (id: string, to: string) =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from return_events where return_id = ${id} and to_status = ${to}`))[0]?.n;
  const mails = async (ret: Return, status: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from outgoing_mail where subject = ${`Wattson return #${ret.number} (order #${ret.orderNumber}): ${status}`}`,
      )
    )[0]?.n;

  it('gives the last units to only as many requests as fit, when one shopper asks ten times at once', async () => {
    const { shopper, order } = await delivered(3);
    const results = await burst(10, (i) =>
      on(i, `/api/orders/${order._id}/returns`, {
        method: 'POST',
        token: shopper.token,
        body: { lines: [{ productId, quantity: 1 }], reason: 'No longer needed', payout: upi },
      }),
    );
    console.info(`[concurrency] 10 requests for 1 of 3 units: ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 201: 3, 409: 7 });
    const [line] = await queryRows<{ returned: number }>(database.db, sql`select returned_quantity as returned from order_lines where order_id = ${order._id}`);
    expect(line?.returned).toBe(3);
  });

  it('approves once when ten staff approve one return at once, with one event and one mail', async () => {
    const ret = await requested(2);
    const results = await burst(10, (i) => staffMove(i, ret._id, { status: 'Approved', note: `staff ${i}` }));
    console.info(`[concurrency] 10 approvals of one return: ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 9 });
    expect(await events(ret._id, 'Approved')).toBe(1);
    expect(await mails(ret, 'Approved')).toBe(1);
  });

  it('restocks once when ten staff mark the same goods received at once', async () => {
    const ret = await requested(2);
    expect((await staffMove(0, ret._id, { status: 'Approved' })).status).toBe(200);
    const before = await stock();
    const results = await burst(10, (i) => staffMove(i, ret._id, { status: 'Received', restock: [{ productId, quantity: 2 }] }));
    console.info(`[concurrency] 10 receipts of one return: ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 9 });
    expect(await stock()).toBe((before ?? 0) + 2);
    expect(await events(ret._id, 'Received')).toBe(1);
  });

  it('refunds a COD return once when ten staff mark it paid at once', async () => {
    const ret = await requested(1);
    expect((await staffMove(0, ret._id, { status: 'Approved' })).status).toBe(200);
    expect((await staffMove(1, ret._id, { status: 'Received' })).status).toBe(200);
    const results = await burst(10, (i) => staffMove(i, ret._id, { status: 'Refunded', reference: `UTR${i}` }));
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 9 });
    expect(await events(ret._id, 'Refunded')).toBe(1);
    expect(await mails(ret, 'Refunded')).toBe(1);
  });

  it('asks the provider for one refund when ten staff refund an online return at once', async () => {
    const ret = await requested(2, 'online');
    expect((await staffMove(0, ret._id, { status: 'Approved' })).status).toBe(200);
    expect((await staffMove(1, ret._id, { status: 'Received' })).status).toBe(200);
    const results = await burst(10, (i) => staffMove(i, ret._id, { status: 'Refunded' }));
    console.info(`[concurrency] 10 online refunds of one return: ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 9 });
    const rows = await queryRows<{ amount: number; refunded: number }>(
      database.db,
      sql`select r.amount_paise as amount, p.refunded_paise as refunded from refunds r join payments p on p.id = r.payment_id where r.order_id = ${ret.orderId}`,
    );
    expect(rows).toEqual([{ amount: Math.round(ret.refund * 100), refunded: Math.round(ret.refund * 100) }]);
  });
});
