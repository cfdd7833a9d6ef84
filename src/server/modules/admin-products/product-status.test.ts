import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../shared/admin/admin-products.schema.js';
import type { Product, ProductListResponse, ProductSuggestion } from '../../../shared/catalog/product.schema.js';
import type { CartLine, WishlistEntry } from '../../../shared/shopping/cart.schema.js';
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

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

async function create(body: Record<string, unknown>): Promise<AdminProduct> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}

async function setStatus(product: AdminProduct, status: 'draft' | 'active' | 'archived'): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk',
    headers: asAdmin(),
    payload: { selection: { kind: 'ids', ids: [product._id] }, change: { action: 'setStatus', status }, expectedCount: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('POST /api/admin/products with the spec’s fields only', () => {
  it('creates a product from name, price, description, category (by name), imageUrl, discount, images, stock, features and a specifications map', async () => {
    const product = await create({
      name: 'Spec-only Batten 20 W',
      price: 349,
      description: 'A batten made of the spec’s fields alone.',
      category: 'Lighting',
      imageUrl: '/media/art/led-bulb-2.svg',
      discount: 10,
      images: ['/media/art/led-bulb-3.svg'],
      stock: 12,
      features: ['Flicker free'],
      specifications: { Wattage: '20 W', Base: 'B22' },
    });
    expect(product).toMatchObject({
      category: 'lighting',
      subCategory: '',
      imageUrl: '/media/art/led-bulb-2.svg',
      images: ['/media/art/led-bulb-2.svg', '/media/art/led-bulb-3.svg'],
      specifications: { Wattage: '20 W', Base: 'B22' },
      discount: 10,
      displayOriginalPrice: 388,
      status: 'active',
      stock: 12,
      lowStockThreshold: null,
      effectiveLowStockThreshold: 10,
    });
    // It took the category's HSN code and a SKU of its own.
    expect(product.hsn).toMatch(/^\d{4,8}$/);
    expect(product.sku).toBe(`WS-${product._id.toUpperCase()}`);

    // In its category, in no sub-category.
    const inCategory = (await get(`/api/products?category=lighting&pageSize=100&sort=newest`)).json<ProductListResponse>();
    expect(inCategory.items.map((p) => p._id)).toContain(product._id);
    const inSub = (await get(`/api/products?category=lighting&sub=led-bulbs&pageSize=100`)).json<ProductListResponse>();
    expect(inSub.items.map((p) => p._id)).not.toContain(product._id);
    expect((await get(`/api/products/${product._id}`)).json<Product>().name).toBe('Spec-only Batten 20 W');
  });

  it('takes the category by slug too, and refuses an unknown category, a sub-category outside it and a typed specification it cannot read', async () => {
    expect((await create({ name: 'Slug category fan', price: 1999, category: 'fans', stock: 1 })).category).toBe('fans');
    for (const [body, status, words] of [
      [{ name: 'Lost lamp', price: 10, category: 'Chandeliers' }, 400, 'Category "Chandeliers" does not exist'],
      [{ name: 'Lost lamp', price: 10, category: 'lighting', subCategory: 'ceiling-fans' }, 400, 'not in lighting'],
      [{ name: 'Odd lamp', price: 10, category: 'lighting', specifications: { Wattage: 'bright' } }, 422, 'Specification "Wattage"'],
      [{ name: 'Odd lamp', price: 10, category: 'lighting', imageUrl: 'https://evil.example/x.png' }, 400, 'uploaded first'],
      [{ name: 'Nameless' }, 400, 'is required'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ message: string }>().message).toContain(words);
    }
  });

  it('refuses a SKU another product holds with 409, and frees it when that product is deleted', async () => {
    const first = await create({ name: 'SKU holder', price: 10, category: 'tools', sku: 'tool-777' });
    expect(first.sku).toBe('TOOL-777');
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: asAdmin(),
      payload: { name: 'SKU thief', price: 10, category: 'tools', sku: 'TOOL-777' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toBe('SKU TOOL-777 is already used by SKU holder');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${first._id}`, headers: asAdmin() });
    expect((await create({ name: 'SKU heir', price: 10, category: 'tools', sku: 'TOOL-777' })).sku).toBe('TOOL-777');
  });
});

describe('draft and archived products are invisible to shoppers and cannot be bought', () => {
  it('hides a draft everywhere the storefront reads, shows it to staff, and shows it again once active', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const product = await create({
      name: 'Zephyrine Hidden Pendant',
      brand: 'Zephyrine',
      price: 1500,
      category: 'lighting',
      subCategory: 'ceiling',
      stock: 20,
      status: 'draft',
      isFeatured: true,
    });
    expect(product.status).toBe('draft');
    t.app.catalogCache.clear();

    const visible = async () => {
      t.app.catalogCache.clear();
      const lists = await Promise.all(
        [
          '',
          '?category=lighting',
          '?category=lighting&sub=ceiling',
          '?q=zephyrine',
          '?q=zephyrne',
          '?featured=true&pageSize=100',
          '?sort=newest&pageSize=100',
        ].map(async (query) => (await get(`/api/products${query}`)).json<ProductListResponse>()),
      );
      const brandFacet = lists[1]?.facets.find((f) => f.key === 'brand');
      return {
        lists: lists.map((list) => list.items.some((p) => p._id === product._id)),
        facet: brandFacet?.kind === 'brand' && brandFacet.values.some((v) => v.value === 'Zephyrine'),
        detail: (await get(`/api/products/${product._id}`)).statusCode,
        suggest: (await get('/api/products/suggest?q=zephyrine')).json<ProductSuggestion[]>().some((s) => s._id === product._id),
        all: (await get('/api/admin/products', shopper.token)).json<Product[]>().some((p) => p._id === product._id),
        sitemap: (await get('/sitemap.xml')).body.includes(`/products/${product._id}<`),
      };
    };

    expect(await visible()).toEqual({ lists: Array(7).fill(false), facet: false, detail: 404, suggest: false, all: false, sitemap: false });
    // Staff still see and edit it.
    expect((await get(`/api/admin/products/${product._id}`, admin.token)).json<AdminProduct>().status).toBe('draft');
    const table = (await get('/api/admin/products/table?status=draft&q=zephyrine', admin.token)).json<{ items: AdminProduct[] }>();
    expect(table.items.map((p) => p._id)).toEqual([product._id]);

    // Shoppers cannot put it in a cart or a wishlist.
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { productId: product._id, quantity: 1 },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json<{ message: string }>().message).toBe('This product is not available for sale');
    const wish = await t.app.inject({
      method: 'POST',
      url: '/api/users/wishlists',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { userId: shopper.id, productId: product._id },
    });
    expect(wish.statusCode).toBe(404);

    await setStatus(product, 'active');
    expect(await visible()).toEqual({ lists: Array(7).fill(true), facet: true, detail: 200, suggest: true, all: true, sitemap: true });
  });

  it('archiving takes an active product off the shop, marks it unavailable in carts, hides it in wishlists, and checkout refuses it with 409', async () => {
    const shopper = await createSignedInCustomer(t.database.db);
    const auth = { authorization: `Bearer ${shopper.token}` };
    const product = await create({ name: 'Archivable Socket 16 A', price: 199, category: 'plugs', stock: 30 });
    expect((await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth, payload: { productId: product._id, quantity: 2 } })).statusCode).toBe(
      201,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/wishlists', headers: auth, payload: { userId: shopper.id, productId: product._id } })).statusCode,
    ).toBeLessThan(300);

    await setStatus(product, 'archived');
    t.app.catalogCache.clear();
    expect((await get(`/api/products/${product._id}`)).statusCode).toBe(404);
    expect((await get(`/api/products?category=plugs&pageSize=100`)).json<ProductListResponse>().items.some((p) => p._id === product._id)).toBe(false);

    const cart = (await get('/api/carts', shopper.token)).json<CartLine[]>();
    expect(cart.find((line) => line.product._id === product._id)).toMatchObject({ available: false, product: { stock: 0 } });
    const wishlist = (await get(`/api/users/wishlists/${shopper.id}`, shopper.token)).json<WishlistEntry[]>();
    expect(wishlist.some((entry) => entry.product._id === product._id)).toBe(false);

    const order = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { address, paymentMethod: 'cod' } });
    expect(order.statusCode).toBe(409);
    expect(order.json<{ message: string }>().message).toBe('Archivable Socket 16 A is no longer available. Please remove it from your cart.');
    // Nothing was taken from its stock.
    expect((await get(`/api/admin/products/${product._id}`, admin.token)).json<AdminProduct>().stock).toBe(30);
  });

  it('keeps a product’s status when an edit leaves it out, and changes it when the edit names one', async () => {
    const product = await create({ name: 'Kept-status Drill', price: 2499, category: 'tools', status: 'draft' });
    const body = { name: 'Kept-status Drill 2', price: 2499, category: 'tools' };
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${product._id}`, headers: asAdmin(), payload: body });
    expect(edited.json<AdminProduct>()).toMatchObject({ name: 'Kept-status Drill 2', status: 'draft', sku: product.sku });
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: asAdmin(),
      payload: { ...body, status: 'active' },
    });
    expect(published.json<AdminProduct>().status).toBe('active');
    const audit = (await get('/api/admin/audit-log?pageSize=5', admin.token)).json<{ items: { action: string; details: Record<string, unknown> }[] }>();
    expect(audit.items[0]).toMatchObject({ action: 'product.update', details: { status: { from: 'draft', to: 'active' } } });
  });
});
