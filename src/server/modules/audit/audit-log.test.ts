import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let asha: { id: string; token: string };
let ravi: { id: string; token: string };
let product: { id: string; name: string; stock: number };

interface AuditPage {
  items: { sentence: string; entity: string; actor: { _id: string; name: string }; createdAt: string }[];
  total: number;
  people: { _id: string }[];
  kinds: string[];
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await createSignedInCustomer(t.database.db, { isAdmin: true });
  ravi = await createSignedInCustomer(t.database.db, { isAdmin: true });
  await t.database.db.update(users).set({ username: 'Asha' }).where(eq(users.id, asha.id));
  await t.database.db.update(users).set({ username: 'Ravi', staffRole: 'manager' }).where(eq(users.id, ravi.id));
  [product] = (await queryRows<{ id: string; name: string; stock: number }>(
    t.database.db,
    sql`select id, name, stock from products where deleted_at is null and stock >= 12 order by id limit 1`,
  )) as [{ id: string; name: string; stock: number }];
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: auth(asha.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};

describe('the audit log', () => {
  it('reads as sentences naming the person and the record, filtered by person, kind and date', async () => {
    const stock = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${encodeURIComponent(product.id)}/stock`,
      headers: auth(asha.token),
      payload: { delta: -product.stock, reason: 'damaged in transit' },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invites',
      headers: auth(asha.token),
      payload: { email: 'meera@example.in', role: 'support' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const ravis = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${encodeURIComponent(product.id)}/stock`,
      headers: auth(ravi.token),
      payload: { delta: 5, reason: 'restocked' },
    });
    expect(ravis.statusCode, ravis.body).toBe(200);

    const everything = await list('');
    expect(everything.items.map((i) => i.sentence)).toContain(`Asha set stock of ${product.name} from ${product.stock} to 0: damaged in transit`);
    expect(everything.items.map((i) => i.sentence)).toContain(`Ravi set stock of ${product.name} from 0 to 5: restocked`);
    expect(everything.items.map((i) => i.sentence)).toContain('Asha invited meera@example.in to the staff as support');
    expect(everything.people.map((p) => p._id)).toEqual(expect.arrayContaining([asha.id, ravi.id]));
    expect(everything.kinds).toEqual(expect.arrayContaining(['product', 'staff']));

    const byRavi = await list(`?person=${ravi.id}`);
    expect(byRavi.total).toBe(1);
    expect(byRavi.items[0]?.actor.name).toBe('Ravi');

    const staffOnly = await list('?kind=staff');
    expect(staffOnly.items.every((i) => i.entity === 'staff')).toBe(true);
    expect(staffOnly.total).toBe(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('?from=2001-01-01&to=2001-01-02')).total).toBe(0);
  });

  it('refuses filters that are not valid with a 400', async () => {
    for (const query of ['?person=asha', '?kind=Robert%27)%3B', '?from=yesterday']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: auth(asha.token) });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is the owner’s: a manager is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: auth(ravi.token) });
    expect(res.statusCode).toBe(403);
  });
});
