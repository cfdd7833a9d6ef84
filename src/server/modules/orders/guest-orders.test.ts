import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '../../../shared/payments/payment.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { Courier } from '../../../shared/shipping/shipping.schema.js';
import { orders } from '../../db/schema/orders.js';
import { outgoingMail } from '../../db/schema/outgoing-mail.js';
import { products } from '../../db/schema/products.js';
import { orderStatusHistory } from '../../db/schema/shipping.js';
import { formatRupees } from '../../../shared/money.js';
import { latestMail } from '../../mail/mailer.js';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in/razorpay-stand-in.js';
import { startStandIn } from '../../test/razorpay-stand-in/stand-in-env.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestCode } from '../../test/test-mailbox.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { orderToken } from './order-links.js';

let t: TestApp;
let standIn: RazorpayStandIn;
beforeAll(async () => {
  const started = await startStandIn();
  standIn = started.standIn;
  t = await createTestApp(started.env);
  standIn.webhookUrl = undefined;
});
afterAll(async () => {
  await t?.close();
  await standIn?.stop();
});

const address = { fullName: 'Kiran Das', phone: '9876543210', line1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };
let emails = 0;
const guestEmail = () => `guest-${Date.now()}-${++emails}@example.in`;

function placeGuest(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/guest-orders', payload, headers });
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

/** The signed link in the newest mail to `email` about `order`, as a path with its token. */
async function mailedLink(email: string, order: Order): Promise<{ text: string; path: string; token: string }> {
  const [mail] = (await latestMail(t.database.db, email, 5)).filter((m) => m.subject.includes(`#${order.number}`));
  const text = mail?.text ?? '';
  const match = /http:\/\/[^/\s]+(\/guest-orders\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43}))/.exec(text);
  expect(match?.[2], text).toBe(order._id);
  return { text, path: match?.[1] ?? '', token: match?.[3] ?? '' };
}

