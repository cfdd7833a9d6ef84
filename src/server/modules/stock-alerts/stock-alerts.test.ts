import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let staff: { token: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

async function soldOutProduct(offset: number): Promise<{ id: string; name: string }> {
  const [row] = await queryRows<{ id: string; name: string; stock: number }>(
    t.database.db,
    sql`select id, name, stock from products where deleted_at is null and status = 'active' and stock > 0 order by id offset ${offset} limit 1`,
  );
  if (!row) throw new Error('no product');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${row.id}/stock`,
    headers: bearer(staff.token),
    payload: { delta: -Number(row.stock), reason: 'Sold out' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return row;
}

const subscribe = (productId: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId}/stock-alerts`, payload, headers: token ? bearer(token) : {} });

const restock = (productId: string, delta: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/stock`,
    headers: bearer(staff.token),
    payload: { delta, reason: 'Supplier delivery' },
  });

async function mailsTo(email: string): Promise<{ subject: string; text_body: string }[]> {
  return queryRows(t.database.db, sql`select subject, text_body from outgoing_mail where lower(to_address) = lower(${email}) order by created_at`);
}

describe('notify me when back in stock', () => {
  it('mails a visitor and a signed-in shopper once when stock returns, then the subscription ends', async () => {
    const product = await soldOutProduct(0);
    const guest = `guest-${Date.now()}@example.in`;
    const res = await subscribe(product.id, { email: guest });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: "We'll email you when this product is back in stock", email: guest });
    // The same address again, in other letters' case: still one subscription.
    expect((await subscribe(product.id, { email: guest.toUpperCase() })).statusCode).toBe(201);
    const shopper = await createSignedInCustomer(t.database.db);
    const mine = await subscribe(product.id, {}, shopper.token);
    expect(mine.json()).toMatchObject({ email: shopper.email });
    expect(await mailsTo(guest)).toEqual([]);

    expect((await restock(product.id, 3)).statusCode).toBe(200);
    const sent = await mailsTo(guest);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Back in stock: ${product.name}`);
    expect(sent[0]?.text_body).toContain(`/products/${product.id}`);
    expect(await mailsTo(shopper.email)).toHaveLength(1);

    // Another restock, and a sell-out and restock: the ended subscription sends nothing more.
    await restock(product.id, 2);
    await restock(product.id, -5);
    await restock(product.id, 1);
    expect(await mailsTo(guest)).toHaveLength(1);
    const [open] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_alerts where product_id = ${product.id} and notified_at is null`,
    );
    expect(Number(open?.n)).toBe(0);
  });

  it('a product in stock, an unknown product and a bad address are refused', async () => {
    const [inStock] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from products where deleted_at is null and status = 'active' and stock > 0 order by id desc limit 1`,
    );
    const available = await subscribe(inStock?.id ?? '', { email: 'asha@example.in' });
    expect(available.statusCode).toBe(409);
    expect(available.json()).toMatchObject({ message: 'This product is in stock; you can order it now' });
    expect((await subscribe('no-such-product', { email: 'asha@example.in' })).statusCode).toBe(404);

    const product = await soldOutProduct(1);
    const bad = await subscribe(product.id, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid email', field: 'email' });
    const none = await subscribe(product.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Email is required' });
  });
});
