import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../shared/shopping/saved-address.schema.js';
import { savedAddresses } from '../db/schema/delivery.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

const address = (i: number) => ({
  fullName: 'Asha Rao',
  phone: '9876543210',
  line1: `${i + 1} Lamington Road`,
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400007',
});

describeOnPostgres('saved addresses race on two servers', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('never keeps more than the limit, nor more than one default, however many saves arrive at once', async () => {
    const me = await createSignedInCustomer(shop.db);
    const results = await burst(MAX_SAVED_ADDRESSES + 10, (i) =>
      requestOn(shop, i, '/api/addresses', { method: 'POST', token: me.token, body: { address: address(i), isDefault: true } }),
    );
    const counts = countStatuses(results);
    console.info(`[concurrency] ${MAX_SAVED_ADDRESSES + 10} address saves at once, limit ${MAX_SAVED_ADDRESSES}: answers ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 201: MAX_SAVED_ADDRESSES, 409: 10 });
    const rows = await shop.db.select().from(savedAddresses).where(eq(savedAddresses.userId, me.id));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);

    // Everyone makes a different one the default at once: one default remains.
    const saved = rows.map((r) => ({ _id: r.id, address: r.address })) as Pick<SavedAddress, '_id' | 'address'>[];
    const defaults = await burst(saved.length, (i) =>
      requestOn(shop, i, `/api/addresses/${saved[i]!._id}`, { method: 'PUT', token: me.token, body: { address: saved[i]!.address, isDefault: true } }),
    );
    expect(countStatuses(defaults)).toEqual({ 200: saved.length });
    const after = await shop.db.select().from(savedAddresses).where(eq(savedAddresses.userId, me.id));
    expect(after.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
