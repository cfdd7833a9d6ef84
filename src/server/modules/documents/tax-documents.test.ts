import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { gstinCheckCharacter } from '../../../shared/tax/gstin.js';
import { orderLines } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { gstRates, taxDocuments } from '../../db/schema/tax.js';
import { users } from '../../db/schema/users.js';
import { latestMail } from '../../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { changeOrderStatus } from '../orders/orders.service.js';
import { getSeller } from '../tax/seller.service.js';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const mumbai = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const bengaluru = { fullName: 'Ravi Kumar', phone: '9876543211', line1: '4 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
const karnatakaGstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;

async function buy(token: string, cart: [string, number][], body: object): Promise<{ status: number; order: Order; body: string }> {
  for (const [productId, quantity] of cart) {
    const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(token), payload: { productId, quantity } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(token), payload: { paymentMethod: 'cod', ...body } });
  return { status: res.statusCode, order: res.json<Order>(), body: res.body };
}

async function pricePaise(id: string): Promise<number> {
  const [row] = await t.database.db.select({ p: products.pricePaise }).from(products).where(eq(products.id, id));
  return row?.p ?? 0;
}

async function pdfText(url: string, token: string): Promise<{ status: number; type: string | undefined; text: string }> {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  if (res.statusCode !== 200) return { status: res.statusCode, type: undefined, text: res.body };
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: text.replace(/\s+/g, ' ') };
}

describe('GST at checkout', () => {
  it('charges CGST + SGST inside the seller state, exactly 18% of the subtotal for an all-18% cart', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const { status, order, body } = await buy(
      me.token,
      [
        ['3', 2],
        ['4', 1],
      ],
      { address: mumbai },
    );
    expect(status, body).toBe(201);
    const subtotal = (await pricePaise('3')) * 2 + (await pricePaise('4'));
    const tax = Math.floor((subtotal * 18 + 50) / 100);
    expect(Math.round(order.subtotal * 100)).toBe(subtotal);
    expect(Math.round(order.tax * 100)).toBe(tax);
    expect(order.gst).toMatchObject({ supplyKind: 'intra', placeOfSupply: 'Maharashtra', placeOfSupplyCode: '27', buyerGstin: null });
    expect(order.gst.rows.map((r) => r.label)).toEqual(['CGST (9%)', 'SGST (9%)']);
    expect(Math.round(order.gst.rows.reduce((a, r) => a + r.amount * 100, 0))).toBe(tax);
    expect(order.items.map((i) => [i.productId, i.hsn, i.gstRate]).sort()).toEqual([
      ['3', '8536', 18],
      ['4', '8536', 18],
    ]);
    expect(order.invoice).toBeNull();
  });

  it('charges IGST across states and puts a trade buyer GSTIN on the order and the profile', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const { status, order, body } = await buy(me.token, [['2', 1]], {
      address: bengaluru,
      gstin: karnatakaGstin.toLowerCase(),
      legalName: 'Kumar Electricals',
    });
    expect(status, body).toBe(201);
    expect(order.gst).toMatchObject({
      supplyKind: 'inter',
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      buyerGstin: karnatakaGstin,
      buyerLegalName: 'Kumar Electricals',
    });
    expect(order.gst.rows).toEqual([{ label: 'IGST (18%)', amount: order.tax }]);
    const [saved] = await t.database.db.select({ gstin: users.gstin, name: users.gstLegalName }).from(users).where(eq(users.id, me.id));
    expect(saved).toEqual({ gstin: karnatakaGstin, name: 'Kumar Electricals' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth(me.token) });
    expect(profile.json()).toMatchObject({ business: { gstin: karnatakaGstin, legalName: 'Kumar Electricals' } });
  });

  it('refuses a GSTIN with a wrong check character or without a legal name, naming the field', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const bad = await buy(me.token, [['3', 1]], { address: mumbai, gstin: '27AAPFU0939F1ZW', legalName: 'X Traders' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('GSTIN for business purchase has a wrong check character');
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth(me.token),
      payload: { paymentMethod: 'cod', address: mumbai, gstin: '27AAPFU0939F1ZV' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Legal name is required with a GSTIN');
  });

  it('gives one GST line per rate in a mixed cart, and refuses a product whose HSN has no rate in force', async () => {
    await t.database.db.insert(gstRates).values({ hsnPrefix: '853690', rateBp: 500, effectiveFrom: '2025-09-22', notification: 'test rate' });
    await t.database.db.update(products).set({ hsn: '85369010' }).where(eq(products.id, '302'));
    const me = await createSignedInCustomer(t.database.db);
    const { status, order, body } = await buy(
      me.token,
      [
        ['302', 3],
        ['3', 1],
      ],
      { address: bengaluru },
    );
    expect(status, body).toBe(201);
    const at5 = (await pricePaise('302')) * 3;
    const at18 = await pricePaise('3');
    expect(order.gst.rows).toEqual([
      { label: 'IGST (18%)', amount: Math.floor((at18 * 18 + 50) / 100) / 100 },
      { label: 'IGST (5%)', amount: Math.floor((at5 * 5 + 50) / 100) / 100 },
    ]);

    await t.database.db.update(products).set({ hsn: '1234' }).where(eq(products.id, '301'));
    const other = await createSignedInCustomer(t.database.db);
    const refused = await buy(other.token, [['301', 1]], { address: mumbai });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('GST rate is not set');
  });
});

