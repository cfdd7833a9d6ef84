import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryQuote, DeliverySettings } from '../../../shared/delivery/delivery.schema.js';
import type { PaymentOptions } from '../../../shared/payments/payment.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderConfirmationMail } from '../orders/order-mails.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await createSignedInCustomer(t.database.db, { isAdmin: true })).token}` };
  const csv = 'pincode,deliverable,cod,days_min,days_max\n744301,no,no,0,0\n682001,yes,no,3,5\n';
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/delivery/serviceability', headers: admin, payload: { csv } })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const kerala = { fullName: 'Asha Rao', phone: '9876543210', line1: '1 MG Road', city: 'Ernakulam', state: 'Kerala', pincode: '682001' };

async function shopperWithCart(productId = '401', quantity = 1) {
  const me = await createSignedInCustomer(t.database.db);
  const added = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId, quantity } });
  expect(added.statusCode).toBe(201);
  return me;
}

const place = (token: string, address: object, paymentMethod = 'cod') =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(token), payload: { address, paymentMethod } });

async function setZone(zone: string, change: object) {
  const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery/settings', headers: admin })).json<DeliverySettings>();
  const zones = settings.zones.map((z) => (z.zone === zone ? { ...z, ...change } : z));
  const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/delivery/settings', headers: admin, payload: { ...settings, zones } });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('placing an order where it can go', () => {
  it('refuses an unserviceable pincode, keeping the cart and the stock', async () => {
    const me = await shopperWithCart();
    const res = await place(me.token, { ...kerala, city: 'Nicobar', state: 'Andaman and Nicobar Islands', pincode: '744301' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('we do not deliver to') as unknown });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(me.token) })).json<unknown[]>();
    expect(cart).toHaveLength(1);
  });

  it('refuses an unknown pincode with a 400', async () => {
    const me = await shopperWithCart();
    const res = await place(me.token, { ...kerala, pincode: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'We could not find pincode 999999. Please check it.' });
  });

  it('refuses Cash on Delivery where the courier does not collect cash, and says so in the options', async () => {
    const me = await shopperWithCart();
    const options = await t.app.inject({ method: 'GET', url: '/api/checkout/payment-options?state=Kerala&pincode=682001', headers: auth(me.token) });
    expect(options.json<PaymentOptions>().cod).toMatchObject({
      available: false,
      reason: 'Cash on Delivery is not available for this pincode. Please pay online.',
    });
    const res = await place(me.token, kerala);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Cash on Delivery is not available for this pincode. Please pay online.' });
  });
});

describe('shipping fees', () => {
  it('are free by default, as before', async () => {
    const me = await shopperWithCart();
    const res = await place(me.token, { ...kerala, pincode: '682031' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.shipping).toBe(0);
    expect(order.total).toBeCloseTo(order.subtotal + order.tax, 2);
  });

  it('charge the zone fee below its free-shipping threshold, taxed at the goods rate, and nothing above it', async () => {
    await setZone('rest-of-india', { fee: 99, freeAbove: 1_000_000 });
    const quote = (await t.app.inject({ method: 'GET', url: '/api/delivery/quote?pincode=682031&subtotal=100' })).json<DeliveryQuote>();
    expect(quote).toMatchObject({ shippingFee: 99, freeShippingAbove: 1_000_000 });

    const me = await shopperWithCart();
    const res = await place(me.token, { ...kerala, pincode: '682031' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.shipping).toBe(99);
    // The day promised at checkout stays with the order, and its confirmation says it.
    expect(order.expectedDelivery).toBe(quote.expectedByText);
    expect(orderConfirmationMail(me.email, order, 'http://shop.test/orders/1').text).toContain(`Expected delivery: ${quote.expectedByText}`);
    const goodsRate = Math.max(...order.items.map((l) => l.gstRate));
    const goodsTax = order.gst.rows.reduce((sum, r) => sum + r.amount, 0);
    expect(goodsTax).toBeCloseTo(order.tax, 2);
    // Kerala from Maharashtra: IGST; the shipping's GST is in the row of the goods' highest rate.
    const igstRow = order.gst.rows.find((r) => r.label === `IGST (${goodsRate}%)`);
    expect(igstRow).toBeDefined();
    expect(order.total).toBeCloseTo(order.subtotal + order.tax + order.shipping, 2);
    const lineTax = Math.round(order.items.filter((l) => l.gstRate === goodsRate).reduce((s, l) => s + l.lineTotal, 0) * goodsRate) / 100;
    expect(igstRow?.amount).toBeCloseTo(Math.round((lineTax + 99 * (goodsRate / 100)) * 100) / 100, 1);

    // The tax invoice carries shipping as a line of its own, in the taxable value and the total.
    const shipped = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: admin, payload: { status: 'Shipped' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const invoiced = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: auth(me.token) })).json<Order>();
    const res2 = await t.app.inject({ method: 'GET', url: invoiced.invoice!.url, headers: auth(me.token) });
    expect(res2.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res2.rawPayload)), { mergePages: true });
    const pdf = text.replace(/\s+/g, ' ');
    const rs = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(pdf).toContain('Shipping');
    expect(pdf).toContain(`Taxable value: Rs. ${rs(order.subtotal + 99)}`);
    expect(pdf).toContain(`Invoice total: Rs. ${rs(order.total)}`);

    await setZone('rest-of-india', { fee: 99, freeAbove: 1 });
    const rich = await shopperWithCart();
    const free = (await place(rich.token, { ...kerala, pincode: '682031' })).json<Order>();
    expect(free.shipping).toBe(0);
    await setZone('rest-of-india', { fee: 0, freeAbove: null });
  });
});
