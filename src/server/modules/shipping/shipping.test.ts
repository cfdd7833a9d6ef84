import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { Courier, OrderTracking, Shipment, StaffOrderTracking } from '../../../shared/shipping/shipping.schema.js';
import { queryRows } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let staff: { id: string; email: string; token: string };
let courier: Courier;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
  await t.database.db
    .update(products)
    .set({ stock: 1000 })
    .where(sql`${products.id} in ('1', '2', '3')`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/couriers',
    headers: auth(staff.token),
    payload: { name: `Delhivery ${Date.now()}`, trackingUrl: 'https://www.delhivery.com/track/package/{tracking}' },
  });
  expect(res.statusCode, res.body).toBe(201);
  courier = res.json<Courier>();
});
afterAll(async () => {
  await t?.close();
});

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

async function placeOrder(
  lines: [string, number][] = [
    ['1', 2],
    ['2', 1],
  ],
) {
  const shopper = await createSignedInCustomer(t.database.db);
  for (const [productId, quantity] of lines) {
    const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(shopper.token), payload: { productId, quantity } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(shopper.token), payload: { address, paymentMethod: 'cod' } });
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, order: res.json<Order>() };
}

function ship(orderId: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/shipments`, headers: auth(staff.token), payload });
}

describe('couriers', () => {
  it('lists the couriers staff add and edit, and refuses a pattern without {tracking}', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/couriers', headers: auth(staff.token) });
    expect(list.json<Courier[]>().map((c) => c._id)).toContain(courier._id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/couriers',
      headers: auth(staff.token),
      payload: { name: 'X', trackingUrl: 'https://x.example/track' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'trackingUrl' });
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/admin/couriers',
      headers: auth(staff.token),
      payload: { name: 'X', trackingUrl: 'javascript:alert({tracking})' },
    });
    expect(script.statusCode).toBe(400);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/couriers',
      headers: auth(staff.token),
      payload: { name: courier.name.toUpperCase(), trackingUrl: courier.trackingUrl },
    });
    expect(dup.statusCode).toBe(409);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/couriers/${courier._id}`,
      headers: auth(staff.token),
      payload: { name: courier.name, trackingUrl: 'https://www.delhivery.com/track-v2/package/{tracking}', active: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    courier = edited.json<Courier>();
    const shopper = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/couriers', headers: auth(shopper.token) })).statusCode).toBe(403);
  });
});

