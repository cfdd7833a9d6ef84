import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiscountQuote, Promotion } from '../../../shared/promotions/promotion.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { products } from '../../db/schema/products.js';
import { promotions } from '../../db/schema/promotions.js';
import { gstRates } from '../../db/schema/tax.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let admin: { token: string };
const DAY = 86_400_000;
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
  // Two products with known prices, categories and GST rates: '1' a light at 18%, '2' a fan at 5%
  // (a test-only rate for HSN 9406, dated before today), so that a discount splits over two rates.
  await t.database.db.insert(gstRates).values({ hsnPrefix: '9406', rateBp: 500, effectiveFrom: '2020-01-01', notification: 'Test notification 5%' });
  await t.database.db.update(products).set({ pricePaise: 33333, categorySlug: 'lighting', hsn: '8539', stock: 500 }).where(eq(products.id, '1'));
  await t.database.db.update(products).set({ pricePaise: 100001, categorySlug: 'fans', hsn: '9406', stock: 500 }).where(eq(products.id, '2'));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Each test makes its own promotions: none of another test's may compete for its cart.
  await t.database.db.update(promotions).set({ active: false });
});

const coupon = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ten off',
  code: `T${Math.random().toString(36).slice(2, 10)}`,
  kind: 'percent',
  value: 10,
  scope: 'order',
  minOrderValue: 0,
  ...overrides,
});

async function createPromotion(body: object): Promise<Promotion> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: auth(admin.token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

async function shopperWithCart(lines: [string, number][]) {
  const shopper = await createSignedInCustomer(t.database.db);
  for (const [productId, quantity] of lines) {
    const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(shopper.token), payload: { productId, quantity } });
    expect(res.statusCode, res.body).toBe(201);
  }
  return shopper;
}

