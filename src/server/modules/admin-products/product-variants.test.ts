import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../shared/admin/admin-products.schema.js';
import type { AdminVariantGroup } from '../../../shared/admin/admin-variants.schema.js';
import type { StaffRole } from '../../../shared/admin/staff.schema.js';
import type { ProductDetail } from '../../../shared/catalog/product-variants.schema.js';
import type { Product, ProductListResponse, ProductSuggestion } from '../../../shared/catalog/product.schema.js';
import type { CartLine } from '../../../shared/shopping/cart.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { products } from '../../db/schema/products.js';
import { users } from '../../db/schema/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const WATTAGE = 'Wattage';
const KELVIN = 'Colour temperature';

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = admin.token) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function createProduct(name: string, extra: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await send('POST', '/api/admin/products', { name, brand: 'Havells', price: 100, category: 'lighting', stock: 10, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}

/** A main product (9 W, 3000 K) with one more variant (12 W, 6500 K). */
async function bulbGroup(name: string): Promise<{ main: AdminProduct; group: AdminVariantGroup; variantId: string }> {
  const main = await createProduct(name);
  const options = await send('PUT', `/api/admin/products/${main._id}/variants/options`, {
    optionNames: [WATTAGE, KELVIN],
    options: { [WATTAGE]: '9 W', [KELVIN]: '3000 K' },
  });
  expect(options.statusCode, options.body).toBe(200);
  const added = await send('POST', `/api/admin/products/${main._id}/variants`, {
    options: { [KELVIN]: '6500 K', [WATTAGE]: '12 W' },
    sku: `${main.sku}-12W`,
    price: 150,
    discount: 10,
    stock: 5,
    images: ['/media/art/led-bulb-3.svg'],
  });
  expect(added.statusCode, added.body).toBe(201);
  const group = added.json<AdminVariantGroup>();
  const variant = group.variants.find((v) => !v.isMain);
  if (!variant) throw new Error('no variant added');
  return { main, group, variantId: variant._id };
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

describe('a variant group as staff build it', () => {
  it('lists the main product first and each variant with its own SKU, price, stock and values in the group’s order', async () => {
    const { main, group, variantId } = await bulbGroup('Havells Group Bulb');
    expect(group).toEqual({
      mainId: main._id,
      optionNames: [WATTAGE, KELVIN],
      variants: [
        expect.objectContaining({
          _id: main._id,
          isMain: true,
          label: '9 W, 3000 K',
          options: { [WATTAGE]: '9 W', [KELVIN]: '3000 K' },
          price: 100,
          stock: 10,
        }),
        expect.objectContaining({
          _id: variantId,
          isMain: false,
          label: '12 W, 6500 K',
          sku: `${main.sku}-12W`,
          price: 150,
          discount: 10,
          stock: 5,
          status: 'active',
        }),
      ],
    });
    // The variant is a product of its own for staff: name, category and HSN copied from the main product.
    const variant = (await get(`/api/admin/products/${variantId}`, admin.token)).json<AdminProduct>();
    expect(variant).toMatchObject({
      name: 'Havells Group Bulb',
      category: 'lighting',
      hsn: main.hsn,
      price: 150,
      stock: 5,
      images: ['/media/art/led-bulb-3.svg'],
      variantOf: main._id,
      variantLabel: '12 W, 6500 K',
    });
    expect((await get(`/api/admin/products/${main._id}`, admin.token)).json<AdminProduct>()).toMatchObject({ variantOf: null, variantLabel: '9 W, 3000 K' });
    // Either product's id answers with the same group.
    expect((await get(`/api/admin/products/${variantId}/variants`, admin.token)).json<AdminVariantGroup>()).toEqual(group);
    const audit = (await get('/api/admin/audit-log?pageSize=5', admin.token)).json<{ items: { action: string }[] }>();
    expect(audit.items.map((i) => i.action)).toContain('product.variant.add');
  });

  it('refuses options that do not name exactly the group’s, repeated values, nesting and renaming under variants, changing nothing', async () => {
    const { main, variantId } = await bulbGroup('Havells Strict Bulb');
    const before = (await get(`/api/admin/products/${main._id}/variants`, admin.token)).json<AdminVariantGroup>();
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '15 W' }, price: 1, stock: 1 }, 400, `a value is required for ${KELVIN}`],
      [
        'POST',
        `/api/admin/products/${main._id}/variants`,
        { options: { [WATTAGE]: '15 W', [KELVIN]: '4000 K', Colour: 'Red' }, price: 1 },
        400,
        'Colour is not an option',
      ],
      ['POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '12 W', [KELVIN]: '6500 K' }, price: 1 }, 409, 'already has 12 W, 6500 K'],
      ['POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '15, 20 W', [KELVIN]: '4000 K' }, price: 1 }, 400, 'cannot contain a comma'],
      ['POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '15 W', [KELVIN]: '4000 K' }, price: -1 }, 400, 'Price must be 0 or more'],
      [
        'POST',
        `/api/admin/products/${main._id}/variants`,
        { options: { [WATTAGE]: '15 W', [KELVIN]: '4000 K' }, price: 1, sku: main.sku },
        409,
        `SKU ${main.sku} is already used`,
      ],
      [
        'POST',
        `/api/admin/products/${variantId}/variants`,
        { options: { [WATTAGE]: '15 W', [KELVIN]: '4000 K' }, price: 1 },
        409,
        'cannot have variants of its own',
      ],
      ['PUT', `/api/admin/products/${variantId}/variants/options`, { optionNames: ['Size'], options: { Size: 'L' } }, 409, 'cannot have variants of its own'],
      ['PUT', `/api/admin/products/${main._id}/variants/options`, { optionNames: ['Size'], options: { Size: 'L' } }, 409, 'Remove the other variants'],
      [
        'PUT',
        `/api/admin/products/${main._id}/variants/options`,
        { optionNames: [WATTAGE, KELVIN], options: { [WATTAGE]: '12 W', [KELVIN]: '6500 K' } },
        409,
        'already has',
      ],
      ['PUT', `/api/admin/products/${main._id}/variants/options`, { optionNames: ['A', 'a'], options: { A: '1', a: '2' } }, 400, 'Option names must differ'],
      ['PUT', `/api/admin/products/${main._id}/variants/options`, { optionNames: ['A', 'B', 'C', 'D'], options: {} }, 400, 'At most 3 options'],
      ['PUT', `/api/admin/products/${main._id}/variants/${variantId}`, { options: { [WATTAGE]: '9 W', [KELVIN]: '3000 K' } }, 409, 'already has'],
      ['PUT', `/api/admin/products/${main._id}/variants/options`, { optionNames: ['constructor'], options: {} }, 400, 'a value is required for constructor'],
      ['DELETE', `/api/admin/products/${main._id}/variants/${main._id}`, {}, 409, 'This is the main product'],
      ['DELETE', `/api/admin/products/${main._id}`, {}, 409, 'This product has variants'],
      ['DELETE', `/api/admin/products/${main._id}/variants/unknown-id`, {}, 404, 'not found'],
    ];
    for (const [method, url, payload, status, words] of cases) {
      const res = await send(method as 'POST' | 'PUT' | 'DELETE', url, method === 'DELETE' ? undefined : payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json<{ message: string }>().message).toContain(words);
    }
    expect((await get(`/api/admin/products/${main._id}/variants`, admin.token)).json<AdminVariantGroup>()).toEqual(before);

    // A product without options takes no variants.
    const plain = await createProduct('Plain Strict Bulb');
    const refused = await send('POST', `/api/admin/products/${plain._id}/variants`, { options: { [WATTAGE]: '9 W' }, price: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('options');
  });

  it('changes a variant’s values, removes a variant (kept for its orders), then lets the main product go', async () => {
    const { main, variantId } = await bulbGroup('Havells Removable Bulb');
    const changed = await send('PUT', `/api/admin/products/${main._id}/variants/${variantId}`, { options: { [WATTAGE]: '12 W', [KELVIN]: '4000 K' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminVariantGroup>().variants.find((v) => v._id === variantId)?.label).toBe('12 W, 4000 K');

    const removed = await send('DELETE', `/api/admin/products/${main._id}/variants/${variantId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<AdminVariantGroup>().variants.map((v) => v._id)).toEqual([main._id]);
    expect((await get(`/api/products/${variantId}`)).statusCode).toBe(404);
    expect((await get(`/api/products/${main._id}`)).json<ProductDetail>().variantGroup?.variants.map((v) => v._id)).toEqual([main._id]);
    // The same values may be used again by a new variant.
    const again = await send('POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '12 W', [KELVIN]: '4000 K' }, price: 120 });
    expect(again.statusCode, again.body).toBe(201);
    const newId = again.json<AdminVariantGroup>().variants.find((v) => !v.isMain)?._id ?? '';
    expect((await send('DELETE', `/api/admin/products/${main._id}/variants/${newId}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/products/${main._id}`)).statusCode).toBe(200);
  });

  it('two saves of the same values at once: exactly one variant is added', async () => {
    const main = await createProduct('Havells Racing Bulb');
    await send('PUT', `/api/admin/products/${main._id}/variants/options`, { optionNames: [WATTAGE], options: { [WATTAGE]: '9 W' } });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '12 W' }, price: 120, stock: 1 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await get(`/api/admin/products/${main._id}/variants`, admin.token)).json<AdminVariantGroup>().variants).toHaveLength(2);
  });

  it('is the catalog’s: a manager may build a group, support may not', async () => {
    const main = await createProduct('Havells Role Bulb');
    const roleToken = async (role: StaffRole) => {
      const made = await createSignedInCustomer(t.database.db, { isAdmin: true });
      await t.database.db.update(users).set({ staffRole: role }).where(eq(users.id, made.id));
      return made.token;
    };
    const body = { optionNames: [WATTAGE], options: { [WATTAGE]: '9 W' } };
    expect((await send('PUT', `/api/admin/products/${main._id}/variants/options`, body, await roleToken('support'))).statusCode).toBe(403);
    expect((await send('PUT', `/api/admin/products/${main._id}/variants/options`, body, await roleToken('manager'))).statusCode).toBe(200);
  });
});

describe('a variant group in the storefront', () => {
  it('lists one card for the group everywhere, and opens every variant by its id with the group’s choices', async () => {
    const { main, variantId } = await bulbGroup('Quorvex Variant Bulb');
    const shopper = await createSignedInCustomer(t.database.db);
    const ids = async (query: string) => (await get(`/api/products${query}`)).json<ProductListResponse>().items.map((p) => p._id);
    for (const query of [
      '?category=lighting&sort=newest&pageSize=100',
      '?sort=newest&pageSize=100',
      '?q=quorvex',
      '?q=quorvex&inStock=true',
      '?brand=Havells&sort=newest&pageSize=100',
    ]) {
      const found = await ids(query);
      expect(found, query).toContain(main._id);
      expect(found, query).not.toContain(variantId);
    }
    expect((await get('/api/products/suggest?q=quorvex')).json<ProductSuggestion[]>().map((s) => s._id)).toEqual([main._id]);
    const all = (await get('/api/admin/products', shopper.token)).json<Product[]>().map((p) => p._id);
    expect(all).toContain(main._id);
    expect(all).not.toContain(variantId);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/products/${main._id}<`);
    expect(sitemap).not.toContain(`/products/${variantId}<`);

    const mainPage = (await get(`/api/products/${main._id}`)).json<ProductDetail>();
    expect(mainPage).toMatchObject({ _id: main._id, price: 100, stock: 10 });
    expect(mainPage.variantGroup).toEqual({
      mainId: main._id,
      optionNames: [WATTAGE, KELVIN],
      variants: [
        expect.objectContaining({ _id: main._id, sku: main.sku, label: '9 W, 3000 K', price: 100, stock: 10 }),
        expect.objectContaining({
          _id: variantId,
          sku: `${main.sku}-12W`,
          options: { [WATTAGE]: '12 W', [KELVIN]: '6500 K' },
          label: '12 W, 6500 K',
          price: 150,
          discount: 10,
          displayOriginalPrice: 167,
          stock: 5,
          imageUrl: '/media/art/led-bulb-3.svg',
          images: ['/media/art/led-bulb-3.svg'],
        }),
      ],
    });
    const variantPage = (await get(`/api/products/${variantId}`)).json<ProductDetail>();
    expect(variantPage).toMatchObject({ _id: variantId, price: 150, stock: 5, imageUrl: '/media/art/led-bulb-3.svg' });
    expect(variantPage.variantGroup).toEqual(mainPage.variantGroup);

    // A product without variants answers as before, with no group.
    const plain = await createProduct('Quorvex Plain Bulb');
    expect((await get(`/api/products/${plain._id}`)).json<ProductDetail>().variantGroup).toBeNull();
  });

  it('puts the variant in the cart and the order, named with its values, and takes stock from the variant only', async () => {
    const { main, variantId } = await bulbGroup('Havells Orderable Bulb');
    const shopper = await createSignedInCustomer(t.database.db);
    // Read (and cache) both pages first: the order must drop them.
    expect((await get(`/api/products/${main._id}`)).json<ProductDetail>().variantGroup?.variants[1]?.stock).toBe(5);
    expect((await get(`/api/products/${variantId}`)).json<ProductDetail>().stock).toBe(5);

    const add = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: bearer(shopper.token), payload: { productId: variantId, quantity: 2 } });
    expect(add.statusCode, add.body).toBe(201);
    const cart = (await get('/api/carts', shopper.token)).json<CartLine[]>();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      quantity: 2,
      available: true,
      product: { _id: variantId, name: 'Havells Orderable Bulb — 12 W, 6500 K', price: 150, stock: 5 },
    });

    // More than the variant holds is refused with its name, though the main product has enough.
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: bearer(shopper.token),
      payload: { productId: variantId, quantity: 4 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toContain('Havells Orderable Bulb — 12 W, 6500 K');

    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(shopper.token), payload: { address, paymentMethod: 'cod' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: variantId,
        name: 'Havells Orderable Bulb — 12 W, 6500 K',
        price: 150,
        quantity: 2,
        lineTotal: 300,
        imageUrl: '/media/art/led-bulb-3.svg',
      }),
    ]);
    expect(await stockOf(variantId)).toBe(3);
    expect(await stockOf(main._id)).toBe(10);
    // Both pages show the variant's new stock at once (the order dropped them from the cache).
    expect((await get(`/api/products/${variantId}`)).json<ProductDetail>().stock).toBe(3);
    expect((await get(`/api/products/${main._id}`)).json<ProductDetail>().variantGroup?.variants[1]?.stock).toBe(3);
    // The order keeps the name as bought after the variant's values change.
    await send('PUT', `/api/admin/products/${main._id}/variants/${variantId}`, { options: { [WATTAGE]: '12 W', [KELVIN]: '4000 K' } });
    const later = (await get(`/api/orders/${order._id}`, shopper.token)).json<Order>();
    expect(later.items[0]?.name).toBe('Havells Orderable Bulb — 12 W, 6500 K');
  });

  it('a promotion on the main product covers its variants', async () => {
    const { main, variantId } = await bulbGroup('Havells Promoted Bulb');
    const code = `BULB${Date.now().toString(36).toUpperCase()}`;
    const promotion = await send('POST', '/api/admin/promotions', {
      name: 'Bulb offer',
      code,
      kind: 'percent',
      value: 10,
      scope: 'products',
      productIds: [main._id],
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const shopper = await createSignedInCustomer(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: bearer(shopper.token), payload: { productId: variantId, quantity: 1 } });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { address, paymentMethod: 'cod', couponCode: code },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>()).toMatchObject({ discount: 15, items: [{ productId: variantId, discount: 15 }] });
  });

  it('archiving or deleting the main product in bulk takes its variants along; activating it wakes no draft variant', async () => {
    const archived = await bulbGroup('Havells Archived Group Bulb');
    const change = { action: 'setStatus', status: 'archived' };
    const selection = { kind: 'ids', ids: [archived.main._id] };
    const preview = await send('POST', '/api/admin/products/bulk/preview', { selection, change });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ count: number }>().count).toBe(2);
    const applied = await send('POST', '/api/admin/products/bulk', { selection, change, expectedCount: 2 });
    expect(applied.statusCode, applied.body).toBe(200);
    const shopper = await createSignedInCustomer(t.database.db);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: bearer(shopper.token),
      payload: { productId: archived.variantId, quantity: 1 },
    });
    expect(add.statusCode).toBeGreaterThanOrEqual(400);
    expect(add.statusCode).toBeLessThan(500);
    const reactivated = await send('POST', '/api/admin/products/bulk', { selection, change: { action: 'setStatus', status: 'active' }, expectedCount: 1 });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    const [variant] = await t.database.db.select({ status: products.status }).from(products).where(eq(products.id, archived.variantId));
    expect(variant?.status).toBe('archived');

    const deleted = await bulbGroup('Havells Deleted Group Bulb');
    const gone = await send('POST', '/api/admin/products/bulk', {
      selection: { kind: 'ids', ids: [deleted.main._id] },
      change: { action: 'delete' },
      expectedCount: 2,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await get(`/api/products/${deleted.variantId}`)).statusCode).toBe(404);
  });

  it('a new variant shows on the group’s pages at once', async () => {
    const { main } = await bulbGroup('Havells Growing Bulb');
    expect((await get(`/api/products/${main._id}`)).json<ProductDetail>().variantGroup?.variants).toHaveLength(2);
    const added = await send('POST', `/api/admin/products/${main._id}/variants`, { options: { [WATTAGE]: '15 W', [KELVIN]: '4000 K' }, price: 180, stock: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const labels = (await get(`/api/products/${main._id}`)).json<ProductDetail>().variantGroup?.variants.map((v) => v.label);
    expect(labels).toEqual(['9 W, 3000 K', '12 W, 6500 K', '15 W, 4000 K']);
  });

  it('a draft variant is not offered and cannot be bought; the others still are', async () => {
    const { main, variantId } = await bulbGroup('Havells Drafty Bulb');
    const bulk = await send('POST', '/api/admin/products/bulk', {
      selection: { kind: 'ids', ids: [variantId] },
      change: { action: 'setStatus', status: 'draft' },
      expectedCount: 1,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await get(`/api/products/${main._id}`)).json<ProductDetail>().variantGroup?.variants.map((v) => v._id)).toEqual([main._id]);
    const shopper = await createSignedInCustomer(t.database.db);
    const add = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: bearer(shopper.token), payload: { productId: variantId, quantity: 1 } });
    expect(add.statusCode).toBe(409);
  });
});
