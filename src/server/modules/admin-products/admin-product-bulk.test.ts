import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkPreview, BulkResult } from '../../../shared/admin/admin-product-bulk.schema.js';
import type { AdminProduct } from '../../../shared/admin/admin-products.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let admin: { id: string; email: string; token: string };
const made: AdminProduct[] = [];
const tag = `Bulktest${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
  for (const [i, price] of [100, 250, 999.99].entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: asAdmin(),
      payload: { name: `${tag} Switch ${i + 1}`, brand: tag, price, category: 'switches', stock: 5 + i, specifications: { Brand: tag } },
    });
    made.push(res.json<AdminProduct>());
  }
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const ids = () => ({ kind: 'ids' as const, ids: made.map((p) => p._id) });

async function preview(body: Record<string, unknown>): Promise<BulkPreview> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/products/bulk/preview', headers: asAdmin(), payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkPreview>();
}

async function apply(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers: asAdmin(), payload: body });
}

async function product(id: string): Promise<AdminProduct> {
  return (await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: asAdmin() })).json<AdminProduct>();
}

async function bulkAudits(): Promise<{ details: Record<string, unknown> }[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=100', headers: asAdmin() });
  return res.json<{ items: { action: string; details: Record<string, unknown> }[] }>().items.filter((i) => i.action === 'product.bulk');
}

describe('bulk actions on the admin product list', () => {
  it('previews a 10 % price rise (before and after, nothing written), then applies it in one go with one audit entry', async () => {
    const change = { action: 'adjustPrice', percent: 10 };
    const shown = await preview({ selection: ids(), change });
    expect(shown).toMatchObject({ count: 3, changed: 3, field: 'price', problems: [] });
    expect(shown.sample.map((s) => [s.name, s.before, s.after])).toEqual([
      [`${tag} Switch 1`, 100, 110],
      [`${tag} Switch 2`, 250, 275],
      [`${tag} Switch 3`, 999.99, 1099.99],
    ]);
    expect((await product(made[0]?._id ?? '')).price).toBe(100);
    const auditsBefore = (await bulkAudits()).length;

    const res = await apply({ selection: ids(), change, expectedCount: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkResult>()).toMatchObject({ count: 3, changed: 3, message: '3 of 3 products price raised by 10%' });
    expect(await Promise.all(made.map(async (p) => (await product(p._id)).price))).toEqual([110, 275, 1099.99]);
    // The shop sees the new prices at once.
    expect((await t.app.inject(`/api/products/${made[1]?._id}`)).json<{ price: number }>().price).toBe(275);

    const audits = await bulkAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits[0]?.details).toMatchObject({ action: 'adjustPrice', count: 3, changed: 3, summary: 'price raised by 10%' });
  });

  it('selects "all matching this filter" and refuses with 409, writing nothing, when the selection changed since the preview', async () => {
    const selection = { kind: 'filter', filter: { q: tag } };
    const change = { action: 'setStock', stock: 40 };
    expect((await preview({ selection, change })).count).toBe(3);
    const stale = await apply({ selection, change, expectedCount: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('3 products match now, not 2');
    expect((await product(made[0]?._id ?? '')).stock).toBe(5);

    const res = await apply({ selection, change, expectedCount: 3 });
    expect(res.json<BulkResult>()).toMatchObject({ count: 3, changed: 3 });
    expect(await Promise.all(made.map(async (p) => (await product(p._id)).stock))).toEqual([40, 40, 40]);
    // Applying it again finds nothing to change.
    expect((await apply({ selection, change, expectedCount: 3 })).json<BulkResult>()).toMatchObject({ count: 3, changed: 0 });
  });

  it('sets discount, flags, status, low-stock threshold and adds stock (never below 0)', async () => {
    const sel = ids();
    for (const change of [
      { action: 'setDiscount', discount: 25 },
      { action: 'setFlag', flag: 'isFeatured', value: true },
      { action: 'setLowStockThreshold', threshold: 50 },
      { action: 'addStock', delta: -45 },
      { action: 'setStatus', status: 'draft' },
    ]) {
      const res = await apply({ selection: sel, change, expectedCount: 3 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await product(made[2]?._id ?? '');
    expect(after).toMatchObject({ discount: 25, isFeatured: true, lowStockThreshold: 50, stock: 0, status: 'draft', lowStock: true });
    // The admin list's status and low-stock filters find them.
    const table = await t.app.inject({ method: 'GET', url: `/api/admin/products/table?q=${tag}&status=draft&lowStock=true`, headers: asAdmin() });
    expect(table.json<{ total: number }>().total).toBe(3);
    await apply({ selection: sel, change: { action: 'setStatus', status: 'active' }, expectedCount: 3 });
  });

  it('moves products to another category, re-reading their specifications there, and refuses those the new category cannot read', async () => {
    const moved = await apply({ selection: ids(), change: { action: 'setCategory', category: 'Tools', subCategory: '' }, expectedCount: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await product(made[0]?._id ?? '')).category).toBe('tools');

    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: asAdmin(),
      payload: { name: `${tag} Odd fitting`, price: 10, category: 'tools', specifications: { Wattage: 'very bright' } },
    });
    expect(odd.statusCode, odd.body).toBe(201);
    const oddId = odd.json<AdminProduct>()._id;
    const change = { action: 'setCategory', category: 'lighting', subCategory: 'ceiling' };
    const shown = await preview({ selection: { kind: 'ids', ids: [oddId] }, change });
    expect(shown.problems).toEqual([{ _id: oddId, name: `${tag} Odd fitting`, message: expect.stringContaining('Specification "Wattage"') }]);
    const refused = await apply({ selection: { kind: 'ids', ids: [oddId] }, change, expectedCount: 1 });
    expect(refused.statusCode).toBe(422);
    expect((await product(oddId)).category).toBe('tools');
    expect(
      (
        await apply({
          selection: { kind: 'ids', ids: [oddId] },
          change: { action: 'setCategory', category: 'lighting', subCategory: 'not-there' },
          expectedCount: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deletes the selection (soft: gone from the shop and the list, kept for orders)', async () => {
    const victim = made[0]?._id ?? '';
    const res = await apply({ selection: { kind: 'ids', ids: [victim] }, change: { action: 'delete' }, expectedCount: 1 });
    expect(res.json<BulkResult>()).toMatchObject({ count: 1, changed: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/products/${victim}`, headers: asAdmin() })).statusCode).toBe(404);
    expect((await t.app.inject(`/api/products/${victim}`)).statusCode).toBe(404);
  });

  it('refuses bad bulk requests with 400 and lets no customer use them', async () => {
    for (const body of [
      { selection: { kind: 'ids', ids: [] }, change: { action: 'setStock', stock: 1 }, expectedCount: 0 },
      { selection: ids(), change: { action: 'adjustPrice', percent: -95 }, expectedCount: 3 },
      { selection: ids(), change: { action: 'setDiscount', discount: 95 }, expectedCount: 3 },
      { selection: ids(), change: { action: 'launch' }, expectedCount: 3 },
      { selection: ids(), change: { action: 'setStock', stock: 1 } },
    ]) {
      expect((await apply(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const shopper = await createSignedInCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { selection: ids(), change: { action: 'delete' }, expectedCount: 3 },
    });
    expect(res.statusCode).toBe(403);
  });
});