async function quote(token: string, code?: string): Promise<DiscountQuote> {
  const res = await t.app.inject({ method: 'POST', url: '/api/carts/discount', headers: auth(token), payload: code === undefined ? {} : { code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DiscountQuote>();
}

function placeOrder(token: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(token), payload: { address, paymentMethod: 'cod', ...extra } });
}

describe('admin promotions API', () => {
  it('creates, lists, edits and deactivates a coupon; only staff may', async () => {
    const created = await createPromotion(coupon({ code: 'diwali10', minOrderValue: 1500.5, usageLimit: 100, perCustomerLimit: 1 }));
    expect(created).toMatchObject({
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      minOrderValue: 1500.5,
      usageLimit: 100,
      perCustomerLimit: 1,
      used: 0,
      active: true,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: auth(admin.token) });
    expect(list.json<Promotion[]>().map((p) => p._id)).toContain(created._id);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${created._id}`,
      headers: auth(admin.token),
      payload: coupon({ code: 'DIWALI10', kind: 'fixed', value: 250.75, name: 'Diwali ₹250' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Promotion>()).toMatchObject({ kind: 'fixed', value: 250.75, name: 'Diwali ₹250', usageLimit: null });

    const off = await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${created._id}/deactivate`, headers: auth(admin.token) });
    expect(off.json<Promotion>().active).toBe(false);

    const customer = await createSignedInCustomer(t.database.db);
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: auth(customer.token), payload: coupon() });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promotions' })).statusCode).toBe(401);
  });

  it('refuses bad input with 4xx naming the field, and a code already in use with 409', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ value: 150 }, 'value'],
      [{ value: 12.5 }, 'value'],
      [{ value: -5 }, 'value'],
      [{ value: 'ten' }, 'value'],
      [{ kind: 'bogus' }, 'kind'],
      [{ code: 'TWO WORDS' }, 'code'],
      [{ scope: 'categories', categorySlugs: [] }, 'categorySlugs'],
      [{ scope: 'products', productIds: [] }, 'productIds'],
      [{ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'endsAt'],
      [{ startsAt: 'next week' }, 'startsAt'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ perCustomerLimit: 1.5 }, 'perCustomerLimit'],
      [{ minOrderValue: -1 }, 'minOrderValue'],
      [{ name: '' }, 'name'],
    ];
    for (const [override, field] of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: auth(admin.token), payload: coupon(override) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json<{ field?: string }>().field, JSON.stringify(override)).toBe(field);
    }
    await createPromotion(coupon({ code: 'TAKEN1' }));
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: auth(admin.token), payload: coupon({ code: 'taken1' }) });
    expect(dup.statusCode).toBe(409);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/promotions/not-an-id', headers: auth(admin.token), payload: coupon() });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a coupon in the cart and at checkout', () => {
  it('takes the discount off before GST: each line taxed at its own rate on its share, checked against figures worked by hand', async () => {
    const promo = await createPromotion(coupon({ value: 10 }));
    const shopper = await shopperWithCart([
      ['1', 3],
      ['2', 1],
    ]);
    // Goods: 3 × 333.33 = 99,999 paise (18%) + 1 × 1,000.01 = 100,001 paise (5%) = 2,00,000 paise.
    // 10% = 20,000 paise, shared 99,999 : 100,001 → 9,999.9 and 10,000.1: floors 9,999 + 10,000, the one
    // paisa left to the larger remainder (the first line): 10,000 and 10,000.
    // Taxable 89,999 at 18% = 16,199.82 → 16,200; 90,001 at 5% = 4,500.05 → 4,500. GST 20,700.
    // Total 2,00,000 − 20,000 + 20,700 = 2,00,700 paise.
    const q = await quote(shopper.token, promo.code?.toLowerCase());
    expect(q).toMatchObject({ subtotal: 2000, discount: 200, label: `Coupon ${promo.code}`, code: { applied: true } });
    expect(q.lines).toEqual([
      { productId: '1', discount: 100 },
      { productId: '2', discount: 100 },
    ]);

    // Amounts the client sends are not read: the server decides the discount.
    const res = await placeOrder(shopper.token, { couponCode: promo.code, discount: 1999, total: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({ subtotal: 2000, discount: 200, discountLabel: `Coupon ${promo.code}`, tax: 207, total: 2007 });
    expect(order.items.find((i) => i.productId === '1')).toMatchObject({ lineTotal: 999.99, discount: 100 });
    expect(order.items.find((i) => i.productId === '2')).toMatchObject({ lineTotal: 1000.01, discount: 100 });
    expect(order.gst.rows.reduce((a, r) => a + Math.round(r.amount * 100), 0)).toBe(20_700);
    const [row] = await t.database.db.select({ used: promotions.usedCount }).from(promotions).where(eq(promotions.id, promo._id));
    expect(row?.used).toBe(1);

    // The invoice shows each line's discount, the taxable value after it, and the discount in the totals.
    const shipped = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: auth(admin.token), payload: { status: 'Shipped' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const pdfRes = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice.pdf`, headers: auth(shopper.token) });
    expect(pdfRes.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdfRes.rawPayload)), { mergePages: true });
    const pdf = text.replace(/\s+/g, ' ');
    expect(pdf).toContain(`Discount (Coupon ${promo.code}): Rs. 200.00`);
    expect(pdf).toContain('Taxable value: Rs. 1,800.00');
    for (const figure of ['899.99', '900.01', '100.00']) expect(pdf).toContain(figure);
  });

  it('a fixed amount on a category discounts only that category, capped at its value', async () => {
    const fans = await createPromotion(coupon({ kind: 'fixed', value: 5000, scope: 'categories', categorySlugs: ['fans'] }));
    const lightsOnly = await shopperWithCart([['1', 1]]);
    const refused = await quote(lightsOnly.token, fans.code ?? '');
    expect(refused).toMatchObject({ discount: 0, code: { applied: false, message: 'This code does not apply to the items in your cart.' } });
    const placed = await placeOrder(lightsOnly.token, { couponCode: fans.code });
    expect(placed.statusCode).toBe(422);
    expect(placed.json<{ message: string }>().message).toBe('This code does not apply to the items in your cart.');

    const both = await shopperWithCart([
      ['1', 1],
      ['2', 1],
    ]);
    // ₹5,000 off fans, but the fan line is ₹1,000.01: the whole line, no more. GST: 333.33 × 18% = 60.00, fan 0.
    const q = await quote(both.token, fans.code ?? '');
    expect(q.discount).toBe(1000.01);
    expect(q.lines).toEqual([
      { productId: '1', discount: 0 },
      { productId: '2', discount: 1000.01 },
    ]);
    const order = (await placeOrder(both.token, { couponCode: fans.code })).json<Order>();
    expect(order).toMatchObject({ subtotal: 1333.34, discount: 1000.01, tax: 60, total: 393.33 });
  });

  it('explains dates and minimums, and refuses them at checkout', async () => {
    const later = await createPromotion(coupon({ startsAt: new Date(Date.now() + 2 * DAY).toISOString() }));
    const over = await createPromotion(coupon({ startsAt: new Date(Date.now() - 3 * DAY).toISOString(), endsAt: new Date(Date.now() - DAY).toISOString() }));
    const big = await createPromotion(coupon({ minOrderValue: 5000 }));
    const shopper = await shopperWithCart([['1', 3]]);
    expect((await quote(shopper.token, later.code ?? '')).code?.message).toMatch(/^This code starts on /);
    expect((await quote(shopper.token, over.code ?? '')).code?.message).toMatch(/^This code expired on /);
    // ₹5,000 minimum on ₹999.99 of goods: ₹4,000.01 short.
    expect((await quote(shopper.token, big.code ?? '')).code?.message).toBe('This code needs a minimum order of ₹5,000.00. Add ₹4,000.01 more to use it.');
    expect((await quote(shopper.token, 'NOSUCHCODE')).code).toEqual({
      code: 'NOSUCHCODE',
      applied: false,
      message: 'This code does not exist. Please check it.',
    });
    for (const code of [later.code, over.code, big.code]) expect((await placeOrder(shopper.token, { couponCode: code })).statusCode).toBe(422);
    const bad = await placeOrder(shopper.token, { couponCode: 'no spaces please' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field?: string }>().field).toBe('couponCode');
    const badQuote = await t.app.inject({ method: 'POST', url: '/api/carts/discount', headers: auth(shopper.token), payload: { code: 42 } });
    expect(badQuote.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/carts/discount', payload: {} })).statusCode).toBe(401);
  });

  it('holds the total and per-customer limits, and a cancelled order gives its use back', async () => {
    const once = await createPromotion(coupon({ usageLimit: 1 }));
    const first = await shopperWithCart([['1', 1]]);
    const placed = await placeOrder(first.token, { couponCode: once.code });
    expect(placed.statusCode, placed.body).toBe(201);
    const second = await shopperWithCart([['1', 1]]);
    expect((await quote(second.token, once.code ?? '')).code?.message).toBe('This code has reached its usage limit.');
    expect((await placeOrder(second.token, { couponCode: once.code })).statusCode).toBe(422);

    // Cancelled before dispatch: the goods go back on the shelf, and the use goes back with them.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.json<Order>()._id}/cancel`, headers: auth(first.token) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await quote(second.token, once.code ?? '')).code?.applied).toBe(true);
    expect((await placeOrder(second.token, { couponCode: once.code })).statusCode).toBe(201);

    const perCustomer = await createPromotion(coupon({ perCustomerLimit: 1 }));
    const shopper = await shopperWithCart([['1', 1]]);
    expect((await placeOrder(shopper.token, { couponCode: perCustomer.code })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(shopper.token), payload: { productId: '1', quantity: 1 } });
    expect((await quote(shopper.token, perCustomer.code ?? '')).code?.message).toBe('You have already used this code.');
    expect((await placeOrder(shopper.token, { couponCode: perCustomer.code })).statusCode).toBe(422);
    const other = await shopperWithCart([['1', 1]]);
    expect((await placeOrder(other.token, { couponCode: perCustomer.code })).statusCode).toBe(201);

    const rows = await t.database.db
      .select({ id: promotions.id, used: promotions.usedCount })
      .from(promotions)
      .where(inArray(promotions.id, [once._id, perCustomer._id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.used]))).toEqual({ [once._id]: 1, [perCustomer._id]: 2 });
    // Two uses taken: a total limit of 1 is refused, the uses stay.
    const lowered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${perCustomer._id}`,
      headers: auth(admin.token),
      payload: coupon({ code: perCustomer.code, perCustomerLimit: 1, usageLimit: 1 }),
    });
    expect(lowered.statusCode, lowered.body).toBe(409);
    expect(lowered.json<{ message: string }>().message).toBe('Total uses cannot be lower than the uses already taken.');
  });

  it('applies an automatic discount without a code; a smaller code says the bigger discount already applies', async () => {
    await createPromotion(coupon({ code: '', name: 'Monsoon sale', value: 20, minOrderValue: 500 }));
    const small = await createPromotion(coupon({ value: 5 }));
    const shopper = await shopperWithCart([['1', 3]]);
    // 20% of 999.99 = 199.998 → ₹200.00.
    expect(await quote(shopper.token)).toMatchObject({ discount: 200, label: 'Monsoon sale', code: null });
    const withCode = await quote(shopper.token, small.code ?? '');
    expect(withCode).toMatchObject({ discount: 200, label: 'Monsoon sale', code: { applied: false } });
    expect(withCode.code?.message).toContain('Monsoon sale already gives you a bigger discount');
    const order = (await placeOrder(shopper.token)).json<Order>();
    // Taxable 799.99 × 18% = 143.9982 → 144.00.
    expect(order).toMatchObject({ subtotal: 999.99, discount: 200, discountLabel: 'Monsoon sale', tax: 144, total: 943.99 });

    const under = await shopperWithCart([['1', 1]]);
    expect((await quote(under.token)).discount).toBe(0);
  });
});
