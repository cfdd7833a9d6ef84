import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let owner = '';
let shopper: { id: string; email: string };
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
  shopper = await createSignedInCustomer(t.database.db);
  for (const [status, total] of [
    ['Delivered', 118_000],
    ['Processing', 23_600],
    ['Cancelled', 500_000],
  ] as const)
    await t.database.db.insert(orders).values({ userId: shopper.id, status, subtotalPaise: total, taxPaise: 0, totalPaise: total, address });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner}` } });

describe('customers in the admin', () => {
  it('list and detail show their real order count and what they spent (cancelled orders not spent)', async () => {
    const list = (await get(`/api/admin/customers?q=${encodeURIComponent(shopper.email)}`)).json<{ items: { orderCount: number; spentPaise: number }[] }>();
    expect(list.items[0]).toMatchObject({ orderCount: 3, spentPaise: 118_000 + 23_600 });
    const detail = (await get(`/api/admin/customers/${shopper.id}`)).json<{ customer: { orderCount: number; spentPaise: number } }>();
    expect(detail.customer).toMatchObject({ orderCount: 3, spentPaise: 141_600 });
  });

  it('export as CSV with the current search', async () => {
    const res = await get(`/api/admin/customers.csv?q=${encodeURIComponent(shopper.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(shopper.email);
    expect(lines[1]).toMatch(/,3,1416\.00$/);
  });
});