describe('guest checkout (POST /api/guest-orders)', () => {
  it('places a COD order priced by the server, takes stock, and mails the lines, totals and a signed link', async () => {
    const email = guestEmail();
    const stock = await stockOf('2');
    const [row] = await t.database.db.select({ p: products.pricePaise }).from(products).where(eq(products.id, '2'));
    const res = await placeGuest({ email: email.toUpperCase(), address, paymentMethod: 'cod', items: [{ productId: '2', quantity: 2 }], total: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({ status: 'Processing', paymentMethod: 'cod', subtotal: ((row?.p ?? 0) * 2) / 100 });
    expect(order.items).toEqual([expect.objectContaining({ productId: '2', quantity: 2 })]);
    expect(await stockOf('2')).toBe(stock - 2);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored).toMatchObject({ userId: null, email, placedAsGuest: true });

    const { text } = await mailedLink(email, order);
    expect(text).toContain(`2 × ${order.items[0]?.name}`);
    expect(text).toContain(`Subtotal (before GST):`);
    expect(text).toMatch(/Total \(Cash on Delivery\): ₹/);
  });

  it('refuses bad input with the field named, creating nothing', async () => {
    const email = guestEmail();
    const good = { email, address, paymentMethod: 'cod', items: [{ productId: '1', quantity: 1 }] };
    const cases: [object, string][] = [
      [{ ...good, email: undefined }, 'email'],
      [{ ...good, email: 'not-an-email' }, 'email'],
      [{ ...good, items: [] }, 'items'],
      [{ ...good, items: undefined }, 'items'],
      [{ ...good, items: [{ productId: '1', quantity: 0 }] }, 'items'],
      [{ ...good, items: Array.from({ length: 101 }, () => ({ productId: '1', quantity: 1 })) }, 'items'],
      [{ ...good, address: { ...address, pincode: '12' } }, 'address'],
      [{ ...good, paymentMethod: 'cheque' }, 'paymentMethod'],
    ];
    for (const [payload, field] of cases) {
      const res = await placeGuest(payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    const unknown = await placeGuest({ ...good, items: [{ productId: 'no-such-product', quantity: 1 }] });
    expect(unknown.statusCode).toBe(409);
    expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first order', async () => {
    const payload = { email: guestEmail(), address, paymentMethod: 'cod', items: [{ productId: '1', quantity: 1 }] };
    const first = await placeGuest(payload, { 'idempotency-key': 'guest-key-0001' });
    const again = await placeGuest(payload, { 'idempotency-key': 'guest-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>()._id).toBe(first.json<Order>()._id);
  });
});

describe('the signed order link', () => {
  it('opens its own order only: a tampered token, another order’s token or none is refused', async () => {
    const email = guestEmail();
    const a = (await placeGuest({ email, address, paymentMethod: 'cod', items: [{ productId: '1', quantity: 1 }] })).json<Order>();
    const b = (await placeGuest({ email: guestEmail(), address, paymentMethod: 'cod', items: [{ productId: '3', quantity: 1 }] })).json<Order>();
    const { path, token } = await mailedLink(email, a);
    // The order's answer carries the same token, so the visitor lands on the page before the mail arrives.
    expect((a as Order & { orderToken: string }).orderToken).toBe(token);

    const ok = await t.app.inject({ method: 'GET', url: `/api${path}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Order>()).toMatchObject({ _id: a._id, number: a.number });

    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-orders/${a._id}?token=${flipped}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-orders/${b._id}?token=${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-orders/${a._id}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-orders/${a._id}?token=short` })).statusCode).toBe(400);
    // The account routes never show it: it belongs to no account.
    const stranger = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${a._id}`, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);
  });

  it('lets a guest pay online through the link, then mails the confirmation with it', async () => {
    const email = guestEmail();
    const placed = await placeGuest({ email, address, paymentMethod: 'online', items: [{ productId: '4', quantity: 1 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.status).toBe('Pending payment');
    // No mail yet, so the link comes from the signer the mails use.
    const token = await orderToken(t.database.db, order._id);
    expect((await t.app.inject({ method: 'POST', url: `/api/guest-orders/${order._id}/payment?token=${'A'.repeat(43)}` })).statusCode).toBe(404);
    const started = await t.app.inject({ method: 'POST', url: `/api/guest-orders/${order._id}/payment?token=${token}` });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<CheckoutSession>();
    expect(session.prefill.email).toBe(email);
    const { response } = standIn.pay(session.providerOrderId);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/guest-orders/${order._id}/payment/verify?token=${token}`, payload: response });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Order>().status).toBe('Processing');
    const { path } = await mailedLink(email, order);
    expect(path).toBe(`/guest-orders/${order._id}?token=${token}`);
  });
});

describe('registering with the guest email', () => {
  it('attaches the guest orders to the new account, and only those', async () => {
    const email = guestEmail();
    const mine = (await placeGuest({ email, address, paymentMethod: 'cod', items: [{ productId: '1', quantity: 1 }] })).json<Order>();
    const other = (await placeGuest({ email: guestEmail(), address, paymentMethod: 'cod', items: [{ productId: '1', quantity: 1 }] })).json<Order>();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username: 'Kiran Das', email, password: 'river-lamp-42' } })).statusCode,
    ).toBe(201);
    // Before the code is verified, nothing moves: the mailbox's owner is not proven yet.
    const [before] = await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, mine._id));
    expect(before?.userId).toBeNull();
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: await latestCode(t.app, email) } });
    expect(verified.statusCode, verified.body).toBe(200);
    const { token } = verified.json<{ token: string }>();
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${token}` } });
    expect(list.json<Order[]>().map((o) => o._id)).toEqual([mine._id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${mine._id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${other._id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
  });
});

describe('order mails of an account', () => {
  it('link to the order page and list the lines and totals', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '1', quantity: 1 } },
    });
    const order = res.json<Order>();
    const [mail] = await latestMail(t.database.db, me.email, 1);
    expect(mail?.text).toContain(`/orders/${order._id}`);
    expect(mail?.text).not.toContain('token=');
    expect(mail?.text).toContain(`1 × ${order.items[0]?.name}`);
    expect(mail?.text).toContain('Total (Cash on Delivery):');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: { authorization: `Bearer ${me.token}` } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [status] = await latestMail(t.database.db, me.email, 1);
    expect(status?.subject).toBe(`Wattson order #${order.number}: Cancelled`);
    expect(status?.text).toContain(`/orders/${order._id}`);
    expect(status?.text).toContain(`1 × ${order.items[0]?.name}`);
  });
});

