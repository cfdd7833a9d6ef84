import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { adminHandoffs } from '../../db/schema/admin.js';
import { sessions } from '../../db/schema/sessions.js';
import { latestMail } from '../../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartFile } from '../../test/multipart.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let admin: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const productBody = {
  name: 'Havells Test Batten 20W',
  brand: 'Havells',
  description: 'A bright batten for tests.',
  category: 'lighting',
  subCategory: '',
  price: 499.5,
  discount: 10,
  stock: 7,
  features: ['Flicker free'],
  specifications: [{ key: 'Wattage', value: '20W' }],
  images: [] as string[],
  isNew: true,
  isFeatured: false,
  isBestSeller: false,
};

async function lightingSub(): Promise<string> {
  const categories = (await t.app.inject('/api/categories')).json<{ category: string; submenuGroups: { items: { path: string }[] }[] }[]>();
  return categories.find((c) => c.category === 'lighting')?.submenuGroups[0]?.items[0]?.path.split('/')[1] ?? '';
}

async function auditActions(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=100', headers: asAdmin() });
  return res.json<{ items: { action: string; actor: { email: string } }[] }>().items.map((i) => i.action);
}

describe('admin products', () => {
  it('creates, edits, adjusts stock and soft-deletes a product, with an audit trail', async () => {
    const body = { ...productBody, subCategory: await lightingSub() };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    expect(product).toMatchObject({ name: body.name, price: 499.5, discount: 10, stock: 7, specifications: { Wattage: '20W' }, isNew: true });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(200);

    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${product._id}`, headers: asAdmin(), payload: { ...body, price: 450 } });
    expect(edited.json<Product>().price).toBe(450);
    expect((await t.app.inject(`/api/products/${product._id}`)).json<Product>().price).toBe(450);

    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/stock`,
      headers: asAdmin(),
      payload: { delta: -3, reason: 'Damaged in store' },
    });
    expect(adjusted.json<Product>().stock).toBe(4);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/stock`,
      headers: asAdmin(),
      payload: { delta: -5, reason: 'Count' },
    });
    expect(tooMuch.statusCode).toBe(409);

    const table = await t.app.inject({ method: 'GET', url: `/api/admin/products/table?q=${encodeURIComponent('Test Batten')}`, headers: asAdmin() });
    expect(table.json<{ items: Product[] }>().items.map((p) => p._id)).toEqual([product._id]);
    // Staff's table carries the whole product, unlike the shop's lists.
    expect(table.json<{ items: Product[] }>().items[0]).toMatchObject({ description: body.description, specifications: { Wattage: '20W' } });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product._id}`, headers: asAdmin() })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product._id}`, headers: asAdmin() })).statusCode).toBe(404);
    expect(await auditActions()).toEqual(expect.arrayContaining(['product.create', 'product.update', 'product.stock', 'product.delete']));
  });

  it('refuses bad product input with 400 and changes nothing', async () => {
    const sub = await lightingSub();
    for (const bad of [
      { ...productBody, subCategory: sub, price: -1 },
      { ...productBody, subCategory: sub, stock: 1.5 },
      { ...productBody, subCategory: sub, discount: 95 },
      { ...productBody, subCategory: 'not-a-sub' },
      { ...productBody, subCategory: sub, name: '' },
      { ...productBody, subCategory: sub, images: ['https://evil.example/x.png'] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps orders intact when a product in them is deleted', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const sub = await lightingSub();
    const product = (
      await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: { ...productBody, subCategory: sub } })
    ).json<Product>();
    await t.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { productId: product._id, quantity: 1 },
    });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { address: { fullName: 'A', phone: '9876543210', line1: 'x', city: 'Pune', state: 'Maharashtra', pincode: '411001' }, paymentMethod: 'cod' },
      })
    ).json<Order>();
    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product._id}`, headers: asAdmin() });
    const again = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(again.json<Order>().items[0]).toMatchObject({ productId: product._id, name: product.name });
  });
});

describe('admin uploads', () => {
  it('accepts a PNG, stores WebP in three sizes and serves them', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f6b100' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('file', 'lamp.png', 'image/png', png);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...asAdmin(), ...headers }, payload });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ url: string; sizes: Record<string, string> }>();
    expect(Object.keys(body.sizes).sort()).toEqual(['lg', 'md', 'sm']);
    const image = await t.app.inject(body.sizes.sm ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses a wrong type, a disguised file and an oversize file', async () => {
    const text = multipartFile('file', 'notes.txt', 'text/plain', Buffer.from('hello'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...asAdmin(), ...text.headers }, payload: text.payload })).statusCode,
    ).toBe(415);
    const disguised = multipartFile('file', 'photo.png', 'image/png', Buffer.from('<?php system($_GET["c"]); ?>'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...asAdmin(), ...disguised.headers }, payload: disguised.payload }))
        .statusCode,
    ).toBe(415);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]);
    const oversize = multipartFile('file', 'huge.png', 'image/png', big);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...asAdmin(), ...oversize.headers }, payload: oversize.payload });
    expect([413]).toContain(res.statusCode);
  });
});

