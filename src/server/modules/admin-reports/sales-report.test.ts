import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '../../../shared/admin/reports.schema.js';
import { queryRows } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let owner = '';
let products: { id: string; name: string; category: string }[] = [];

interface Fixture {
  user: string;
  /** UTC instant */
  at: string;
  status: string;
  lines: { product: number; qty: number; unit: number }[];
}
let fixtures: Fixture[] = [];

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
  products = await queryRows<{ id: string; name: string; category: string }>(
    t.database.db,
    sql`select id, name, category_slug as category from products where deleted_at is null order by category_slug, id limit 3`,
  );
  const [returning, fresh, other] = await Promise.all([1, 2, 3].map(() => createSignedInCustomer(t.database.db)));
  const a = returning?.id ?? '';
  const b = fresh?.id ?? '';
  const c = other?.id ?? '';
  // 2031, far from any seeded order. India is UTC+5:30: 18:00 UTC on the 3rd is 23:30 there (in range),
  // 19:00 UTC on the 3rd is 00:30 on the 4th (out of range).
  fixtures = [
    { user: a, at: '2031-02-20T06:00:00Z', status: 'Delivered', lines: [{ product: 0, qty: 1, unit: 50_000 }] },
    {
      user: a,
      at: '2031-03-01T05:00:00Z',
      status: 'Delivered',
      lines: [
        { product: 0, qty: 2, unit: 10_000 },
        { product: 1, qty: 1, unit: 25_050 },
      ],
    },
    { user: b, at: '2031-03-02T10:00:00Z', status: 'Processing', lines: [{ product: 1, qty: 3, unit: 25_050 }] },
    { user: b, at: '2031-03-03T18:00:00Z', status: 'Shipped', lines: [{ product: 2, qty: 1, unit: 99_999 }] },
    { user: c, at: '2031-03-02T11:00:00Z', status: 'Cancelled', lines: [{ product: 2, qty: 5, unit: 99_999 }] },
    { user: c, at: '2031-03-02T12:00:00Z', status: 'Pending payment', lines: [{ product: 2, qty: 1, unit: 99_999 }] },
    { user: c, at: '2031-03-03T19:00:00Z', status: 'Delivered', lines: [{ product: 0, qty: 1, unit: 10_000 }] },
  ];
  for (const f of fixtures) {
    const subtotal = f.lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const tax = Math.round(subtotal * 0.18);
    const [order] = await t.database.db
      .insert(orders)
      .values({ userId: f.user, status: f.status, subtotalPaise: subtotal, taxPaise: tax, totalPaise: subtotal + tax, address, createdAt: new Date(f.at) })
      .returning({ id: orders.id });
    for (const l of f.lines) {
      const p = products[l.product];
      await t.database.db.insert(orderLines).values({
        orderId: order?.id ?? '',
        productId: p?.id ?? '',
        name: p?.name ?? '',
        unitPricePaise: l.unit,
        quantity: l.qty,
        lineTotalPaise: l.qty * l.unit,
      });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = owner) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The same figures worked out here, from the fixtures, without SQL. */
function expected(from: string, to: string) {
  const istDate = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 10);
  const counted = (f: Fixture) => f.status !== 'Cancelled' && f.status !== 'Pending payment';
  const total = (f: Fixture) => {
    const sub = f.lines.reduce((s, l) => s + l.qty * l.unit, 0);
    return sub + Math.round(sub * 0.18);
  };
  const inRange = fixtures.filter((f) => counted(f) && istDate(f.at) >= from && istDate(f.at) <= to);
  const revenue = inRange.reduce((s, f) => s + total(f), 0);
  const units = new Map<string, number>();
  const categoryRevenue = new Map<string, number>();
  for (const f of inRange)
    for (const l of f.lines) {
      const p = products[l.product];
      units.set(p?.id ?? '', (units.get(p?.id ?? '') ?? 0) + l.qty);
      categoryRevenue.set(p?.category ?? '', (categoryRevenue.get(p?.category ?? '') ?? 0) + l.qty * l.unit);
    }
  const buyers = new Set(inRange.map((f) => f.user));
  const returning = [...buyers].filter((u) => fixtures.some((f) => f.user === u && counted(f) && istDate(f.at) < from)).length;
  return { revenue, orders: inRange.length, units, categoryRevenue, newCustomers: buyers.size - returning, returning };
}

describe('the sales report', () => {
  it('agrees with sums worked out independently, in India’s days', async () => {
    const res = await get('/api/admin/reports/sales?from=2031-03-01&to=2031-03-03');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<SalesReport>();
    const want = expected('2031-03-01', '2031-03-03');
    expect(report.revenuePaise).toBe(want.revenue);
    expect(report.orders).toBe(want.orders);
    expect(report.orders).toBe(3);
    expect(report.averageOrderPaise).toBe(Math.round(want.revenue / want.orders));
    expect(report.customers).toEqual({ new: want.newCustomers, returning: want.returning });
    expect(report.customers).toEqual({ new: 1, returning: 1 });
    for (const [id, units] of want.units) expect(report.products.find((p) => p.key === id)?.units, id).toBe(units);
    for (const [slug, revenue] of want.categoryRevenue) expect(report.categories.find((c) => c.key === slug)?.revenuePaise, slug).toBe(revenue);
    expect(report.days.map((d) => d.date)).toEqual(['2031-03-01', '2031-03-02', '2031-03-03']);
    expect(report.days.reduce((s, d) => s + d.revenuePaise, 0)).toBe(want.revenue);
    expect(report.days.reduce((s, d) => s + d.orders, 0)).toBe(want.orders);
    expect(report.refunds).toEqual({ count: 0, amountPaise: 0 });
  });

  it('a wider range takes in the earlier order and the late-night one', async () => {
    const report = (await get('/api/admin/reports/sales?from=2031-02-01&to=2031-03-04')).json<SalesReport>();
    const want = expected('2031-02-01', '2031-03-04');
    expect(report.orders).toBe(5);
    expect(report.revenuePaise).toBe(want.revenue);
    expect(report.customers).toEqual({ new: 3, returning: 0 });
  });

  it('exports the same figures as CSV', async () => {
    const res = await get('/api/admin/reports/sales.csv?from=2031-03-01&to=2031-03-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const want = expected('2031-03-01', '2031-03-03');
    expect(res.body).toContain(`summary,revenue,,${(want.revenue / 100).toFixed(2)}`);
    expect(res.body).toContain('summary,orders,3,');
    expect(res.body).toContain('day,2031-03-02,1,');
  });

  it('refuses bad dates with a 400 naming the field', async () => {
    const backwards = await get('/api/admin/reports/sales?from=2031-03-05&to=2031-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'to' });
    expect((await get('/api/admin/reports/sales?from=2031-02-30&to=2031-03-01')).statusCode).toBe(400);
    expect((await get('/api/admin/reports/sales?from=nonsense&to=2031-03-01')).statusCode).toBe(400);
  });
});
