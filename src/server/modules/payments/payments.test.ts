import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { formatRupees } from '../../../shared/money.js';
import type { CheckoutSession, PaymentOptions } from '../../../shared/payments/payment.schema.js';
import { queryRows } from '../../db/client.js';
import { refunds } from '../../db/schema/payments.js';
import { products } from '../../db/schema/products.js';
import { latestMail } from '../../mail/mailer.js';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in/razorpay-stand-in.js';
import { startStandIn } from '../../test/razorpay-stand-in/stand-in-env.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { paymentDepsOf } from './payment-deps-of-app.js';
import { expirePendingOrder, sweepPayments } from './payments.service.js';

let t: TestApp;
let standIn: RazorpayStandIn;
beforeAll(async () => {
  const started = await startStandIn();
  standIn = started.standIn;
  t = await createTestApp({ ...started.env, PAYMENT_EXPIRY_MINUTES: '30' });
  // Webhooks go straight into the app under test.
  standIn.webhookUrl = undefined;
});
afterAll(async () => {
  await t?.close();
  await standIn?.stop();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
type Shopper = Awaited<ReturnType<typeof createSignedInCustomer>>;

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

async function cartOf(token: string): Promise<unknown[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(token) })).json<unknown[]>();
}

async function placeOnline(productId = '401', quantity = 1): Promise<{ me: Shopper; order: Order; session: CheckoutSession }> {
  const me = await createSignedInCustomer(t.database.db);
  expect((await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId, quantity } })).statusCode).toBe(201);
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'online' } });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  const started = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment`, headers: auth(me.token) });
  expect(started.statusCode, started.body).toBe(200);
  return { me, order, session: started.json<CheckoutSession>() };
}

const verify = (me: Shopper, orderId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment/verify`, headers: auth(me.token), payload: body });

const postWebhook = (hook: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: hook.headers, payload: hook.body });

async function statusOf(orderId: string): Promise<{ order: string; payment: string | undefined }> {
  const [row] = await queryRows<{ order: string; payment: string | null }>(
    t.database.db,
    sql`select o.status as order, p.status as payment from orders o left join payments p on p.order_id = o.id where o.id = ${orderId}`,
  );
  return { order: row?.order ?? '', payment: row?.payment ?? undefined };
}

async function mailsTo(email: string) {
  return latestMail(t.database.db, email, 20);
}

