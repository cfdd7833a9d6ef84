import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliverySettings } from '../../../shared/delivery/delivery.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { gstinCheckCharacter } from '../../../shared/tax/gstin.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

/**
 * The settings an order reads are cached in the process (ADR 72): whatever staff save must be used by
 * the very next order placed through the same process, without waiting for any notice. The tables'
 * change notices are switched off here, so only the writer's own drop can make these pass (the
 * notices have their test with two servers, concurrency/reference-data.race.test.ts).
 */
const REFERENCE_TABLES = [
  'delivery_settings',
  'delivery_zones',
  'delivery_serviceability',
  'delivery_holidays',
  'pincodes',
  'payment_settings',
  'shop_tax_settings',
  'gst_rates',
  'promotions',
];

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  for (const table of REFERENCE_TABLES) await t.database.db.execute(sql.raw(`alter table ${table} disable trigger reference_data_changed`));
  await t.database.db.execute(sql`alter table promotions disable trigger reference_data_changed_update`);
  admin = { authorization: `Bearer ${(await createSignedInCustomer(t.database.db, { isAdmin: true })).token}` };
});
afterAll(async () => t?.close());

const pune = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

async function order(): Promise<Order> {
  const me = await createSignedInCustomer(t.database.db);
  const auth = { authorization: `Bearer ${me.token}` };
  const added = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth, payload: { productId: '401', quantity: 1 } });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { address: pune, paymentMethod: 'cod' } });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Order>();
}

async function staff(method: 'PUT' | 'POST', url: string, payload: object): Promise<void> {
  const res = await t.app.inject({ method, url, headers: admin, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('the next order after staff change a setting', () => {
  it('pays the COD fee just saved', async () => {
    expect((await order()).codFee).toBe(0);
    await staff('PUT', '/api/admin/payment-settings', { enabled: true, maxTotal: 50_000, fee: 25 });
    expect((await order()).codFee).toBe(25);
    await staff('PUT', '/api/admin/payment-settings', { enabled: true, maxTotal: 50_000, fee: 0 });
    expect((await order()).codFee).toBe(0);
  });

  it('is refused Cash on Delivery as soon as staff switch it off', async () => {
    await order();
    await staff('PUT', '/api/admin/payment-settings', { enabled: false, maxTotal: 50_000, fee: 0 });
    const me = await createSignedInCustomer(t.database.db);
    const auth = { authorization: `Bearer ${me.token}` };
    await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth, payload: { productId: '401', quantity: 1 } });
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { address: pune, paymentMethod: 'cod' } });
    expect(refused.statusCode).toBe(422);
    await staff('PUT', '/api/admin/payment-settings', { enabled: true, maxTotal: 50_000, fee: 0 });
  });

  it('pays the zone fee just saved', async () => {
    expect((await order()).shipping).toBe(0);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery/settings', headers: admin })).json<DeliverySettings>();
    await staff('PUT', '/api/admin/delivery/settings', { ...settings, zones: settings.zones.map((z) => ({ ...z, fee: 70, freeAbove: null })) });
    expect((await order()).shipping).toBe(70);
    await staff('PUT', '/api/admin/delivery/settings', settings);
    expect((await order()).shipping).toBe(0);
  });

  it('is taxed from the seller’s state just saved', async () => {
    expect((await order()).gst.supplyKind).toBe('intra');
    const gstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
    await staff('PUT', '/api/admin/gst/seller', { legalName: 'Wattson Karnataka LLP', address: '4 Brigade Road, Bengaluru 560001', state: 'Karnataka', gstin });
    expect((await order()).gst.supplyKind).toBe('inter');
  });

  it('gets the automatic discount just created', async () => {
    expect((await order()).discount).toBe(0);
    await staff('POST', '/api/admin/promotions', { name: 'Sale day', code: '', kind: 'percent', value: 10, scope: 'order', minOrderValue: 0 });
    expect((await order()).discount).toBeGreaterThan(0);
  });
});
