import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, WishlistEntry } from '../../../shared/shopping/cart.schema.js';
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

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function cartOf(token: string): Promise<CartLine[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json<CartLine[]>();
}

describe('cart', () => {
  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/carts'],
      ['GET', '/api/carts/'],
      ['POST', '/api/carts/add'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? { productId: '1', quantity: 1 } : undefined })).statusCode).toBe(401);
    }
  });

  it('adds with catalog prices, ignoring the client price, and adds to an existing line', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: auth(me.token),
      payload: { productId: '1', name: 'Free lamp', price: 0.01, imageUrl: 'http://evil/x.png', quantity: 2 },
    });
    expect(add.statusCode).toBe(201);
    const product = (await t.app.inject('/api/products/1')).json<{ name: string; price: number; imageUrl: string }>();
    expect(add.json()).toMatchObject({ quantity: 2, product: { _id: '1', name: product.name, price: product.price, imageUrl: product.imageUrl } });
    const again = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '1', quantity: 3 } });
    const cart = await cartOf(me.token);
    expect(cart).toHaveLength(1);
    // The add answers with the line exactly as the cart lists it (stock, GST rate, availability), in the same statement as its write.
    expect(again.json()).toEqual(cart[0]);
    expect(cart[0]).toMatchObject({ _id: expect.any(String), quantity: 5, product: { _id: '1', name: product.name, price: product.price } });
    const slash = await t.app.inject({ method: 'GET', url: '/api/carts/', headers: auth(me.token) });
    expect(slash.json()).toEqual(cart);
  });

  it.each([
    [0, 400],
    [-1, 400],
    [1.5, 400],
    ['2', 400],
    [1_000_000, 400],
    [51, 409],
  ])('refuses quantity %s with %i and leaves the cart unchanged', async (quantity, status) => {
    const me = await createSignedInCustomer(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '1', quantity } });
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    expect(await cartOf(me.token)).toEqual([]);
  });

  it('refuses an unknown product and a sold-out one', async () => {
    const me = await createSignedInCustomer(t.database.db);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: 'nope', quantity: 1 } })).statusCode,
    ).toBe(404);
    const [soldOut] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.stock, 0)).limit(1);
    const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: soldOut?.id, quantity: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('out of stock');
  });

  it('changes and removes only the own lines', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const other = await createSignedInCustomer(t.database.db);
    const line = (
      await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '3', quantity: 1 } })
    ).json<CartLine>();
    const update = await t.app.inject({ method: 'PUT', url: `/api/carts/${line._id}`, headers: auth(me.token), payload: { quantity: 4 } });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ quantity: 4 });
    expect((await t.app.inject({ method: 'PUT', url: `/api/carts/${line._id}`, headers: auth(me.token), payload: { quantity: 0 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/carts/${line._id}`, headers: auth(me.token), payload: { quantity: 76 } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: `/api/carts/${line._id}`, headers: auth(other.token), payload: { quantity: 2 } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/carts/${line._id}`, headers: auth(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/carts/not-a-uuid', headers: auth(me.token) })).statusCode).toBe(404);
    expect((await cartOf(me.token))[0]?.quantity).toBe(4);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/carts/${line._id}`, headers: auth(me.token) })).statusCode).toBe(200);
    expect(await cartOf(me.token)).toEqual([]);
  });

  it('merges a guest cart at sign-in, capping at the stock and skipping unknown products', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '1', quantity: 1 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts/merge',
      headers: auth(me.token),
      payload: {
        items: [
          { productId: '1', quantity: 2 },
          { productId: '4', quantity: 500 },
          { productId: 'ghost', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json<CartLine[]>().map((l) => [l.product._id, l.quantity]));
    expect(byId).toEqual({ '1': 3, '4': 120 });
  });
});

describe('cart limits in the upsert', () => {
  it('caps a line at 999 on add and on the guest-cart merge, and at the stock', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const [plenty] = await t.database.db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, '101'));
    await t.database.db.update(products).set({ stock: 5000 }).where(eq(products.id, '101'));
    const add = (quantity: number) => t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '101', quantity } });
    expect((await add(600)).statusCode).toBe(201);
    const over = await add(600);
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe('Quantity must be at most 999');
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/carts/merge',
      headers: auth(me.token),
      payload: { items: [{ productId: '101', quantity: 600 }] },
    });
    expect(merged.json<CartLine[]>().find((l) => l.product._id === '101')?.quantity).toBe(999);
    await t.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, '101'));
    const full = await add(1);
    expect(full.statusCode).toBe(400);
    await t.database.db.update(products).set({ stock: 999 }).where(eq(products.id, '101'));
    const none = await add(1);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toMatch(/^Only 999 of .+ in stock$/);
    await t.database.db
      .update(products)
      .set({ stock: plenty?.stock ?? 0 })
      .where(eq(products.id, '101'));
  });
});

describe('wishlist', () => {
  it('adds idempotently, lists with the spec fields, and removes', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const first = await t.app.inject({ method: 'POST', url: '/api/users/wishlists', headers: auth(me.token), payload: { userId: me.id, productId: '2' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      _id: expect.any(String),
      product: {
        _id: '2',
        name: expect.any(String),
        price: expect.any(Number),
        imageUrl: expect.any(String),
        description: expect.any(String),
        category: 'fans',
      },
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/users/wishlists', headers: auth(me.token), payload: { userId: me.id, productId: '2' } });
    expect(again.statusCode).toBe(200);
    expect(again.json<WishlistEntry>()._id).toBe(first.json<WishlistEntry>()._id);
    const list = await t.app.inject({ method: 'GET', url: `/api/users/wishlists/${me.id}`, headers: auth(me.token) });
    expect(list.json<WishlistEntry[]>()).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/wishlists/${me.id}/2`, headers: auth(me.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/wishlists/${me.id}`, headers: auth(me.token) })).json()).toEqual([]);
  });

  it("refuses another user's wishlist with 403", async () => {
    const me = await createSignedInCustomer(t.database.db);
    const other = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/wishlists/${other.id}`, headers: auth(me.token) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/wishlists', headers: auth(me.token), payload: { userId: other.id, productId: '1' } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/wishlists/${other.id}/1`, headers: auth(me.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/wishlists/${me.id}` })).statusCode).toBe(401);
  });
});