/** Waits for the job queue (a refund, its mail) to get somewhere. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function placeGuestOrder(productId: string, quantity = 1, paymentMethod: 'cod' | 'online' = 'cod') {
  const email = guestEmail();
  const res = await placeGuest({ email, address, paymentMethod, items: [{ productId, quantity }] });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<Order & { orderToken: string }>();
  return { email, order: placed as Order, token: placed.orderToken };
}

const cancelAsGuest = (orderId: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/guest-orders/${orderId}/cancel${token === undefined ? '' : `?token=${token}`}` });

async function statusOf(orderId: string): Promise<string> {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status ?? '';
}

/** The mail to `email` whose subject is `subject` (text and HTML), once it is there. */
async function mailTitled(email: string, subject: string): Promise<{ text: string; html: string }> {
  const rows = await eventually(
    () =>
      t.database.db
        .select({ text: outgoingMail.textBody, html: outgoingMail.htmlBody })
        .from(outgoingMail)
        .where(and(eq(outgoingMail.toAddress, email), eq(outgoingMail.subject, subject))),
    (found) => found.length > 0,
  );
  expect(rows, subject).toHaveLength(1);
  return { text: rows[0]?.text ?? '', html: rows[0]?.html ?? '' };
}

/** A guest's mail links to the signed order page and never to the account's pages (they need a sign-in). */
function expectSignedLinksOnly(mail: { text: string; html: string }, order: Order, token: string) {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(`/guest-orders/${order._id}?token=${token}`);
    expect(body.replaceAll('/guest-orders/', '/'), body).not.toContain(`/orders/${order._id}`);
  }
}

describe('a guest cancels by the signed link (POST /api/guest-orders/:id/cancel)', () => {
  it('cancels a Processing order under the shopper’s rules: stock back, history says shopper, the mail carries the link', async () => {
    const stock = await stockOf('3');
    const { email, order, token } = await placeGuestOrder('3', 2);
    expect(await stockOf('3')).toBe(stock - 2);

    const res = await cancelAsGuest(order._id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({ _id: order._id, status: 'Cancelled' });
    expect(await stockOf('3')).toBe(stock);
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor, h.userId])).toEqual([['Processing', 'Cancelled', 'shopper', null]]);
    expectSignedLinksOnly(await mailTitled(email, `Wattson order #${order.number}: Cancelled`), order, token);

    // Once cancelled, again is a conflict, and the stock is not returned twice.
    const again = await cancelAsGuest(order._id, token);
    expect(again.statusCode).toBe(409);
    expect(await stockOf('3')).toBe(stock);
  });

  it('refuses a tampered token, another order’s token or none, and changes nothing', async () => {
    const a = await placeGuestOrder('1');
    const b = await placeGuestOrder('1');
    const stock = await stockOf('1');
    const flipped = `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await cancelAsGuest(a.order._id, flipped)).statusCode).toBe(404);
    expect((await cancelAsGuest(a.order._id, b.token)).statusCode).toBe(404);
    expect((await cancelAsGuest(b.order._id, a.token)).statusCode).toBe(404);
    expect((await cancelAsGuest(a.order._id)).statusCode).toBe(400);
    expect((await cancelAsGuest(a.order._id, 'short')).statusCode).toBe(400);
    expect((await cancelAsGuest('not-a-uuid', a.token)).statusCode).toBe(404);
    expect(await statusOf(a.order._id)).toBe('Processing');
    expect(await statusOf(b.order._id)).toBe('Processing');
    expect(await stockOf('1')).toBe(stock);
  });

  it('answers 409 for an order staff shipped, leaving it and its stock', async () => {
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const { order, token } = await placeGuestOrder('2');
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { status: 'Shipped' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const stock = await stockOf('2');
    const res = await cancelAsGuest(order._id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Only orders still being processed can be cancelled. Please contact support.');
    expect(await statusOf(order._id)).toBe('Shipped');
    expect(await stockOf('2')).toBe(stock);
  });

  it('cancels an unpaid online order (its payment closed), and refunds a paid one, mailing the refund with the link', async () => {
    const unpaid = await placeGuestOrder('4', 1, 'online');
    const stock = await stockOf('4');
    const closed = await cancelAsGuest(unpaid.order._id, unpaid.token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await stockOf('4')).toBe(stock + 1);

    const paid = await placeGuestOrder('4', 1, 'online');
    const started = await t.app.inject({ method: 'POST', url: `/api/guest-orders/${paid.order._id}/payment?token=${paid.token}` });
    expect(started.statusCode, started.body).toBe(200);
    const { response } = standIn.pay(started.json<CheckoutSession>().providerOrderId);
    const verified = await t.app.inject({ method: 'POST', url: `/api/guest-orders/${paid.order._id}/payment/verify?token=${paid.token}`, payload: response });
    expect(verified.json<Order>().status).toBe('Processing');
    const cancelled = await cancelAsGuest(paid.order._id, paid.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = await mailTitled(paid.email, `Wattson order #${paid.order.number}: refund of ${formatRupees(paid.order.total)}`);
    expectSignedLinksOnly(refunded, paid.order, paid.token);
  });
});

