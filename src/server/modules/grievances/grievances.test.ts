import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { Grievance } from '../../../shared/shipping/grievance.schema.js';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp({ SHOP_EMAIL: 'owner@wattson.test' });
  staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

let nextHost = 1;
const freshIp = () => `10.9.0.${nextHost++}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

function contact(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as Record<string, unknown>, remoteAddress: freshIp() });
}

async function anOrder(): Promise<{ email: string; order: Order }> {
  const shopper = await createSignedInCustomer(t.database.db);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(shopper.token), payload: { productId: '1', quantity: 1 } })).statusCode,
  ).toBe(201);
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(shopper.token), payload: { address, paymentMethod: 'cod' } });
  expect(res.statusCode, res.body).toBe(201);
  return { email: shopper.email, order: res.json<Order>() };
}

async function openTickets(): Promise<Grievance[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/grievances', headers: auth(staff.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Grievance[]>();
}

describe('grievance tickets', () => {
  it('gives an order-related message a ticket and queues the acknowledgement at once; staff see it open with its age and resolve it once', async () => {
    const { email, order } = await anOrder();
    const res = await contact({ fullName: 'Asha Rao', email, subject: 'Fan arrived dented', message: 'The blade is bent.', orderNumber: `#${order.number}` });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<{ message: string; ticket: string }>();
    expect(reply.ticket).toMatch(/^WG-\d+$/);
    expect(reply.message).toBe(`Your message has been sent. We will contact you soon! Your ticket number is ${reply.ticket}.`);

    // Queued in the request's transaction, not waiting on SMTP.
    const mails = await queryRows<{ subject: string; text_body: string }>(
      t.database.db,
      sql`select subject, text_body from outgoing_mail where to_address = ${email} and subject like '%ticket%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Wattson ticket ${reply.ticket}: we have your message`);
    expect(mails[0]?.text_body).toContain(`order #${order.number}`);

    const ticket = (await openTickets()).find((g) => g.ticket === reply.ticket);
    expect(ticket).toMatchObject({ status: 'Open', orderNumber: order.number, orderId: order._id, email, subject: 'Fan arrived dented', ageDays: 0 });

    // An old ticket shows its age in days.
    await t.database.db.execute(sql`update grievance_tickets set created_at = now() - interval '10 days' where id = ${ticket?._id ?? ''}`);
    expect((await openTickets()).find((g) => g.ticket === reply.ticket)?.ageDays).toBe(10);

    const resolve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/grievances/${ticket?._id}/resolve`,
        headers: auth(staff.token),
        payload: { resolution: 'A replacement fan ships today.' },
      });
    const first = await resolve();
    expect(first.statusCode, first.body).toBe(200);
    expect((await resolve()).statusCode).toBe(409);
    expect((await openTickets()).some((g) => g.ticket === reply.ticket)).toBe(false);
    const resolved = await t.app.inject({ method: 'GET', url: '/api/admin/grievances?status=Resolved', headers: auth(staff.token) });
    expect(resolved.json<Grievance[]>().find((g) => g.ticket === reply.ticket)).toMatchObject({
      status: 'Resolved',
      resolution: 'A replacement fan ships today.',
    });
  });

  it('opens a ticket for an order number that is not the sender’s, without linking the order', async () => {
    const { order } = await anOrder();
    const res = await contact({
      fullName: 'Someone Else',
      email: 'someone@example.in',
      subject: 'Where is it?',
      message: 'Please check.',
      orderNumber: String(order.number),
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = (await openTickets()).find((g) => g.ticket === res.json<{ ticket: string }>().ticket);
    expect(ticket).toMatchObject({ orderNumber: order.number, orderId: null });
  });

  it('keeps other messages ticketless and refuses a bad order number with a 400 naming the field', async () => {
    const plain = await contact({
      fullName: 'Meera Iyer',
      email: 'meera@example.in',
      subject: 'Bulk order',
      message: 'Do you do GST invoices?',
      orderNumber: '',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toEqual({ message: 'Your message has been sent. We will contact you soon!' });
    for (const orderNumber of ['abc', '12.5', '-3', '99999999999999999']) {
      const bad = await contact({ fullName: 'Meera Iyer', email: 'meera@example.in', subject: 'x', message: 'y', orderNumber });
      expect(bad.statusCode, orderNumber).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'orderNumber' });
    }
  });

  it('refuses bad resolve input and unknown tickets, and keeps customers out', async () => {
    const customer = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/grievances', headers: auth(customer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/grievances?status=Lost', headers: auth(staff.token) })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/grievances/00000000-0000-4000-8000-000000000000/resolve',
      headers: auth(staff.token),
      payload: { resolution: 'done' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/grievances/00000000-0000-4000-8000-000000000000/resolve',
      headers: auth(staff.token),
      payload: { resolution: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
