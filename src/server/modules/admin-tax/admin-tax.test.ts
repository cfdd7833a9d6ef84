import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { gstinCheckCharacter } from '../../../shared/tax/gstin.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { indianDate } from '../tax/indian-date.js';
import type { GstReport } from '../tax/gst-report.service.js';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const productBody = {
  name: 'Test Batten 20W',
  brand: 'Havells',
  description: 'A batten.',
  category: 'lighting',
  subCategory: 'ceiling',
  price: 499.5,
  discount: 0,
  stock: 7,
};
const rate = {
  hsnPrefix: '9406',
  description: 'Test prefabricated lights',
  ratePercent: 12,
  effectiveFrom: '2020-01-01',
  notification: 'Test notification 1/2020',
};

async function auditActions(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=100', headers: asAdmin() });
  return res.json<{ items: { action: string }[] }>().items.map((i) => i.action);
}

describe('product HSN codes', () => {
  it("gives a new product its category's default HSN and refuses a code without a rate in force (422)", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: productBody });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>()).toMatchObject({ hsn: '9405', gstRate: 18 });

    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: { ...productBody, hsn: '94x5' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('HSN code must be 4, 6 or 8 digits');

    const unrated = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: { ...productBody, hsn: '9406' } });
    expect(unrated.statusCode).toBe(422);
    expect(unrated.json<{ message: string }>().message).toContain('HSN code 9406 has no GST rate in force');
  });
});

describe('GST rates in the admin', () => {
  it('adds a dated rate (audited), closes the one in force, and lets products use it', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/gst/rates', headers: asAdmin(), payload: { ...rate, hsnPrefix: '94' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('HSN prefix must be 4, 6 or 8 digits');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/gst/rates', headers: asAdmin(), payload: { ...rate, ratePercent: 41 } })).statusCode).toBe(
      400,
    );

    expect((await t.app.inject({ method: 'POST', url: '/api/admin/gst/rates', headers: asAdmin(), payload: rate })).statusCode).toBe(201);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gst/rates',
      headers: asAdmin(),
      payload: { ...rate, ratePercent: 5, effectiveFrom: '2025-09-22' },
    });
    expect(later.statusCode, later.body).toBe(201);
    const rows = (await t.app.inject({ method: 'GET', url: '/api/admin/gst/rates', headers: asAdmin() })).json<
      { hsnPrefix: string; ratePercent: number; effectiveTo: string | null }[]
    >();
    expect(rows.filter((r) => r.hsnPrefix === '9406').map((r) => [r.ratePercent, r.effectiveTo])).toEqual([
      [12, '2025-09-21'],
      [5, null],
    ]);
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gst/rates',
      headers: asAdmin(),
      payload: { ...rate, effectiveFrom: '2021-01-01', effectiveTo: '2021-12-31' },
    });
    expect(clash.statusCode).toBe(409);

    const product = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: asAdmin(), payload: { ...productBody, hsn: '94060010' } });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json<Product>()).toMatchObject({ hsn: '94060010', gstRate: 5 });
    expect(await auditActions()).toContain('gst.rate.add');
  });

  it('refuses rates to customers', async () => {
    const customer = await createSignedInCustomer(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/gst/rates', headers: { authorization: `Bearer ${customer.token}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('seller settings', () => {
  it('validates the GSTIN and its state, saves (audited), and checkout splits by the new state', async () => {
    const seller = { legalName: 'Wattson Karnataka LLP', address: '4 Brigade Road, Bengaluru 560001', state: 'Karnataka', gstin: '27AAPFU0939F1ZW' };
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/admin/gst/seller', headers: asAdmin(), payload: seller });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('GSTIN has a wrong check character');
    const otherState = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/gst/seller',
      headers: asAdmin(),
      payload: { ...seller, gstin: '27AAPFU0939F1ZV' },
    });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.body).toContain('GSTIN must start with 29');

    const gstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/gst/seller', headers: asAdmin(), payload: { ...seller, gstin } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject('/api/site')).json()).toMatchObject({ gstState: 'Karnataka', gstin });
    expect(await auditActions()).toContain('gst.seller.update');

    const shopper = await createSignedInCustomer(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { productId: '3', quantity: 1 },
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {
        paymentMethod: 'cod',
        address: { fullName: 'Ravi', phone: '9876543210', line1: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      },
    });
    expect(order.json<Order>().gst.rows.map((r) => r.label)).toEqual(['CGST (9%)', 'SGST (9%)']);
    // Back to the environment's seller for the other tests.
    await t.app.inject({ method: 'PUT', url: '/api/admin/gst/seller', headers: asAdmin(), payload: { ...t.app.config.seller } });
  });
});

describe('monthly GST report', () => {
  it('lists B2B invoices, B2C totals by state and rate, the HSN summary and credit notes, with GSTR-1 CSV columns', async () => {
    const buyerGstin = `33AAPFU0939F1Z${gstinCheckCharacter('33AAPFU0939F1Z')}`;
    const chennai = { fullName: 'Meena', phone: '9876543212', line1: '2 Anna Salai', city: 'Chennai', state: 'Tamil Nadu', pincode: '600002' };
    const orders: Order[] = [];
    for (const extra of [{ gstin: buyerGstin, legalName: 'Meena Electricals' }, {}]) {
      const shopper = await createSignedInCustomer(t.database.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/carts/add',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { productId: '501', quantity: 2 },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { paymentMethod: 'cod', address: chennai, ...extra },
      });
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.json<Order>());
      await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${res.json<Order>()._id}`, headers: asAdmin(), payload: { status: 'Shipped' } });
    }
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orders[1]!._id}`, headers: asAdmin(), payload: { status: 'Cancelled' } });

    const month = indianDate(new Date()).slice(0, 7);
    const report = (await t.app.inject({ method: 'GET', url: `/api/admin/gst/report?month=${month}`, headers: asAdmin() })).json<GstReport>();
    expect(report.b2b).toContainEqual(
      expect.objectContaining({
        gstin: buyerGstin,
        name: 'Meena Electricals',
        placeOfSupply: '33-Tamil Nadu',
        rate: 18,
        taxableValue: orders[0]!.subtotal.toFixed(2),
      }),
    );
    expect(report.b2cs).toContainEqual(
      expect.objectContaining({ placeOfSupply: '33-Tamil Nadu', rate: 18, taxableValue: orders[1]!.subtotal.toFixed(2), igst: orders[1]!.tax.toFixed(2) }),
    );
    expect(report.hsn).toContainEqual(expect.objectContaining({ hsn: '8544', rate: 18, quantity: 4 }));
    expect(report.creditNotes).toContainEqual(expect.objectContaining({ invoiceNumber: expect.stringMatching(/^WS\//), value: orders[1]!.total.toFixed(2) }));

    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/gst/report.csv?month=${month}&table=b2b`, headers: asAdmin() });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(csv.body).toContain(`${buyerGstin},Meena Electricals,WS/`);
    const hsnCsv = await t.app.inject({ method: 'GET', url: `/api/admin/gst/report.csv?month=${month}&table=hsn`, headers: asAdmin() });
    expect(hsnCsv.body.split('\r\n')[0]).toContain('HSN,Description,UQC,Total Quantity,Total Value');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/gst/report?month=2025-13', headers: asAdmin() })).statusCode).toBe(400);
  });
});