describe('admin orders, customers, content, categories', () => {
  it('moves an order along the table, mails the shopper, and refuses other moves with 409', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const auth = { authorization: `Bearer ${shopper.token}` };
    await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth, payload: { productId: '3', quantity: 2 } });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: auth,
        payload: { address: { fullName: 'B', phone: '9876543210', line1: 'y', city: 'Pune', state: 'Maharashtra', pincode: '411001' }, paymentMethod: 'cod' },
      })
    ).json<Order>();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=Processing', headers: asAdmin() });
    expect(list.json<{ items: { _id: string }[] }>().items.map((o) => o._id)).toContain(order._id);
    const shipped = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: asAdmin(), payload: { status: 'Shipped' } });
    expect(shipped.json<Order>().status).toBe('Shipped');
    expect((await latestMail(t.database.db, shopper.email, 1))[0]?.subject).toContain('Shipped');
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: asAdmin(), payload: { status: 'Processing' } })).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: asAdmin(), payload: { status: 'Lost' } })).statusCode).toBe(
      400,
    );
    const stock = (await t.app.inject('/api/products/3')).json<Product>().stock;
    t.app.catalogCache.clear();
    // A shipped parcel cancelled is still on the road: its stock comes back when it is marked Returned.
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: asAdmin(), payload: { status: 'Cancelled' } });
    expect((await t.app.inject('/api/products/3')).json<Product>().stock).toBe(stock);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: asAdmin(), payload: { status: 'Returned' } });
    expect((await t.app.inject('/api/products/3')).json<Product>().stock).toBe(stock + 2);
    expect(await auditActions()).toContain('order.status');
  });

  it('blocks a customer (sessions end, sign-in refused) and unblocks', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/customers?q=${encodeURIComponent(shopper.email)}`, headers: asAdmin() });
    expect(list.json<{ items: { _id: string }[] }>().items.map((c) => c._id)).toEqual([shopper.id]);
    const blocked = await t.app.inject({ method: 'POST', url: `/api/admin/customers/${shopper.id}/block`, headers: asAdmin() });
    expect(blocked.json()).toMatchObject({ blocked: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${shopper.token}` } })).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, shopper.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: shopper.email, password: 'correct horse battery' } })).statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'POST', url: `/api/admin/customers/${shopper.id}/unblock`, headers: asAdmin() });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: shopper.email, password: 'correct horse battery' } })).statusCode,
    ).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${shopper.id}`, headers: asAdmin() });
    expect(detail.json()).toMatchObject({ customer: { _id: shopper.id, blocked: false }, orders: [] });
  });

  it('writes blog posts with sanitised HTML, lists messages, exports subscribers as CSV', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: asAdmin(),
      payload: {
        title: 'Choosing MCBs for a 2BHK',
        category: 'Wiring',
        author: 'Ravi Iyer',
        shortDescription: 'Amps, curves and poles.',
        fullText: '<p>Pick C-curve.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ id: string; fullText: string }>();
    expect(post.fullText).toContain('<p>Pick C-curve.</p>');
    expect(post.fullText).not.toMatch(/script|onerror/);
    expect((await t.app.inject(`/api/blogs/${post.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${post.id}`, headers: asAdmin() })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/blogs/${post.id}`)).statusCode).toBe(404);

    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: '-cmd@example.in' } });
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: asAdmin() });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'-cmd@example.in"`);

    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: 'Meera', email: 'meera@example.in', subject: 'Bulk order', message: 'Need 40 MCBs.' },
    });
    const messages = (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: asAdmin() })).json<
      { _id: string; handled: boolean; subject: string }[]
    >();
    const message = messages.find((m) => m.subject === 'Bulk order');
    expect(message?.handled).toBe(false);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${message?._id}`, headers: asAdmin(), payload: { handled: true } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: asAdmin() })).json<{ _id: string; handled: boolean }[]>();
    expect(after.find((m) => m._id === message?._id)?.handled).toBe(true);
  });

  it('edits a category and the storefront sees it', async () => {
    const categories = (await t.app.inject('/api/categories')).json<
      { category: string; name: string; description: string; submenuGroups: { title: string; items: { name: string; path: string }[] }[] }[]
    >();
    const tools = categories.find((c) => c.category === 'tools');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/tools',
      headers: asAdmin(),
      payload: { name: 'Hand Tools', description: tools?.description ?? '', position: 8, submenuGroups: tools?.submenuGroups ?? [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject('/api/categories')).json<{ category: string; name: string }[]>().find((c) => c.category === 'tools')?.name).toBe('Hand Tools');
    const stray = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/tools',
      headers: asAdmin(),
      payload: { name: 'Tools', description: '', position: 8, submenuGroups: [{ title: 'X', items: [{ name: 'Evil', path: 'lighting/ceiling' }] }] },
    });
    expect(stray.statusCode).toBe(400);
  });

  it('shows the dashboard figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: asAdmin() });
    const body = res.json<{
      today: { orders: number; revenue: number };
      month: { orders: number };
      lowStock: unknown[];
      latestOrders: unknown[];
      newCustomers: unknown[];
    }>();
    expect(body.today.orders).toBeGreaterThanOrEqual(1);
    expect(body.month.orders).toBeGreaterThanOrEqual(body.today.orders);
    expect(body.latestOrders.length).toBeGreaterThan(0);
    expect(body.newCustomers.length).toBeGreaterThan(0);
  });
});

describe('hand-off from the storefront to the admin site', () => {
  it('gives a single-use code that becomes an admin session', async () => {
    const handoff = await t.app.inject({ method: 'POST', url: '/api/admin/handoff', headers: asAdmin() });
    expect(handoff.statusCode).toBe(201);
    const { code, expiresInSeconds } = handoff.json<{ code: string; expiresInSeconds: number }>();
    expect(expiresInSeconds).toBe(60);
    const session = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { code } });
    expect(session.statusCode).toBe(200);
    const { token } = session.json<{ token: string }>();
    expect(token).not.toBe(admin.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { code } })).statusCode).toBe(401);
  });

  it('refuses a customer and an expired code', async () => {
    const customer = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/handoff', headers: { authorization: `Bearer ${customer.token}` } })).statusCode).toBe(403);
    const { code } = (await t.app.inject({ method: 'POST', url: '/api/admin/handoff', headers: asAdmin() })).json<{ code: string }>();
    await t.database.db.update(adminHandoffs).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { code } })).statusCode).toBe(401);
  });
});
