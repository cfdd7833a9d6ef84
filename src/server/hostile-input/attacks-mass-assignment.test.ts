import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/catalog/product.schema.js';
import type { CartLine } from '../../shared/shopping/cart.schema.js';
import type { Order } from '../../shared/shopping/order.schema.js';
import { categories } from '../db/schema/categories.js';
import { users } from '../db/schema/users.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { latestCode } from '../test/test-mailbox.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { userFingerprint } from './data-fingerprint.js';
import { ADDRESS, bearer, createShopper, type Shopper } from './shop-fixture.js';

/** Mass assignment: fields the server owns (role, owner, price, totals, status, ids) are never taken from a body. */
let t: TestApp;
let victim: Shopper;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  victim = await createShopper(t, { ordered: '1', inCart: '2', wished: '3' });
  admin = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

const OWNED_FIELDS = {
  isAdmin: true,
  role: 'admin',
  _id: '00000000-0000-4000-8000-000000000000',
  id: 'pwned',
  userId: '',
  createdAt: '2000-01-01',
  emailVerifiedAt: '2000-01-01',
};
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: object) => t.app.inject({ method, url, headers: bearer(token), payload });

describe('mass assignment', () => {
  it('signup: isAdmin, role and a verified date in the body make neither an admin nor a verified account', async () => {
    const email = 'mallory@example.in';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'Mallory', email, password: 'river-lamp-42', ...OWNED_FIELDS, userId: victim.id },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isAdmin: false, emailVerifiedAt: null });
    expect(row?.id).not.toBe(OWNED_FIELDS._id);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'river-lamp-42' } })).statusCode).toBe(403);
  });

  it('verification: extra fields on verify-otp do not raise the new account', async () => {
    const email = 'mallory2@example.in';
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username: 'M', email, password: 'river-lamp-42' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp: await latestCode(t.app, email), isAdmin: true, role: 'admin' },
    });
    expect(res.json<{ user: { isAdmin: boolean } }>().user.isAdmin).toBe(false);
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(res.json<{ token: string }>().token) });
    expect(admin.statusCode).toBe(403);
  });

  it('profile: preferences carry only the three switches; name, email and role stay', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const res = await send('PUT', '/api/auth/preferences', me.token, {
      orderUpdates: false,
      promotionalEmails: true,
      newsletter: false,
      ...OWNED_FIELDS,
      email: 'new@evil.example',
      username: 'Renamed',
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderUpdates: false, promotionalEmails: true, newsletter: false });
    const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(me.token) })).json<{
      email: string;
      username: string;
      isAdmin: boolean;
    }>();
    expect(profile).toMatchObject({ email: me.email, username: 'Test Shopper', isAdmin: false });
  });

  it("cart: price, name, image and another user's id in the body are ignored", async () => {
    const me = await createSignedInCustomer(t.database.db);
    const before = await userFingerprint(t.database.db, victim.id);
    const res = await send('POST', '/api/carts/add', me.token, {
      productId: '4',
      quantity: 1,
      price: 0.01,
      name: 'Free',
      imageUrl: 'https://evil.example/x.png',
      userId: victim.id,
      _id: victim.cartLineId,
    });
    expect(res.statusCode).toBe(201);
    const catalog = (await t.app.inject('/api/products/4')).json<Product>();
    expect(res.json<CartLine>()).toMatchObject({ product: { _id: '4', name: catalog.name, price: catalog.price, imageUrl: catalog.imageUrl } });
    expect(res.json<CartLine>()._id).not.toBe(victim.cartLineId);
    expect(await userFingerprint(t.database.db, victim.id)).toBe(before);
  });

  it('checkout: totals, prices, status and owner sent by the client are recomputed or ignored', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await send('POST', '/api/carts/add', me.token, { productId: '101', quantity: 2 });
    const unit = (await t.app.inject('/api/products/101')).json<Product>().price;
    const res = await send('POST', '/api/orders', me.token, {
      address: ADDRESS,
      paymentMethod: 'cod',
      ...OWNED_FIELDS,
      userId: victim.id,
      status: 'Delivered',
      subtotal: 1,
      tax: 0,
      total: 1,
      items: [{ productId: '101', price: 0.01, quantity: 2, lineTotal: 0.02 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    const subtotal = Math.round(unit * 2 * 100);
    expect(order).toMatchObject({ status: 'Processing', subtotal: subtotal / 100, total: (subtotal + Math.round(subtotal * 0.18)) / 100 });
    expect(order.items[0]).toMatchObject({ price: unit, quantity: 2 });
    const victimOrders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(victim.token) })).json<Order[]>();
    expect(victimOrders.map((o) => o._id)).not.toContain(order._id);
  });

  it('checkout: a payment method other than cash on delivery is refused', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await send('POST', '/api/carts/add', me.token, { productId: '101', quantity: 1 });
    const res = await send('POST', '/api/orders', me.token, { address: ADDRESS, paymentMethod: 'paid-already' });
    expect(res.statusCode).toBe(400);
  });

  it('admin product: id, rating, reviews and dates in the body are the server’s to set', async () => {
    const res = await send('POST', '/api/admin/products', admin, {
      name: 'Mass assigned lamp',
      category: 'lighting',
      subCategory: 'ceiling',
      price: 10,
      stock: 1,
      _id: 'pwned',
      rating: 5,
      reviewCount: 99999,
      createdAt: '2000-01-01T00:00:00.000Z',
      deletedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Product>()).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(res.json<Product>()._id).not.toBe('pwned');
    expect(res.json<Product>().createdAt.startsWith('2000')).toBe(false);
    expect((await t.app.inject(`/api/products/${res.json<Product>()._id}`)).statusCode).toBe(200);
  });

  it('admin order status change: only the status moves, never totals or lines', async () => {
    const res = await send('PATCH', `/api/admin/orders/${victim.orderId}`, admin, { status: 'Shipped', total: 0, items: [], userId: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>().total).toBeGreaterThan(0);
    expect(res.json<Order>().items.length).toBeGreaterThan(0);
  });

  it('admin category update: a slug in the body does not rename the category', async () => {
    const [lighting] = await t.database.db.select().from(categories).where(eq(categories.slug, 'lighting'));
    const res = await send('PUT', '/api/admin/categories/lighting', admin, {
      name: 'Lighting',
      description: '',
      position: 0,
      submenuGroups: lighting?.submenuGroups ?? [],
      slug: 'pwned',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(categories).where(eq(categories.slug, 'pwned'))).toEqual([]);
  });
});