describe('every mail about a guest order links to the signed page', () => {
  it('status changes, the shipment with its invoice, and a late payment’s refund', async () => {
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const asStaff = { authorization: `Bearer ${staff.token}` };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/couriers',
      headers: asStaff,
      payload: { name: `Guest courier ${Date.now()}`, trackingUrl: 'https://track.example.in/{tracking}' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { email, order, token } = await placeGuestOrder('1');

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/shipments`,
      headers: asStaff,
      payload: { courierId: made.json<Courier>()._id, trackingNumber: 'GU123456789IN' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const shippedMail = await mailTitled(email, `Wattson order #${order.number}: shipped`);
    expectSignedLinksOnly(shippedMail, order, token);
    // The invoice goes by the link too; the account's address would ask the guest to sign in.
    const invoice = `/api/guest-orders/${order._id}/invoice.pdf?token=${token}`;
    expect(shippedMail.text).toContain(invoice);
    const pdf = await t.app.inject({ method: 'GET', url: invoice });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-orders/${order._id}/invoice.pdf?token=${'A'.repeat(43)}` })).statusCode).toBe(404);

    const delivered = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: asStaff, payload: { status: 'Delivered' } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expectSignedLinksOnly(await mailTitled(email, `Wattson order #${order.number}: Delivered`), order, token);

    // Money that arrives after the guest gave the order up is refunded, and the mail says so by the link.
    const late = await placeGuestOrder('4', 1, 'online');
    const started = await t.app.inject({ method: 'POST', url: `/api/guest-orders/${late.order._id}/payment?token=${late.token}` });
    expect(started.statusCode, started.body).toBe(200);
    expect((await cancelAsGuest(late.order._id, late.token)).statusCode).toBe(200);
    const { payment } = standIn.pay(started.json<CheckoutSession>().providerOrderId);
    const hook = standIn.webhook('payment.captured', { paymentId: payment.id });
    const answered = await t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: hook.headers, payload: hook.body });
    expect(answered.json()).toEqual({ status: 'refunded' });
    expectSignedLinksOnly(await mailTitled(late.email, `Wattson order #${late.order.number}: your payment is being refunded`), late.order, late.token);
  });

  it('while an account’s mails keep the account’s order page', async () => {
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const me = await createSignedInCustomer(t.database.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '1', quantity: 1 } },
    });
    const order = placed.json<Order>();
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { status: 'Shipped' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await mailTitled(me.email, `Wattson order #${order.number}: Shipped`);
    expect(mail.text).toContain(`/orders/${order._id}`);
    expect(mail.text).toContain(`/api/orders/${order._id}/invoice.pdf`);
    expect(mail.text).not.toContain('guest-orders');
    expect(mail.text).not.toContain('token=');
  });
});
