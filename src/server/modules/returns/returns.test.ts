import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import type { Return, ReturnOptions } from '../../../shared/shopping/return.schema.js';
import { findReturnMove, returnStatuses, returnStatusTable } from '../../../shared/shopping/return-status.js';
import { queryRows } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { latestMail } from '../../mail/mailer.js';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in/razorpay-stand-in.js';
import { startStandIn } from '../../test/razorpay-stand-in/stand-in-env.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartFile } from '../../test/multipart.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let standIn: RazorpayStandIn;
let staff: Shopper;
beforeAll(async () => {
  const started = await startStandIn();
  standIn = started.standIn;
  t = await createTestApp(started.env);
  standIn.webhookUrl = undefined;
  staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
  await standIn?.stop();
});

type Shopper = Awaited<ReturnType<typeof createSignedInCustomer>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const upi = { method: 'upi', upiId: 'asha.rao@okhdfc' } as const;
/** A real 1×1 PNG: the upload checks the bytes, as for product images. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function productIds(count: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from products where deleted_at is null and status = 'active' order by id limit ${count}`,
  );
  await t.database.db.execute(sql`update products set stock = 500, non_returnable = false where id in ${rows.map((r) => r.id)}`);
  return rows.map((r) => r.id);
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

async function staffMove(orderId: string, status: string) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: auth(staff.token), payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A shopper's order placed and delivered through the API, as in the shop. */
async function deliveredOrder(
  lines: { productId: string; quantity: number }[],
  paymentMethod: 'cod' | 'online' = 'cod',
): Promise<{ me: Shopper; order: Order }> {
  const me = await createSignedInCustomer(t.database.db);
  for (const line of lines) {
    expect((await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: line })).statusCode).toBe(201);
  }
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod } });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  if (paymentMethod === 'online') {
    const started = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment`, headers: auth(me.token) });
    const session = started.json<{ providerOrderId: string }>();
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/payment/verify`,
      headers: auth(me.token),
      payload: standIn.pay(session.providerOrderId).response,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  await staffMove(order._id, 'Shipped');
  await staffMove(order._id, 'Delivered');
  return { me, order };
}

