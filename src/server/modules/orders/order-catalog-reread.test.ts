import { and, eq, gte, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductsWrite } from '../../fastify-types.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

describe('an order’s products in the writer’s own catalog index (ADR 76)', () => {
  it('are re-read once, for the route and its transaction’s notice together, with the stock the order left', async () => {
    const [product] = await t.database.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(isNull(products.deletedAt), eq(products.status, 'active'), isNull(products.variantOf), gte(products.stock, 5)))
      .limit(1);
    if (!product) throw new Error('no product in stock');
    const me = await createSignedInCustomer(t.database.db);
    const headers = { authorization: `Bearer ${me.token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/carts/add', headers, payload: { productId: product.id, quantity: 2 } })).statusCode).toBe(201);

    // The notice as every process hears it: it names the order's transaction before the product.
    const notices: string[] = [];
    const unlisten = await t.database.listen('products_changed', (payload) => {
      if (payload?.includes(`"${product.id}"`)) notices.push(payload);
    });
    const refresh = vi.spyOn(t.app.catalogIndex, 'refresh');
    const told: { ids: string[] | 'all'; change?: ProductsWrite }[] = [];
    t.app.onProductsChanged(async (ids, change) => {
      if (ids === 'all' || ids.includes(product.id)) told.push({ ids, change });
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'idempotency-key': 'reread-once-1' },
        payload: { address, paymentMethod: 'cod' },
      });
      expect(res.statusCode, res.body).toBe(201);
      // Read-your-writes: the route answered after the index took the order's stock.
      expect(t.app.catalogIndex.summariesOf([product.id])[0]?.stock).toBe(product.stock - 2);
      await expect.poll(() => notices.length, { timeout: 5_000 }).toBe(1);
      expect(notices[0]).toMatch(/^\["xid:\d+", /);
      // The plugin hears the same notice on its own connection; give it time to act on it, as it did before ADR 76.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const reads = refresh.mock.calls.filter(([ids]) => ids === 'all' || ids.includes(product.id));
      expect(reads).toHaveLength(1);
      // The search index and the restock check heard only that stock was taken (nothing for them to read).
      expect(told.length).toBeGreaterThan(0);
      expect(told.every((call) => call.change?.stockTakenOnly === true)).toBe(true);
      expect(t.app.catalogIndex.summariesOf([product.id])[0]?.stock).toBe(product.stock - 2);
    } finally {
      refresh.mockRestore();
      await unlisten();
    }
  });
});
