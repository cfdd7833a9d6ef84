import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '../../shared/shopping/order.schema.js';
import type { Courier } from '../../shared/shipping/shipping.schema.js';
import { queryRows } from '../db/client.js';
import { orderLines } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, requestOn, startRaceShop, type RaceShop, type RaceUser } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

describeOnPostgres('shipments, cash collection and grievance resolution race on two servers', () => {
  let shop: RaceShop;
  let staff: RaceUser;
  let courier: Courier;
  let productId: string;
  beforeAll(async () => {
    shop = await startRaceShop();
    staff = await createSignedInCustomer(shop.db, { isAdmin: true });
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id limit 1`);
    productId = product?.id ?? '';
    await shop.db.update(products).set({ stock: 1000 }).where(eq(products.id, productId));
    const res = await requestOn(shop, 0, '/api/admin/couriers', {
      method: 'POST',
      token: staff.token,
      body: { name: 'Race Express', trackingUrl: 'https://track.example.in/{tracking}' },
    });
    expect(res.status, res.text).toBe(201);
    courier = res.body as Courier;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function placeOrder(quantity: number): Promise<Order> {
    const shopper = await createSignedInCustomer(shop.db);
    const added = await requestOn(shop, 0, '/api/carts/add', { method: 'POST', token: shopper.token, body: { productId, quantity } });
    expect(added.status, added.text).toBe(201);
    const res = await requestOn(shop, 1, '/api/orders', { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'cod' } });
    expect(res.status, res.text).toBe(201);
    return res.body as Order;
  }

  it('ships the same lines once when many staff ship them at once', async () => {
    const order = await placeOrder(3);
    const results = await burst(20, (i) =>
      requestOn(shop, i, `/api/admin/orders/${order._id}/shipments`, {
        method: 'POST',
        token: staff.token,
        body: { courierId: courier._id, trackingNumber: `RACE${i}`, lines: [{ productId, quantity: 2 }] },
      }),
    );
    expect(
      results.filter((r) => r.status === 201),
      results.map((r) => r.text).join('\n'),
    ).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [line] = await shop.db.select({ shipped: orderLines.shippedQuantity }).from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line?.shipped).toBe(2);
    const [counts] = await queryRows<{ shipments: number; moves: number; invoices: number; mails: number }>(
      shop.db,
      sql`select (select count(*)::int from shipments where order_id = ${order._id}) as shipments,
                 (select count(*)::int from order_status_history where order_id = ${order._id}) as moves,
                 (select count(*)::int from tax_documents where order_id = ${order._id} and kind = 'invoice') as invoices,
                 (select count(*)::int from outgoing_mail where subject like ${`%#${order.number}: %shipped`}) as mails`,
    );
    expect(counts).toEqual({ shipments: 1, moves: 1, invoices: 1, mails: 1 });
  });

  it('never ships more than ordered when staff ship the rest and a part at once', async () => {
    const order = await placeOrder(4);
    // Ten "ship the rest" and ten "ship 1" at once: whatever wins, 4 leave and not one more.
    const results = await burst(20, (i) =>
      requestOn(shop, i, `/api/admin/orders/${order._id}/shipments`, {
        method: 'POST',
        token: staff.token,
        body:
          i % 2 === 0
            ? { courierId: courier._id, trackingNumber: `REST${i}` }
            : { courierId: courier._id, trackingNumber: `ONE${i}`, lines: [{ productId, quantity: 1 }] },
      }),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const [line] = await shop.db.select({ shipped: orderLines.shippedQuantity }).from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line?.shipped).toBe(4);
    const [sum] = await queryRows<{ n: number }>(
      shop.db,
      sql`select coalesce(sum(sl.quantity), 0)::int as n from shipment_lines sl join shipments s on s.id = sl.shipment_id where s.order_id = ${order._id}`,
    );
    expect(sum?.n).toBe(4);
  });

  it('marks the cash of a delivered COD order collected once', async () => {
    const order = await placeOrder(1);
    const shipped = await requestOn(shop, 0, `/api/admin/orders/${order._id}/shipments`, {
      method: 'POST',
      token: staff.token,
      body: { courierId: courier._id, trackingNumber: 'CASH1' },
    });
    expect(shipped.status, shipped.text).toBe(201);
    const delivered = await requestOn(shop, 1, `/api/admin/orders/${order._id}`, { method: 'PATCH', token: staff.token, body: { status: 'Delivered' } });
    expect(delivered.status, delivered.text).toBe(200);
    const results = await burst(20, (i) => requestOn(shop, i, `/api/admin/orders/${order._id}/cash-collected`, { method: 'POST', token: staff.token }));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [audits] = await queryRows<{ n: number }>(
      shop.db,
      sql`select count(*)::int as n from audit_log where action = 'order.cash_collected' and entity_id = ${order._id}`,
    );
    expect(audits?.n).toBe(1);
  });

  it('resolves a grievance ticket once', async () => {
    const order = await placeOrder(1);
    const sent = await requestOn(shop, 0, '/api/contact', {
      method: 'POST',
      body: { fullName: 'Asha Rao', email: 'asha.race@example.in', subject: 'Late', message: 'Where is my parcel?', orderNumber: String(order.number) },
    });
    expect(sent.status, sent.text).toBe(201);
    const [ticket] = await queryRows<{ id: string }>(shop.db, sql`select id from grievance_tickets where order_number = ${order.number}`);
    const results = await burst(20, (i) =>
      requestOn(shop, i, `/api/admin/grievances/${ticket?.id}/resolve`, { method: 'POST', token: staff.token, body: { resolution: `Answer ${i}` } }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [mails] = await queryRows<{ n: number }>(
      shop.db,
      sql`select count(*)::int as n from outgoing_mail where to_address = 'asha.race@example.in' and subject like '%resolved'`,
    );
    expect(mails?.n).toBe(1);
  });
});
