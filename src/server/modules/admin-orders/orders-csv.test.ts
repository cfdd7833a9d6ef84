import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { rupeesText } from './orders-csv-export.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createSignedInCustomer>>;
let owner: Person;
let support: Person;
let customer: Person;
let productId: string;

interface OrderSeed {
  email: string;
  status?: string;
  createdAt: string;
  fullName?: string;
  money: { subtotal: number; discount: number; tax: number; shipping: number; codFee: number };
  paymentMethod?: 'cod' | 'razorpay';
  quantities?: number[];
}

/** An order as placing one leaves it, money in paise as given, so the export's sums can be checked to the paisa. */
async function seedOrder(o: OrderSeed): Promise<{ id: string; number: number }> {
  const m = o.money;
  const total = m.subtotal - m.discount + m.tax + m.shipping + m.codFee;
  const address = {
    fullName: o.fullName ?? 'Asha Raghavan',
    phone: '9876543210',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  const [order] = await queryRows<{ id: string; number: number }>(
    t.database.db,
    sql`insert into orders (email, placed_as_guest, status, subtotal_paise, discount_paise, tax_paise, shipping_paise, cod_fee_paise, total_paise, payment_method, address, created_at)
        values (${o.email}, true, ${o.status ?? 'Processing'}, ${m.subtotal}, ${m.discount}, ${m.tax}, ${m.shipping}, ${m.codFee}, ${total}, ${o.paymentMethod ?? 'cod'},
                ${JSON.stringify(address)}::jsonb, ${o.createdAt}::timestamptz)
        returning id, number::int as number`,
  );
  if (!order) throw new Error('order not created');
  for (const quantity of o.quantities ?? [1]) {
    await t.database.db.execute(
      sql`insert into order_lines (order_id, product_id, name, unit_price_paise, quantity, line_total_paise) values (${order.id}, ${productId}, 'Line', 100, ${quantity}, ${100 * quantity})`,
    );
  }
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInCustomer(t.database.db, { isAdmin: true });
  support = await createSignedInCustomer(t.database.db, { isAdmin: true });
  await t.database.db.update(users).set({ staffRole: 'support' }).where(eq(users.id, support.id));
  customer = await createSignedInCustomer(t.database.db);
  const [product] = await queryRows<{ id: string }>(t.database.db, sql`select id from products limit 1`);
  if (!product) throw new Error('no seeded product');
  productId = product.id;
});
afterAll(async () => {
  await t?.close();
});

async function exportCsv(query: string, token = owner.token) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders.csv${query}`, headers: { authorization: `Bearer ${token}` } });
  return { res, rows: res.statusCode === 200 ? parse<Record<string, string>>(res.body, { columns: true, bom: true }) : [] };
}

describe('GET /api/admin/orders.csv', () => {
  it('lists the orders of the search with exact rupee amounts from paise, newest (highest number) first', async () => {
    const email = 'csv-amounts@example.in';
    const older = await seedOrder({
      email,
      createdAt: '2031-01-10T06:00:00Z',
      money: { subtotal: 123_450, discount: 10_001, tax: 20_399, shipping: 4_900, codFee: 5_000 },
      quantities: [2, 3],
    });
    const newer = await seedOrder({ email, createdAt: '2031-01-11T06:00:00Z', money: { subtotal: 1, discount: 0, tax: 0, shipping: 0, codFee: 0 } });
    const { res, rows } = await exportCsv(`?q=${encodeURIComponent(email)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="wattson-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows.map((r) => r.order_number)).toEqual([String(newer.number), String(older.number)]);
    expect(rows[1]).toEqual({
      order_number: String(older.number),
      date: '2031-01-10T06:00:00.000Z',
      customer: 'Asha Raghavan',
      email,
      status: 'Processing',
      payment_method: 'cod',
      payment_status: 'due',
      items: '5',
      subtotal_rupees: '1234.50',
      discount_rupees: '100.01',
      gst_rupees: '203.99',
      shipping_rupees: '49.00',
      cod_fee_rupees: '50.00',
      total_rupees: '1437.48',
    });
    expect(rows[0]).toMatchObject({ subtotal_rupees: '0.01', total_rupees: '0.01', items: '1' });
  });

  it('applies the list filter: status and the date range (the last day inclusive)', async () => {
    const email = 'csv-filter@example.in';
    const jan = await seedOrder({ email, createdAt: '2032-01-15T10:00:00Z', money: { subtotal: 100, discount: 0, tax: 18, shipping: 0, codFee: 0 } });
    const febEnd = await seedOrder({ email, createdAt: '2032-02-28T23:00:00Z', money: { subtotal: 200, discount: 0, tax: 36, shipping: 0, codFee: 0 } });
    const shipped = await seedOrder({
      email,
      status: 'Shipped',
      createdAt: '2032-02-10T10:00:00Z',
      money: { subtotal: 300, discount: 0, tax: 54, shipping: 0, codFee: 0 },
    });
    const q = `q=${encodeURIComponent(email)}`;
    expect((await exportCsv(`?${q}&from=2032-02-01&to=2032-02-28`)).rows.map((r) => r.order_number)).toEqual([String(shipped.number), String(febEnd.number)]);
    expect((await exportCsv(`?${q}&status=Shipped`)).rows.map((r) => r.order_number)).toEqual([String(shipped.number)]);
    expect((await exportCsv(`?${q}&to=2032-01-31`)).rows.map((r) => r.order_number)).toEqual([String(jan.number)]);
    // The order number is a search too, as on the list.
    expect((await exportCsv(`?q=${jan.number}`)).rows.map((r) => r.email)).toContain(email);
  });

  it('keeps a name or email a spreadsheet would run as a formula as text', async () => {
    const email = '=hyperlink@example.in';
    await seedOrder({
      email,
      fullName: '=HYPERLINK("http://evil.example","x")',
      createdAt: '2033-03-01T10:00:00Z',
      money: { subtotal: 100, discount: 0, tax: 0, shipping: 0, codFee: 0 },
    });
    const { rows } = await exportCsv(`?q=${encodeURIComponent('hyperlink@example.in')}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.customer).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[0]?.email).toBe(`'${email}`);
  });

  it('pages through more orders than one read holds, each once', async () => {
    const email = 'csv-many@example.in';
    await t.database.db.execute(
      sql`insert into orders (email, placed_as_guest, subtotal_paise, tax_paise, total_paise, address)
          select ${email}, true, n, 0, n, '{"fullName":"Many","phone":"","line1":"","city":"Pune","state":"Maharashtra","pincode":"411001"}'::jsonb
          from generate_series(1, 520) as n`,
    );
    const { rows } = await exportCsv(`?q=${encodeURIComponent(email)}`);
    expect(rows).toHaveLength(520);
    expect(new Set(rows.map((r) => r.order_number)).size).toBe(520);
  });

  it('refuses a bad filter with a 400, shoppers with a 403, and serves every staff role that sees orders', async () => {
    expect((await exportCsv('?status=Lost')).res.statusCode).toBe(400);
    expect((await exportCsv('?from=yesterday')).res.statusCode).toBe(400);
    expect((await exportCsv('', customer.token)).res.statusCode).toBe(403);
    expect((await exportCsv('?q=csv-amounts%40example.in', support.token)).res.statusCode).toBe(200);
  });
});

describe('rupeesText', () => {
  it('prints paise as rupees with integer arithmetic', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(123_450)).toBe('1234.50');
    expect(rupeesText(100_000_001)).toBe('1000000.01');
    expect(rupeesText(-1_005)).toBe('-10.05');
  });
});
