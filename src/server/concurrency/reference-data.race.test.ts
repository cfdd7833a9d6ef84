import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { products } from '../db/schema/products.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { requestOn, startRaceShop, type RaceShop } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/**
 * Each server caches the settings an order reads (ADR 72). A change staff make through one server
 * must be used by the other's very next order: the tables' change notice drops its cache.
 */
describeOnPostgres('settings changed through one server are used by the next order on the other', () => {
  let shop: RaceShop;
  let productId: string;
  let admin: string;
  beforeAll(async () => {
    shop = await startRaceShop();
    const [picked] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null and status = 'active' order by id limit 1`);
    productId = picked?.id ?? '';
    await shop.db
      .update(products)
      .set({ stock: 1000 })
      .where(inArray(products.id, [productId]));
    admin = (await createSignedInCustomer(shop.db, { isAdmin: true })).token;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** Adds the product to a new shopper's cart and places a COD order on server `on`. */
  async function orderOn(on: number): Promise<{ codFee: number; shipping: number; gst: { supplyKind: string | null } }> {
    const shopper = await createSignedInCustomer(shop.db);
    const added = await requestOn(shop, on, '/api/carts/add', { method: 'POST', token: shopper.token, body: { productId, quantity: 1 } });
    expect(added.status, added.text).toBe(201);
    const placed = await requestOn(shop, on, '/api/orders', { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'cod' } });
    expect(placed.status, placed.text).toBe(201);
    return placed.body as { codFee: number; shipping: number; gst: { supplyKind: string | null } };
  }

  it('uses the COD fee and the zone fee saved through server 0 in server 1’s next order', async () => {
    // Both servers have read (and cached) the settings as they were.
    expect((await orderOn(0)).codFee).toBe(0);
    expect(await orderOn(1)).toMatchObject({ codFee: 0, shipping: 0 });

    const fee = await requestOn(shop, 0, '/api/admin/payment-settings', { method: 'PUT', token: admin, body: { enabled: true, maxTotal: 50_000, fee: 49 } });
    expect(fee.status, fee.text).toBe(200);
    expect((await orderOn(1)).codFee).toBe(49);

    const settings = await requestOn(shop, 0, '/api/admin/delivery/settings', { token: admin });
    const current = settings.body as { originPincode: string; zones: { zone: string; fee: number; freeAbove: number | null }[] };
    const zones = current.zones.map((z) => ({ ...z, fee: 60, freeAbove: null }));
    const saved = await requestOn(shop, 0, '/api/admin/delivery/settings', { method: 'PUT', token: admin, body: { ...current, zones } });
    expect(saved.status, saved.text).toBe(200);
    expect((await orderOn(1)).shipping).toBe(60);
  });
});
