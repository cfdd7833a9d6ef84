import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../shared/shopping/saved-address.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const home = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const office = { fullName: 'Asha Rao', phone: '9876543210', line1: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

const list = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: auth(token) })).json<SavedAddress[]>();
const add = (token: string, address: object, isDefault?: boolean) =>
  t.app.inject({ method: 'POST', url: '/api/addresses', headers: auth(token), payload: { address, ...(isDefault === undefined ? {} : { isDefault }) } });

describe('saved addresses', () => {
  it('adds, edits, makes default and deletes, keeping one default', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const first = await add(me.token, home);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<SavedAddress>()).toMatchObject({ address: home, isDefault: true, lastUsedAt: null });
    const second = (await add(me.token, office)).json<SavedAddress>();
    expect(second.isDefault).toBe(false);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${second._id}`,
      headers: auth(me.token),
      payload: { address: { ...office, line2: 'Floor 3' }, isDefault: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const now = await list(me.token);
    expect(now.filter((a) => a.isDefault).map((a) => a._id)).toEqual([second._id]);
    expect(now.find((a) => a._id === second._id)?.address.line2).toBe('Floor 3');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/addresses/${second._id}`, headers: auth(me.token) })).statusCode).toBe(204);
    expect((await list(me.token)).map((a) => a._id)).toEqual([first.json<SavedAddress>()._id]);
  });

  it('validates the address like checkout does', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const res = await add(me.token, { ...home, pincode: '012345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'address.pincode' });
  });

  it("never shows, edits or deletes another shopper's address", async () => {
    const owner = await createSignedInCustomer(t.database.db);
    const other = await createSignedInCustomer(t.database.db);
    const mine = (await add(owner.token, home)).json<SavedAddress>();
    expect(await list(other.token)).toEqual([]);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/addresses/${mine._id}`, headers: auth(other.token), payload: { address: office } });
    expect(edit.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/addresses/${mine._id}`, headers: auth(other.token) })).statusCode).toBe(404);
    expect((await list(owner.token))[0]?.address).toEqual(home);
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
  });

  it('remembers the address an order went to as the last used one', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await add(me.token, home);
    await add(me.token, office);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '401', quantity: 1 } })).statusCode,
    ).toBe(201);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address: office, paymentMethod: 'cod' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const after = await list(me.token);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ address: office, isDefault: false });
    expect(after[0]?.lastUsedAt).not.toBeNull();

    // A new address used at checkout joins the book, first.
    const elsewhere = { ...home, line1: '9 Marine Drive', pincode: '400020' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId: '401', quantity: 1 } })).statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address: elsewhere, paymentMethod: 'cod' } })).statusCode,
    ).toBe(201);
    const third = await list(me.token);
    expect(third).toHaveLength(3);
    expect(third[0]?.address).toEqual(elsewhere);
  });
});