describe('tax invoices and credit notes', () => {
  it('issues a numbered invoice when staff ship the order; the shopper downloads a PDF with every rule-46 field', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const { order } = await buy(
      me.token,
      [
        ['2', 1],
        ['1', 2],
      ],
      { address: bengaluru, gstin: karnatakaGstin, legalName: 'Kumar Electricals' },
    );
    const shipped = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: auth(admin.token), payload: { status: 'Shipped' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: auth(me.token) })).json<Order>();
    expect(mine.invoice?.number).toMatch(/^WS\/\d{2}-\d{2}\/\d{6}$/);
    expect(mine.invoice?.url).toBe(`/api/orders/${order._id}/invoice.pdf`);
    const [mail] = await latestMail(t.database.db, me.email, 1);
    expect(mail?.text).toContain(`Your tax invoice ${mine.invoice!.number} (PDF): ${t.app.config.publicUrl}${mine.invoice!.url}`);

    const pdf = await pdfText(mine.invoice!.url, me.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const seller = await getSeller(t.database.db, t.app.config.seller);
    for (const field of [
      'TAX INVOICE',
      seller.legalName,
      `GSTIN: ${seller.gstin}`,
      `Invoice number: ${mine.invoice!.number}`,
      'Invoice date:',
      'Kumar Electricals',
      `GSTIN: ${karnatakaGstin}`,
      'Delivery address (ship to)',
      '4 Brigade Road',
      'Place of supply: Karnataka (state code 29)',
      'Reverse charge applicable: No',
      'HSN',
      '8414',
      '8539',
      'IGST %',
      'Taxable value',
      'Discount',
      'Total in words: Indian Rupees',
      'HSN summary',
      'Authorised signatory',
    ]) {
      expect(pdf.text, field).toContain(field);
    }

    const stranger = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: mine.invoice!.url, headers: auth(stranger.token) })).statusCode).toBe(404);
    const staff = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/invoice.pdf`, headers: auth(admin.token) });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for the invoice of an order not yet shipped', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const { order } = await buy(me.token, [['3', 1]], { address: mumbai });
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice.pdf`, headers: auth(me.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('issued when the order ships') });
  });

  it('issues a credit note linked to the invoice when staff cancel a shipped order, reversing its tax line by line', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const { order } = await buy(me.token, [['3', 2]], { address: mumbai });
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: auth(admin.token), payload: { status: 'Shipped' } });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: auth(admin.token), payload: { status: 'Cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: auth(me.token) })).json<Order>();
    expect(mine.creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const pdf = await pdfText(mine.creditNote!.url, me.token);
    expect(pdf.text).toContain('CREDIT NOTE');
    expect(pdf.text).toContain(`Against invoice: ${mine.invoice!.number}`);
    expect(pdf.text).toContain('CGST');
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(pdf.text).toContain((line!.cgstPaise / 100).toFixed(2));
  });

  it('starts a new series on 1 April in India (injected clock), and never reuses a number', async () => {
    const db = t.database.db;
    const seller = await getSeller(db, t.app.config.seller);
    const numbers: string[] = [];
    // Years no other test ships in: 31 March 23:59 IST is still 30-31, a minute later 31-32 begins.
    for (const at of ['2031-03-31T18:29:00Z', '2031-03-31T18:30:00Z', '2031-04-02T10:00:00Z']) {
      const me = await createSignedInCustomer(db);
      const { order } = await buy(me.token, [['3', 1]], { address: mumbai });
      await changeOrderStatus(db, order._id, 'Shipped', null, { seller, now: () => new Date(at) });
      const [doc] = await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, order._id), eq(taxDocuments.kind, 'invoice')));
      numbers.push(doc!.number);
    }
    expect(numbers).toEqual(['WS/30-31/000001', 'WS/31-32/000001', 'WS/31-32/000002']);
  });
});