const ask = (me: Shopper, orderId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: auth(me.token), payload });
const move = (id: string, payload: object, token = staff.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/returns/${id}`, headers: auth(token), payload });

describe('the return status table', () => {
  it('allows only its moves, each to its actor', () => {
    expect(findReturnMove('Requested', 'Approved', 'staff')).toBeDefined();
    expect(findReturnMove('Requested', 'Approved', 'shopper')).toBeUndefined();
    expect(findReturnMove('Requested', 'Cancelled', 'shopper')).toBeDefined();
    expect(findReturnMove('Requested', 'Refunded', 'staff')).toBeUndefined();
    expect(findReturnMove('Approved', 'Refunded', 'staff')).toBeUndefined();
    expect(findReturnMove('Refunded', 'Received', 'staff')).toBeUndefined();
    // Nothing leaves a closed return.
    for (const closed of ['Rejected', 'Cancelled', 'Refunded'] as const) expect(returnStatusTable.filter((m) => m.from === closed)).toEqual([]);
    for (const m of returnStatusTable) expect(returnStatuses).toContain(m.to);
  });
});

describe('asking for a return', () => {
  it('is open only once delivered, within the window, for returnable lines, by the order owner', async () => {
    const [a, b] = await productIds(2);
    const me = await createSignedInCustomer(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: a, quantity: 1 } });
    const placed = (
      await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'cod' } })
    ).json<Order>();
    const early = await ask(me, placed._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('Items can be returned once the order is delivered.');

    const { me: owner, order } = await deliveredOrder([
      { productId: a!, quantity: 1 },
      { productId: b!, quantity: 1 },
    ]);
    const options = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/return-options`, headers: auth(owner.token) });
    expect(options.json<ReturnOptions>()).toMatchObject({ open: true, needsPayout: true });
    // Someone else's order answers like a missing one.
    const stranger = await createSignedInCustomer(t.database.db);
    expect((await ask(stranger, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/return-options`, headers: auth(stranger.token) })).statusCode).toBe(404);

    // A product marked non-returnable by staff.
    const flagged = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/return-settings/products/${b}`,
      headers: auth(staff.token),
      payload: { nonReturnable: true },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const refused = await ask(owner, order._id, { lines: [{ productId: b, quantity: 1 }], reason: 'No longer needed', payout: upi });
    expect(refused.statusCode).toBe(422);
    await t.database.db.update(products).set({ nonReturnable: false }).where(eq(products.id, b!));

    // Ten days after delivery the 7-day window is closed; a 30-day category keeps it open.
    await t.database.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '10 days'` })
      .where(eq(orders.id, order._id));
    const late = await ask(owner, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/^The return window for .+ closed on \d\d-\d\d-\d{4}\.$/);
    const [cat] = await queryRows<{ slug: string }>(t.database.db, sql`select category_slug as slug from products where id = ${a}`);
    const widened = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/return-settings/categories/${cat?.slug}`,
      headers: auth(staff.token),
      payload: { returnWindowDays: 30 },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await ask(owner, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi })).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/return-settings/categories/${cat?.slug}`,
      headers: auth(staff.token),
      payload: { returnWindowDays: 7 },
    });
  });

  it('takes photos as product images are taken, and only such uploads on the request', async () => {
    const [a] = await productIds(1);
    const { me, order } = await deliveredOrder([{ productId: a!, quantity: 1 }]);
    const upload = (content: Buffer, type: string, token: string | null = me.token) => {
      const form = multipartFile('file', 'photo.png', type, content);
      return t.app.inject({ method: 'POST', url: '/api/returns/photos', headers: { ...form.headers, ...(token ? auth(token) : {}) }, payload: form.payload });
    };
    expect((await upload(PNG_1X1, 'image/png', null)).statusCode).toBe(401);
    expect((await upload(Buffer.from('not an image at all'), 'image/png')).statusCode).toBe(415);
    const stored = await upload(PNG_1X1, 'image/png');
    expect(stored.statusCode, stored.body).toBe(201);
    const { url } = stored.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/uploads\/[a-z0-9]{20}-md\.webp$/);
    const asked = await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'Damaged in transit', payout: upi, photos: [url] });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<Return>().photos).toEqual([url]);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const [a] = await productIds(1);
    const { me, order } = await deliveredOrder([{ productId: a!, quantity: 2 }]);
    for (const bad of [
      { lines: [], reason: 'No longer needed', payout: upi },
      { lines: [{ productId: a, quantity: 0 }], reason: 'No longer needed', payout: upi },
      { lines: [{ productId: a, quantity: 1.5 }], reason: 'No longer needed', payout: upi },
      { lines: [{ productId: a, quantity: 1 }], reason: 'Because', payout: upi },
      { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: { method: 'upi', upiId: 'not a upi' } },
      {
        lines: [{ productId: a, quantity: 1 }],
        reason: 'No longer needed',
        payout: { method: 'bank', accountName: 'Asha', accountNumber: '12', ifsc: 'HDFC0001234' },
      },
      { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi, photos: ['https://evil.example/x.png'] },
      { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed' },
      { lines: [{ productId: 'not-on-order', quantity: 1 }], reason: 'No longer needed', payout: upi },
    ]) {
      const res = await ask(me, order._id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/return-settings/categories/x',
      headers: auth(staff.token),
      payload: { returnWindowDays: 400 },
    });
    expect(settings.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/returns?orderId=${order._id}`, headers: auth(me.token) })).json()).toEqual([]);
  });

  it('takes partial returns and never more than was delivered less what is being returned', async () => {
    const [a] = await productIds(1);
    const { me, order } = await deliveredOrder([{ productId: a!, quantity: 3 }]);
    const first = await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'Defective or not working', payout: upi, details: 'Flickers' });
    expect(first.statusCode, first.body).toBe(201);
    const unit = order.items[0]!;
    expect(first.json<Return>()).toMatchObject({ status: 'Requested', refundMethod: 'upi', lines: [{ productId: a, quantity: 1 }] });
    const tooMany = await ask(me, order._id, { lines: [{ productId: a, quantity: 3 }], reason: 'No longer needed', payout: upi });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toBe(`Only 2 of ${unit.name} can still be returned.`);
    expect((await ask(me, order._id, { lines: [{ productId: a, quantity: 2 }], reason: 'No longer needed', payout: upi })).statusCode).toBe(201);
    const none = await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi });
    expect(none.statusCode).toBe(409);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/returns?orderId=${order._id}`, headers: auth(me.token) })).json<Return[]>();
    // The three units' refunds add up to the line with its GST, to the paisa.
    const total = Math.round(mine.reduce((sum, r) => sum + r.refund * 100, 0));
    expect(total).toBe(Math.round(order.total * 100));
    // Withdrawing one frees its unit for a new request.
    const withdrawn = await t.app.inject({ method: 'POST', url: `/api/returns/${first.json<Return>()._id}/cancel`, headers: auth(me.token) });
    expect(withdrawn.json<Return>().status).toBe('Cancelled');
    expect((await t.app.inject({ method: 'POST', url: `/api/returns/${first.json<Return>()._id}/cancel`, headers: auth(me.token) })).statusCode).toBe(409);
    expect((await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi })).statusCode).toBe(201);
  });
});

describe('staff handling a return', () => {
  it('approves, receives with a chosen restock once, refunds a COD order once to the payout, mails and audits every move', async () => {
    const [a, b] = await productIds(2);
    const { me, order } = await deliveredOrder([
      { productId: a!, quantity: 2 },
      { productId: b!, quantity: 1 },
    ]);
    const asked = await ask(me, order._id, {
      lines: [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 1 },
      ],
      reason: 'Damaged in transit',
      payout: { method: 'bank', accountName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'hdfc0001234' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json<Return>();
    expect(ret.payout).toMatchObject({ ifsc: 'HDFC0001234' });

    // Other shoppers cannot see it, shoppers cannot use staff's routes.
    const stranger = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/returns/${ret._id}`, headers: auth(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/returns/${ret._id}/cancel`, headers: auth(stranger.token) })).statusCode).toBe(404);
    expect((await move(ret._id, { status: 'Approved' }, me.token)).statusCode).toBe(403);

    // Illegal moves are refused.
    expect((await move(ret._id, { status: 'Refunded', reference: 'UTR1' })).statusCode).toBe(409);
    expect((await move(ret._id, { status: 'Received' })).statusCode).toBe(409);
    expect((await move(ret._id, { status: 'Rejected' })).statusCode).toBe(400);
    expect((await move(ret._id, { status: 'Shipped' })).statusCode).toBe(400);

    const approved = await move(ret._id, { status: 'Approved', note: 'Courier collects on Monday' });
    expect(approved.json<Return & { moves: string[] }>()).toMatchObject({ status: 'Approved', moves: ['Rejected', 'Received'] });
    expect((await move(ret._id, { status: 'Approved' })).statusCode).toBe(409);

    const before = { a: await stockOf(a!), b: await stockOf(b!) };
    const tooMuch = await move(ret._id, { status: 'Received', restock: [{ productId: a, quantity: 3 }] });
    expect(tooMuch.statusCode).toBe(400);
    // One of the two is broken: staff restock one, and nothing of b (the parcel came dented).
    const received = await move(ret._id, { status: 'Received', restock: [{ productId: a, quantity: 1 }] });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(a!)).toBe(before.a + 1);
    expect(await stockOf(b!)).toBe(before.b);
    expect((await move(ret._id, { status: 'Received', restock: [{ productId: a, quantity: 2 }] })).statusCode).toBe(409);
    expect(await stockOf(a!)).toBe(before.a + 1);
    // The order was invoiced when it shipped: the returned lines get their own credit note.
    const withNote = received.json<Return>();
    expect(withNote.creditNote?.number).toMatch(/^CN\//);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/returns/${ret._id}/credit-note.pdf`, headers: auth(me.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.app.inject({ method: 'GET', url: `/api/returns/${ret._id}/credit-note.pdf`, headers: auth(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: auth(me.token) })).json<Order>().creditNote).toBeNull();
    // GSTR-1's credit-note table counts the returned lines, not the whole order.
    const month = (await queryRows<{ m: string }>(t.database.db, sql`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM') as m`))[0]?.m;
    const report = await t.app.inject({ method: 'GET', url: `/api/admin/gst/report?month=${month}`, headers: auth(staff.token) });
    const listed = report.json<{ creditNotes: { number: string; value: string }[] }>().creditNotes.find((n) => n.number === withNote.creditNote?.number);
    expect(Number(listed?.value)).toBe(withNote.refund);

    expect((await move(ret._id, { status: 'Refunded' })).statusCode).toBe(400);
    const refunded = await move(ret._id, { status: 'Refunded', reference: 'HDFCN52026112700001' });
    expect(refunded.json<Return>()).toMatchObject({ status: 'Refunded', refundReference: 'HDFCN52026112700001', refund: order.total });
    expect((await move(ret._id, { status: 'Refunded', reference: 'again' })).statusCode).toBe(409);

    const mails = await latestMail(t.database.db, me.email, 20);
    for (const status of ['Requested', 'Approved', 'Received', 'Refunded']) {
      expect(mails.some((m) => m.subject === `Wattson return #${ret.number} (order #${order.number}): ${status}`)).toBe(true);
    }
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'return' and entity_id = ${ret._id}`,
    );
    expect(audit[0]?.n).toBe(3);
    const shopperView = (await t.app.inject({ method: 'GET', url: `/api/returns/${ret._id}`, headers: auth(me.token) })).json<Return>();
    expect(shopperView.events.map((e) => e.to)).toEqual(['Requested', 'Approved', 'Received', 'Refunded']);
    expect(shopperView.events.every((e) => e.by === null)).toBe(true);
  });

  it('rejecting needs a note and frees the units for another request', async () => {
    const [a] = await productIds(1);
    const { me, order } = await deliveredOrder([{ productId: a!, quantity: 1 }]);
    const ret = (await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi })).json<Return>();
    expect((await move(ret._id, { status: 'Rejected' })).statusCode).toBe(400);
    expect((await move(ret._id, { status: 'Rejected', note: 'The seal is broken' })).json<Return>().status).toBe('Rejected');
    expect((await move(ret._id, { status: 'Approved' })).statusCode).toBe(409);
    const [mail] = await latestMail(t.database.db, me.email, 1);
    expect(mail?.text).toContain('The seal is broken');
    expect((await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'No longer needed', payout: upi })).statusCode).toBe(201);
  });

  it('refunds an online order through the provider once, under the return’s own key', async () => {
    const [a] = await productIds(1);
    const { me, order } = await deliveredOrder([{ productId: a!, quantity: 2 }], 'online');
    const ret = (await ask(me, order._id, { lines: [{ productId: a, quantity: 1 }], reason: 'Wrong item sent' })).json<Return>();
    expect(ret).toMatchObject({ refundMethod: 'provider', payout: null });
    await move(ret._id, { status: 'Approved' });
    await move(ret._id, { status: 'Received' });
    const refunded = await move(ret._id, { status: 'Refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await move(ret._id, { status: 'Refunded' })).statusCode).toBe(409);
    const rows = await queryRows<{ amount_paise: number; idempotency_key: string }>(
      t.database.db,
      sql`select amount_paise, idempotency_key from refunds where order_id = ${order._id}`,
    );
    expect(rows).toEqual([{ amount_paise: Math.round(ret.refund * 100), idempotency_key: `return-${ret._id}` }]);
  });

  it('lists returns for staff by status, and the rules', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/returns?status=Refunded', headers: auth(staff.token) });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ items: Return[]; total: number }>();
    expect(body.items.every((r) => r.status === 'Refunded')).toBe(true);
    expect(body.items[0]?.events.some((e) => e.by !== null)).toBe(true);
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/return-settings', headers: auth(staff.token) });
    expect(settings.json<{ categories: { returnWindowDays: number }[] }>().categories.length).toBeGreaterThan(0);
    const customer = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/returns', headers: auth(customer.token) })).statusCode).toBe(403);
  });
});
