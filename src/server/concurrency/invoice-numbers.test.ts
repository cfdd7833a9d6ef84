import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/products.js';
import { cartLines } from '../db/schema/shopping.js';
import { documentSeries, taxDocuments } from '../db/schema/tax.js';
import { httpRequest } from '../faults/http-client.js';
import { killAllServers, startReadyServer, type ServerProcess } from '../faults/server-process.js';
import { placeOrder } from '../modules/orders/orders.service.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { createRaceDatabase, type RaceDatabase } from './race-database.js';

const ORDERS = 50;
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra' as const, pincode: '400007' };

describeOnPostgres('tax invoice numbers when 50 orders ship at once on two server processes', () => {
  let race: RaceDatabase;
  let database: Database;
  let servers: ServerProcess[] = [];
  let orderIds: string[] = [];
  let adminToken = '';

  beforeAll(async () => {
    race = await createRaceDatabase();
    database = await race.open();
    const db = database.db;
    await db.update(products).set({ stock: 10_000 }).where(eq(products.id, '3'));
    const shopper = await createSignedInCustomer(db);
    adminToken = (await createSignedInCustomer(db, { isAdmin: true })).token;
    for (let i = 0; i < ORDERS; i += 1) {
      await db.insert(cartLines).values({ userId: shopper.id, productId: '3', quantity: 1 });
      const { order } = await placeOrder(db, shopper, { address, paymentMethod: 'cod' }, undefined, { sellerState: 'Maharashtra' });
      orderIds.push(order._id);
    }
    servers = await Promise.all([startReadyServer(race.serverEnv), startReadyServer(race.serverEnv)]);
  });

  afterAll(async () => {
    await killAllServers();
    await database?.close();
    await race?.drop();
    orderIds = [];
  });

  it('hands out 50 consecutive numbers, none skipped or repeated', async () => {
    const results = await Promise.all(
      orderIds.map((id, i) =>
        httpRequest(`${servers[i % 2]!.url}/api/admin/orders/${id}`, { method: 'PATCH', token: adminToken, body: { status: 'Shipped' }, timeoutMs: 60_000 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(orderIds.map(() => 200));

    const invoices = await database.db.select().from(taxDocuments).where(inArray(taxDocuments.orderId, orderIds));
    expect(invoices).toHaveLength(ORDERS);
    const years = new Set(invoices.map((d) => d.financialYear));
    expect(years.size).toBe(1);
    const sequences = invoices.map((d) => d.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
    expect(new Set(invoices.map((d) => d.number)).size).toBe(ORDERS);
    const [series] = await database.db.select().from(documentSeries).where(eq(documentSeries.kind, 'invoice'));
    expect(series?.lastNumber).toBe(ORDERS);
  });
});
