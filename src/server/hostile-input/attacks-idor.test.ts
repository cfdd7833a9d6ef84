import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../../shared/shopping/cart.schema.js';
import type { Order } from '../../shared/shopping/order.schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectRefused } from './attack-helpers.js';
import { userFingerprint } from './data-fingerprint.js';
import { bearer, createShopper, type Shopper } from './shop-fixture.js';

/** IDOR: user B holds every id of user A and tries each of A's resources; A's data neither leaks nor changes. */
let t: TestApp;
let a: Shopper;
let b: Shopper;
let aBefore: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createShopper(t, { ordered: '1', inCart: '2', wished: '3' });
  b = await createShopper(t, { ordered: '4', inCart: '101', wished: '102' });
});
beforeEach(async () => {
  aBefore = await userFingerprint(t.database.db, a.id);
});
afterAll(async () => {
  await t?.close();
});

const asB = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(b.token), payload });
const expectAUntouched = async () => expect(await userFingerprint(t.database.db, a.id)).toBe(aBefore);

describe('IDOR', () => {
  it("cart: B's cart never lists A's lines", async () => {
    const lines = (await asB('GET', '/api/carts')).json<CartLine[]>();
    expect(lines.map((l) => l._id)).not.toContain(a.cartLineId);
  });

  it("cart: B cannot change or remove A's line, and is told only that it does not exist", async () => {
    await expectRefused(t, 404, () => asB('PUT', `/api/carts/${a.cartLineId}`, { quantity: 9 }));
    await expectRefused(t, 404, () => asB('DELETE', `/api/carts/${a.cartLineId}`));
    await expectAUntouched();
  });

  it("wishlist: B cannot read, add to or remove from A's wishlist", async () => {
    await expectRefused(t, 403, () => asB('GET', `/api/users/wishlists/${a.id}`));
    await expectRefused(t, 403, () => asB('POST', '/api/users/wishlists', { userId: a.id, productId: '5' }));
    await expectRefused(t, 403, () => asB('DELETE', `/api/users/wishlists/${a.id}/${a.wishlistProductId}`));
    await expectAUntouched();
  });

  it("orders: B cannot read A's order, and it answers exactly like a missing one", async () => {
    const res = await expectRefused(t, 404, () => asB('GET', `/api/orders/${a.orderId}`));
    const missing = await asB('GET', '/api/orders/00000000-0000-4000-8000-000000000000');
    expect(res.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
    expect((await asB('GET', '/api/orders')).json<Order[]>().map((o) => o._id)).not.toContain(a.orderId);
  });

  it("orders: B cannot cancel A's order, and A's stock stays taken", async () => {
    await expectRefused(t, 404, () => asB('POST', `/api/orders/${a.orderId}/cancel`));
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${a.orderId}`, headers: bearer(a.token) })).json<Order>();
    expect(order.status).toBe('Processing');
  });

  it("profile: there is no id to swap; B's profile is B's, and B's preferences change only B", async () => {
    const profile = (await asB('GET', '/api/auth/profile')).json<{ _id: string; email: string }>();
    expect(profile).toMatchObject({ _id: b.id, email: b.email });
    expect((await asB('PUT', '/api/auth/preferences', { orderUpdates: false, promotionalEmails: false, newsletter: true, userId: a.id })).statusCode).toBe(200);
    await expectAUntouched();
  });

  it("profile: B cannot delete A's account or change A's password, whatever id the body names", async () => {
    await expectRefused(t, 400, () => asB('DELETE', '/api/auth/account', { password: 'correct horse battery!', userId: a.id }));
    await expectRefused(t, 400, () => asB('PUT', '/api/auth/password', { currentPassword: 'wrong-password', newPassword: 'taken-over-42', userId: a.id }));
    await expectAUntouched();
  });

  it("staff views: a shopper holding A's ids still cannot use the admin routes", async () => {
    await expectRefused(t, 403, () => asB('GET', `/api/admin/customers/${a.id}`));
    await expectRefused(t, 403, () => asB('GET', `/api/admin/orders/${a.orderId}`));
    await expectRefused(t, 403, () => asB('POST', `/api/admin/customers/${a.id}/block`));
    await expectRefused(t, 403, () => asB('POST', '/api/admin/handoff'));
    await expectAUntouched();
  });
});