/** Waits for the job queue (a refund, a mail) to get somewhere. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('paying online through Razorpay', () => {
  it('holds the stock in Pending payment, opens a Razorpay order for the exact total, and completes on a verified payment', async () => {
    const stock = await stockOf('401');
    const { me, order, session } = await placeOnline('401', 2);
    expect(order).toMatchObject({ status: 'Pending payment', paymentMethod: 'razorpay', codFee: 0 });
    expect(await stockOf('401')).toBe(stock - 2);
    // The cart stays until the payment: a failure leaves the shopper their cart.
    expect(await cartOf(me.token)).toHaveLength(1);
    expect((await mailsTo(me.email)).filter((m) => m.subject.includes('confirmed'))).toHaveLength(0);

    const made = standIn.orders.get(session.providerOrderId);
    expect(made).toMatchObject({ amount: Math.round(order.total * 100), currency: 'INR', receipt: String(order.number) });
    expect(session).toMatchObject({ keyId: 'rzp_test_StandIn0000001', amountPaise: Math.round(order.total * 100), currency: 'INR', orderNumber: order.number });
    expect(JSON.stringify(session)).not.toContain('secret');
    // Asked again (a retry from the order page), the same Razorpay order.
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment`, headers: auth(me.token) });
    expect(again.json<CheckoutSession>().providerOrderId).toBe(session.providerOrderId);

    const { response } = standIn.pay(session.providerOrderId);
    const confirmed = await verify(me, order._id, response);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Order>()).toMatchObject({ status: 'Processing', payment: { status: 'captured', amount: order.total, refunded: 0 } });
    expect(await cartOf(me.token)).toEqual([]);
    expect(await stockOf('401')).toBe(stock - 2);
    const confirmation = (await mailsTo(me.email)).filter((m) => m.subject === `Wattson order #${order.number} confirmed`);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.text).toContain(`Total (paid online): ${formatRupees(order.total)}`);
    // Verified twice (a double submit): nothing more happens.
    expect((await verify(me, order._id, response)).statusCode).toBe(200);
    expect((await mailsTo(me.email)).filter((m) => m.subject.includes('confirmed'))).toHaveLength(1);
  });

  it('refuses a tampered signature, a foreign Razorpay order and an amount mismatch with 400, changing nothing', async () => {
    const { me, order, session } = await placeOnline();
    const other = await placeOnline();
    const { response } = standIn.pay(session.providerOrderId, { status: 'authorized' });
    const tampered = await verify(me, order._id, {
      ...response,
      razorpay_signature: response.razorpay_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json<{ message: string }>().message).toBe('The payment signature is not valid.');
    // The other order's Razorpay order, signed correctly: not this order's.
    const foreign = standIn.pay(other.session.providerOrderId, { status: 'authorized' }).response;
    const wrong = await verify(me, order._id, foreign);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('This payment does not belong to this order.');
    // A payment for less than the order, on the right Razorpay order, with a valid signature.
    const cheap = standIn.pay(session.providerOrderId, { status: 'authorized', amount: 100 }).response;
    const mismatch = await verify(me, order._id, cheap);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string }>().message).toBe('The payment amount does not match this order.');
    expect((await verify(me, order._id, { razorpay_order_id: 'x', razorpay_payment_id: 'y', razorpay_signature: 'z' })).statusCode).toBe(400);
    expect(await statusOf(order._id)).toEqual({ order: 'Pending payment', payment: 'created' });
    // Someone else's order answers like a missing one.
    expect((await verify(other.me, order._id, response)).statusCode).toBe(404);
    // The untampered answer still works (authorised: the shop captures it).
    expect((await verify(me, order._id, response)).json<Order>().status).toBe('Processing');
  });
});

describe('POST /api/webhooks/razorpay', () => {
  it('completes an order paid only by webhook, once, however often the event comes', async () => {
    const { me, order, session } = await placeOnline();
    const { payment } = standIn.pay(session.providerOrderId);
    const hook = standIn.webhook('payment.captured', { paymentId: payment.id });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await postWebhook(hook)).json<{ status: string }>().status);
    expect(answers).toEqual(['completed', 'duplicate', 'duplicate']);
    // The same event under a new event id (a second delivery Razorpay made): applied forward only, nothing changes.
    expect((await postWebhook(standIn.webhook('payment.captured', { paymentId: payment.id }))).json<{ status: string }>().status).toBe('already');
    expect(await statusOf(order._id)).toEqual({ order: 'Processing', payment: 'captured' });
    expect((await mailsTo(me.email)).filter((m) => m.subject.includes('confirmed'))).toHaveLength(1);
    // A failure reported late changes nothing.
    standIn.fail(session.providerOrderId);
    const late = [...standIn.payments.values()].find((p) => p.order_id === session.providerOrderId && p.status === 'failed');
    await postWebhook(standIn.webhook('payment.failed', { paymentId: late?.id }));
    expect(await statusOf(order._id)).toEqual({ order: 'Processing', payment: 'captured' });
  });

  it('takes order.paid before payment.captured the same way', async () => {
    const { order, session } = await placeOnline();
    const { payment } = standIn.pay(session.providerOrderId);
    expect((await postWebhook(standIn.webhook('order.paid', { paymentId: payment.id, orderId: session.providerOrderId }))).json()).toEqual({
      status: 'completed',
    });
    expect((await postWebhook(standIn.webhook('payment.captured', { paymentId: payment.id }))).json()).toEqual({ status: 'already' });
    expect(await statusOf(order._id)).toEqual({ order: 'Processing', payment: 'captured' });
  });

  it('refuses a tampered, re-serialised or unsigned body (401) and changes nothing', async () => {
    const { order, session } = await placeOnline();
    const { payment } = standIn.pay(session.providerOrderId);
    const hook = standIn.webhook('payment.captured', { paymentId: payment.id });
    const reserialised = JSON.stringify(JSON.parse(hook.body), null, 2);
    expect((await postWebhook({ body: reserialised, headers: hook.headers })).statusCode).toBe(401);
    expect((await postWebhook({ body: hook.body.replace(String(payment.amount), '100'), headers: hook.headers })).statusCode).toBe(401);
    expect((await postWebhook(standIn.webhook('payment.captured', { paymentId: payment.id }, 'not-the-webhook-secret'))).statusCode).toBe(401);
    const { 'x-razorpay-signature': _, ...unsigned } = hook.headers;
    expect((await postWebhook({ body: hook.body, headers: unsigned })).statusCode).toBe(401);
    const { 'x-razorpay-event-id': __, ...noEventId } = hook.headers;
    expect((await postWebhook({ body: hook.body, headers: noEventId })).statusCode).toBe(400);
    expect(await statusOf(order._id)).toEqual({ order: 'Pending payment', payment: 'created' });
    expect((await postWebhook(hook)).json()).toEqual({ status: 'completed' });
  });

  it('records a failed attempt, and lets the shopper pay on retry', async () => {
    const { me, order, session } = await placeOnline();
    const failed = standIn.fail(session.providerOrderId);
    await postWebhook(standIn.webhook('payment.failed', { paymentId: failed.id }));
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: auth(me.token) })).json<Order>();
    expect(seen).toMatchObject({ status: 'Pending payment', payment: { status: 'failed', lastError: 'Payment failed' } });
    const retry = (await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment`, headers: auth(me.token) })).json<CheckoutSession>();
    expect(retry.providerOrderId).toBe(session.providerOrderId);
    expect((await verify(me, order._id, standIn.pay(session.providerOrderId).response)).json<Order>().status).toBe('Processing');
  });
});

describe('expiry and reconciliation', () => {
  const age = (orderId: string, minutes: number) =>
    t.database.db.execute(sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`);

  it('returns the stock of an unpaid order exactly once, and refunds a payment that comes after', async () => {
    const stock = await stockOf('402');
    const { me, order, session } = await placeOnline('402', 3);
    expect(await stockOf('402')).toBe(stock - 3);
    const deps = paymentDepsOf(t.app);
    expect(await expirePendingOrder(deps, order._id)).toBe('not-due');
    await age(order._id, 31);
    const outcomes = await Promise.all([expirePendingOrder(deps, order._id), expirePendingOrder(deps, order._id), expirePendingOrder(deps, order._id)]);
    expect(outcomes.filter((o) => o === 'expired')).toHaveLength(1);
    expect(await sweepPayments(deps, { warn: () => undefined })).toMatchObject({ expired: 0 });
    expect(await stockOf('402')).toBe(stock);
    expect(await statusOf(order._id)).toEqual({ order: 'Cancelled', payment: 'expired' });
    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment`, headers: auth(me.token) });
    expect(retry.statusCode).toBe(409);

    // The shopper paid in a tab left open: the shop no longer has the order, so the money goes back.
    const { payment } = standIn.pay(session.providerOrderId);
    expect((await postWebhook(standIn.webhook('payment.captured', { paymentId: payment.id }))).json()).toEqual({ status: 'refunded' });
    expect(await stockOf('402')).toBe(stock);
    const refunded = await eventually(
      () => statusOf(order._id),
      (s) => s.payment === 'refunded',
    );
    expect(refunded).toEqual({ order: 'Cancelled', payment: 'refunded' });
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === payment.id).map((r) => r.amount)).toEqual([payment.amount]);
    expect((await mailsTo(me.email)).some((m) => m.subject.includes('your payment is being refunded'))).toBe(true);
  });

  it('completes an order whose webhook never came when the sweep asks Razorpay', async () => {
    const { order, session } = await placeOnline();
    standIn.pay(session.providerOrderId);
    await t.database.db.execute(sql`update payments set created_at = now() - interval '3 minutes' where order_id = ${order._id}`);
    const outcome = await sweepPayments(paymentDepsOf(t.app), { warn: () => undefined });
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order._id)).toEqual({ order: 'Processing', payment: 'captured' });
  });

  it('keeps an order whose expiry is due while Razorpay cannot be reached, and completes it if it was paid', async () => {
    const { order, session } = await placeOnline();
    standIn.pay(session.providerOrderId);
    await age(order._id, 40);
    standIn.unavailable = true;
    try {
      await expect(expirePendingOrder(paymentDepsOf(t.app), order._id)).rejects.toThrow();
      expect(await statusOf(order._id)).toEqual({ order: 'Pending payment', payment: 'created' });
    } finally {
      standIn.unavailable = false;
    }
    expect(await expirePendingOrder(paymentDepsOf(t.app), order._id)).toBe('paid');
    expect(await statusOf(order._id)).toEqual({ order: 'Processing', payment: 'captured' });
  });
});

describe('refunds', () => {
  async function paidOrder() {
    const placed = await placeOnline('403', 1);
    await verify(placed.me, placed.order._id, standIn.pay(placed.session.providerOrderId).response);
    return placed;
  }
  const refund = (token: string, orderId: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('refunds in part with a reason, once per key, never more than was paid, and mails the shopper', async () => {
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const { me, order } = await paidOrder();
    expect((await refund(staff.token, order._id, { amount: 10 }, 'refund-key-0001')).statusCode).toBe(400);
    expect((await refund(staff.token, order._id, { amount: 10, reason: 'Damaged box' })).statusCode).toBe(400);
    expect((await refund(me.token, order._id, { amount: 10, reason: 'Damaged box' }, 'refund-key-0001')).statusCode).toBe(403);

    const first = await refund(staff.token, order._id, { amount: 10, reason: 'Damaged box' }, 'refund-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    // A double click sends the same key: the same refund, not a second one.
    const twice = await refund(staff.token, order._id, { amount: 10, reason: 'Damaged box' }, 'refund-key-0001');
    expect(twice.statusCode).toBe(200);
    expect(twice.json<{ _id: string }>()._id).toBe(first.json<{ _id: string }>()._id);
    const tooMuch = await refund(staff.token, order._id, { amount: order.total, reason: 'Everything' }, 'refund-key-0002');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toMatch(/^At most ₹[\d,]+\.\d\d can still be refunded\.$/);

    const done = await eventually(
      async () => (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: auth(me.token) })).json<Order>(),
      (o) => o.payment?.refunds[0]?.status === 'processed',
    );
    expect(done.payment).toMatchObject({ status: 'captured', refunded: 10, refunds: [{ amount: 10, status: 'processed', reason: 'Damaged box' }] });
    const [provider] = [...standIn.refunds.values()].filter((r) => r.amount === 1000 && r.receipt === first.json<{ _id: string }>()._id);
    expect(provider).toBeDefined();
    // Asked of Razorpay under the refund's own id as X-Refund-Idempotency.
    expect(standIn.calls.some((c) => c.path.endsWith('/refund') && c.headers['x-refund-idempotency'] === first.json<{ _id: string }>()._id)).toBe(true);
    expect((await mailsTo(me.email)).some((m) => m.subject === `Wattson order #${order.number}: refund of ₹10.00`)).toBe(true);
    const [audit] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${order._id} and action = 'order.refund'`,
    );
    expect(audit?.action).toBe('order.refund');

    // The rest, without an amount: the payment is then refunded in full.
    expect((await refund(staff.token, order._id, { reason: 'Customer changed their mind' }, 'refund-key-0003')).statusCode).toBe(201);
    expect(
      await eventually(
        () => statusOf(order._id),
        (s) => s.payment === 'refunded',
      ),
    ).toMatchObject({ payment: 'refunded' });
    expect((await refund(staff.token, order._id, { amount: 1, reason: 'Once more' }, 'refund-key-0004')).statusCode).toBe(409);
  });

  it('refunds a paid order in full when it is cancelled before shipping', async () => {
    const { me, order } = await paidOrder();
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: auth(me.token) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await eventually(
      () => t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id)),
      (r) => r[0]?.status === 'processed',
    );
    expect(rows.map((r) => [r.amountPaise, r.status, r.reason])).toEqual([[Math.round(order.total * 100), 'processed', 'Order cancelled before shipping']]);
  });
});

describe('Cash on Delivery rules', () => {
  it('hides COD above the cap with the reason, refuses it when placing, and keeps the cap below ₹2,00,000', async () => {
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/payment-settings', headers: auth(staff.token), payload });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payment-settings', headers: auth(staff.token) })).json()).toEqual({
      enabled: true,
      maxTotal: 50000,
      fee: 0,
      onlineEnabled: true,
      expiryMinutes: 30,
    });
    expect((await put({ enabled: true, maxTotal: 200000, fee: 0 })).statusCode).toBe(400);
    expect((await put({ enabled: true, maxTotal: 250000, fee: 0 })).statusCode).toBe(400);
    expect((await put({ enabled: true, maxTotal: 100, fee: -1 })).statusCode).toBe(400);
    expect((await put({ enabled: true, maxTotal: 100, fee: 0 })).statusCode).toBe(200);
    try {
      const me = await createSignedInCustomer(t.database.db);
      await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '404', quantity: 1 } });
      const options = (
        await t.app.inject({ method: 'GET', url: '/api/checkout/payment-options?state=Maharashtra', headers: auth(me.token) })
      ).json<PaymentOptions>();
      expect(options).toEqual({
        online: { available: true },
        cod: { available: false, reason: 'Cash on Delivery is available for orders up to ₹100.00. Please pay online.', fee: 0, maxTotal: 100 },
      });
      const refused = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'cod' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe('Cash on Delivery is available for orders up to ₹100.00. Please pay online.');
      expect(await cartOf(me.token)).toHaveLength(1);
    } finally {
      await put({ enabled: true, maxTotal: 50000, fee: 0 });
    }
  });

  it('adds the COD fee as its own line with GST, and lets a failed online order switch to COD', async () => {
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/payment-settings', headers: auth(staff.token), payload });
    expect((await put({ enabled: true, maxTotal: 50000, fee: 49 })).statusCode).toBe(200);
    try {
      const me = await createSignedInCustomer(t.database.db);
      await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '2', quantity: 1 } });
      const placed = (
        await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'cod' } })
      ).json<Order>();
      const goodsTax = Math.round(placed.subtotal * 100 * 0.18);
      expect(placed.codFee).toBe(49);
      expect(Math.round(placed.tax * 100)).toBe(goodsTax + Math.round(4900 * 0.18));
      expect(Math.round(placed.total * 100)).toBe(Math.round(placed.subtotal * 100) + 4900 + Math.round(placed.tax * 100));
      expect(placed.gst.rows).toEqual([
        { label: 'CGST (9%)', amount: placed.tax / 2 },
        { label: 'SGST (9%)', amount: placed.tax / 2 },
      ]);
      // Shipped, its invoice carries the fee as a line, and GSTR-1 counts the fee's taxable value.
      const shipped = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${placed._id}`,
        headers: auth(staff.token),
        payload: { status: 'Shipped' },
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${placed._id}/invoice.pdf`, headers: auth(me.token) });
      const { extractText } = await import('unpdf');
      const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
      expect(text).toContain('Cash on Delivery fee');
      expect(text).toContain(`Taxable value: Rs. ${(placed.subtotal + 49).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
      const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
      const report = (await t.app.inject({ method: 'GET', url: `/api/admin/gst/report?month=${month}`, headers: auth(staff.token) })).json<{
        hsn: { taxableValue: string }[];
      }>();
      expect(report.hsn.length).toBeGreaterThan(0);

      const { me: other, order, session } = await placeOnline('2', 1);
      standIn.fail(session.providerOrderId);
      const switched = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/pay-on-delivery`, headers: auth(other.token) });
      expect(switched.statusCode, switched.body).toBe(200);
      expect(switched.json<Order>()).toMatchObject({ status: 'Processing', paymentMethod: 'cod', codFee: 49, payment: { status: 'expired' } });
      expect(await cartOf(other.token)).toEqual([]);
    } finally {
      await put({ enabled: true, maxTotal: 50000, fee: 0 });
    }
  });
});

describe('without Razorpay keys', () => {
  it('is Cash on Delivery only: no online option, online orders refused, no webhook, no Razorpay in the CSP', async () => {
    const cod = await createTestApp();
    try {
      const me = await createSignedInCustomer(cod.database.db);
      await cod.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '2', quantity: 1 } });
      expect(
        (await cod.app.inject({ method: 'GET', url: '/api/checkout/payment-options', headers: auth(me.token) })).json<PaymentOptions>().online.available,
      ).toBe(false);
      const online = await cod.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'online' } });
      expect(online.statusCode).toBe(400);
      expect(online.json<{ message: string }>().message).toBe('Online payment is not available. Please choose Cash on Delivery.');
      expect(
        (await cod.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode,
      ).toBe(404);
      const page = await cod.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).not.toContain('127.0.0.1');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await cod.close();
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${new URL(standIn.url).origin}`);
    expect(csp).toContain(`frame-src 'self' ${new URL(standIn.url).origin}`);
  });
});