describe('shipments with tracking', () => {
  it('ships an order with a courier and tracking number: Shipped, invoiced, history written, the shopper sees the link and gets the mail', async () => {
    const { shopper, order } = await placeOrder();
    const res = await ship(order._id, { courierId: courier._id, trackingNumber: 'DL123456789IN', expectedOn: '2026-12-04' });
    expect(res.statusCode, res.body).toBe(201);
    const shipped = res.json<Order & { shipment: Shipment }>();
    expect(shipped.status).toBe('Shipped');
    expect(shipped.invoice).not.toBeNull();
    expect(shipped.shipment).toMatchObject({
      courier: courier.name,
      trackingNumber: 'DL123456789IN',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/DL123456789IN',
      expectedOn: '2026-12-04',
    });
    expect(shipped.shipment.items.map((i) => i.quantity).sort()).toEqual([1, 2]);

    const tracking = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/tracking`, headers: auth(shopper.token) });
    expect(tracking.statusCode, tracking.body).toBe(200);
    const seen = tracking.json<OrderTracking>();
    expect(seen.shipments[0]?.trackingUrl).toBe('https://www.delhivery.com/track-v2/package/DL123456789IN');
    expect(seen.history).toEqual([{ from: 'Processing', to: 'Shipped', at: expect.any(String), note: expect.stringContaining('DL123456789IN') }]);

    const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      t.database.db,
      sql`select subject, text_body, html_body from outgoing_mail where to_address = ${shopper.email} and subject like '%shipped%'`,
    );
    expect(mail?.subject).toBe(`Wattson order #${order.number}: shipped`);
    expect(mail?.text_body).toContain(`Courier: ${courier.name}`);
    expect(mail?.text_body).toContain('Expected by: Fri, 4 Dec 2026');
    expect(mail?.html_body).toContain('<a href="https://www.delhivery.com/track-v2/package/DL123456789IN">DL123456789IN</a>');

    // Another shopper's order answers like a missing one.
    const other = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/tracking`, headers: auth(other.token) })).statusCode).toBe(404);
  });

  it('leaves the expected date out when staff give none', async () => {
    const { shopper, order } = await placeOrder([['3', 1]]);
    const res = await ship(order._id, { courierId: courier._id, trackingNumber: 'NODATE1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ shipment: Shipment }>().shipment.expectedOn).toBeNull();
    const [mail] = await queryRows<{ text_body: string }>(
      t.database.db,
      sql`select text_body from outgoing_mail where to_address = ${shopper.email} and subject like '%shipped%'`,
    );
    expect(mail?.text_body).not.toContain('Expected by');
  });

  it('ships some lines, then the rest, never more than ordered', async () => {
    const { order } = await placeOrder([
      ['1', 3],
      ['2', 2],
    ]);
    const first = await ship(order._id, { courierId: courier._id, trackingNumber: 'PART-1', lines: [{ productId: '1', quantity: 2 }] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Order>().status).toBe('Shipped');

    const tooMany = await ship(order._id, { courierId: courier._id, trackingNumber: 'PART-2', lines: [{ productId: '1', quantity: 2 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toMatch(/Only 1 of .* is left to ship/);
    const notInOrder = await ship(order._id, { courierId: courier._id, trackingNumber: 'PART-2', lines: [{ productId: '4', quantity: 1 }] });
    expect(notInOrder.statusCode).toBe(400);

    // Without lines, the rest goes: 1 of product 1 and both of product 2.
    const rest = await ship(order._id, { courierId: courier._id, trackingNumber: 'PART-2' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(
      rest
        .json<{ shipment: Shipment }>()
        .shipment.items.map((i) => [i.productId, i.quantity])
        .sort(),
    ).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
    const nothingLeft = await ship(order._id, { courierId: courier._id, trackingNumber: 'PART-3' });
    expect(nothingLeft.statusCode).toBe(409);

    const staffView = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/tracking`, headers: auth(staff.token) });
    const tracking = staffView.json<StaffOrderTracking>();
    expect(tracking.shipments).toHaveLength(2);
    expect(tracking.lines.every((l) => l.shipped === l.quantity)).toBe(true);
    // One status change (the first parcel), not one per parcel.
    expect(tracking.history).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and shipping a cancelled order with 409', async () => {
    const { shopper, order } = await placeOrder([['1', 1]]);
    for (const [payload, field] of [
      [{ courierId: 'nope', trackingNumber: 'A1' }, 'courierId'],
      [{ courierId: courier._id, trackingNumber: '' }, 'trackingNumber'],
      [{ courierId: courier._id, trackingNumber: 'A1<script>' }, 'trackingNumber'],
      [{ courierId: courier._id, trackingNumber: 'A1', expectedOn: '2026-13-40' }, 'expectedOn'],
      [{ courierId: courier._id, trackingNumber: 'A1', lines: [{ productId: '1', quantity: 0 }] }, 'lines'],
      [{ courierId: courier._id, trackingNumber: 'A1', lines: [] }, 'lines'],
    ] as const) {
      const res = await ship(order._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ field?: string }>().field?.split('.')[0]).toBe(field);
    }
    const unknownCourier = await ship(order._id, { courierId: '00000000-0000-4000-8000-000000000000', trackingNumber: 'A1' });
    expect(unknownCourier.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: auth(shopper.token) })).statusCode).toBe(200);
    expect((await ship(order._id, { courierId: courier._id, trackingNumber: 'A1' })).statusCode).toBe(409);
  });
});

