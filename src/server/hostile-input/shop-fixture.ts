import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartLine, WishlistEntry } from '../../shared/shopping/cart.schema.js';
import type { Order } from '../../shared/shopping/order.schema.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { findSessionUser, createSession } from '../plugins/session/session-tokens.js';
import type { TestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';

export const TEST_PASSWORD = 'correct horse battery';
export const ADDRESS = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' } as const;

/** A signed-in customer who owns a cart line, a wishlist entry and an order. */
export interface Shopper {
  id: string;
  email: string;
  token: string;
  cartLineId: string;
  orderId: string;
  wishlistProductId: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a customer through the test helper, then fills their cart, wishlist and orders through the API. */
export async function createShopper(t: TestApp, products: { ordered: string; inCart: string; wished: string }): Promise<Shopper> {
  const user = await createSignedInCustomer(t.database.db);
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(user.token), payload });
  expect((await inject('POST', '/api/carts/add', { productId: products.ordered, quantity: 1 })).statusCode).toBe(201);
  const order = await inject('POST', '/api/orders', { address: ADDRESS, paymentMethod: 'cod' });
  expect(order.statusCode, order.body).toBe(201);
  const line = await inject('POST', '/api/carts/add', { productId: products.inCart, quantity: 2 });
  expect(line.statusCode, line.body).toBe(201);
  const wish = await inject('POST', '/api/users/wishlists', { userId: user.id, productId: products.wished });
  expect(wish.statusCode, wish.body).toBe(201);
  return {
    ...user,
    cartLineId: line.json<CartLine>()._id,
    orderId: order.json<Order>()._id,
    wishlistProductId: wish.json<WishlistEntry>().product._id,
  };
}

export interface Actor {
  name: 'visitor' | 'shopper' | 'admin';
  headers: () => Record<string, string>;
}

/** The three kinds of caller of the brief; signed-in ones get a fresh session whenever theirs ended (logout is a valid request). */
export class Actors {
  private constructor(
    private readonly db: Db,
    readonly shopper: Shopper,
    readonly admin: { id: string; email: string; token: string },
  ) {}

  static async create(t: TestApp, shopper: Shopper): Promise<Actors> {
    return new Actors(t.database.db, shopper, await createSignedInCustomer(t.database.db, { isAdmin: true }));
  }

  get all(): Actor[] {
    return [
      { name: 'visitor', headers: () => ({}) },
      { name: 'shopper', headers: () => bearer(this.shopper.token) },
      { name: 'admin', headers: () => bearer(this.admin.token) },
    ];
  }

  /** Returns true when a session had to be renewed (the caller then takes a new data baseline). */
  async renewEndedSessions(): Promise<boolean> {
    let renewed = false;
    if (!(await findSessionUser(this.db, this.shopper.token))) {
      // An admin request may legitimately have blocked the shopper (their id is in the id pool).
      await this.db.update(users).set({ blockedAt: null }).where(eq(users.id, this.shopper.id));
      this.shopper.token = (await createSession(this.db, this.shopper.id, 'customer')).token;
      renewed = true;
    }
    if (!(await findSessionUser(this.db, this.admin.token))) {
      this.admin.token = (await createSession(this.db, this.admin.id, 'admin')).token;
      renewed = true;
    }
    return renewed;
  }
}

/** Real ids of every kind, so generated paths also hit rows that exist (and rows of another user). */
export function idPool(shopper: Shopper, victim: Shopper, extra: string[]): string[] {
  return [
    '1',
    '2',
    '999999',
    '00000000-0000-0000-0000-000000000000',
    randomUUID(),
    shopper.id,
    shopper.orderId,
    shopper.cartLineId,
    victim.id,
    victim.orderId,
    victim.cartLineId,
    victim.wishlistProductId,
    'lighting',
    'ceiling-fan-1.svg',
    ...extra,
  ];
}