describe('status history', () => {
  it('records every change with who and the note; the shopper sees dates and notes without staff names', async () => {
    const { shopper, order } = await placeOrder([['1', 1]]);
    expect((await ship(order._id, { courierId: courier._id, trackingNumber: 'HIST1', note: 'Packed in two boxes' })).statusCode).toBe(201);
    const delivered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}`,
      headers: auth(staff.token),
      payload: { status: 'Delivered', note: 'Signed for by the security desk' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const staffView = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/tracking`, headers: auth(staff.token) })
    ).json<StaffOrderTracking>();
    const [user] = await queryRows<{ username: string }>(t.database.db, sql`select username from users where id = ${staff.id}`);
    expect(staffView.history).toEqual([
      { from: 'Processing', to: 'Shipped', at: expect.any(String), note: 'Packed in two boxes', actor: 'staff', by: user?.username },
      { from: 'Shipped', to: 'Delivered', at: expect.any(String), note: 'Signed for by the security desk', actor: 'staff', by: user?.username },
    ]);

    const shopperView = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/tracking`, headers: auth(shopper.token) });
    expect(shopperView.body).not.toContain(user?.username ?? '--');
    expect(shopperView.json<OrderTracking>().history.map((h) => [h.to, h.note])).toEqual([
      ['Shipped', 'Packed in two boxes'],
      ['Delivered', 'Signed for by the security desk'],
    ]);
  });

  it('refuses a note over 500 characters with a 400 naming it, and moves nothing', async () => {
    const { order } = await placeOrder([['1', 1]]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}`,
      headers: auth(staff.token),
      payload: { status: 'Cancelled', note: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'note' });
    const view = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/tracking`, headers: auth(staff.token) })).json<StaffOrderTracking>();
    expect(view.history).toEqual([]);
  });

  it("records a shopper's own cancel as the shopper's", async () => {
    const { shopper, order } = await placeOrder([['1', 1]]);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: auth(shopper.token) })).statusCode).toBe(200);
    const staffView = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/tracking`, headers: auth(staff.token) })
    ).json<StaffOrderTracking>();
    expect(staffView.history).toMatchObject([{ from: 'Processing', to: 'Cancelled', actor: 'shopper' }]);
  });
});

describe('cash collected', () => {
  it('marks a delivered COD order once, audited; refuses before delivery', async () => {
    const { order } = await placeOrder([['1', 1]]);
    const mark = () => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/cash-collected`, headers: auth(staff.token) });
    expect((await mark()).statusCode).toBe(409);
    expect((await ship(order._id, { courierId: courier._id, trackingNumber: 'COD1' })).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: auth(staff.token), payload: { status: 'Delivered' } })).statusCode,
    ).toBe(200);
    const first = await mark();
    expect(first.statusCode, first.body).toBe(200);
    const second = await mark();
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe('The cash for this order is already marked collected');
    const view = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/tracking`, headers: auth(staff.token) })).json<StaffOrderTracking>();
    expect(view.cashCollected?.at).toBe(first.json<{ at: string }>().at);
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'order.cash_collected' and entity_id = ${order._id}`,
    );
    expect(audits[0]?.n).toBe(1);
  });
});

describe('packing slips', () => {
  it('prints one order, or many in one PDF, with the order numbers', async () => {
    const a = await placeOrder([['1', 1]]);
    const b = await placeOrder([['2', 1]]);
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${a.order._id}/packing-slip.pdf`, headers: auth(staff.token) });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.rawPayload.toString('latin1')).toContain(`Packing slip #${a.order.number}`);

    const many = await t.app.inject({ method: 'GET', url: `/api/admin/packing-slips.pdf?ids=${a.order._id},${b.order._id}`, headers: auth(staff.token) });
    expect(many.statusCode).toBe(200);
    const text = many.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/packing-slips.pdf?ids=nope', headers: auth(staff.token) })).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/packing-slips.pdf?ids=${a.order._id},00000000-0000-4000-8000-000000000000`,
      headers: auth(staff.token),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${a.order._id}/packing-slip.pdf`, headers: auth(a.shopper.token) })).statusCode).toBe(
      403,
    );
  });
});
