import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput } from '../../shared/admin/admin-products.schema.js';
import type { Product } from '../../shared/catalog/product.schema.js';
import { MAX_SIGN_INS_PER_CLIENT } from '../modules/auth/sign-in-limits.service.js';
import { createFaultStore, type FaultStore } from './fault-store.js';
import { codeFromMailbox } from './dev-mailbox-code.js';
import { httpRequest, messageOf } from './http-client.js';
import { reportFigures } from './report.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, killAllServers, startReadyServer, type ServerProcess } from './server-process.js';
import { prepareShop, SHOPPER_PASSWORD, type PreparedShop } from './shop-setup.js';

let store: FaultStore;
let shop: PreparedShop;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  store = await createFaultStore('postgres');
  shop = await prepareShop(store, { shoppers: 2, products: 1 });
  [a, b] = await Promise.all([startReadyServer(store.serverEnv), startReadyServer(store.serverEnv)]);
});

afterAll(async () => {
  await killAllServers();
  await store?.drop();
});

const shopper = (i: number) => shop.shoppers[i] ?? { id: '', email: '', token: '' };

async function login(server: ServerProcess, email: string, password: string) {
  return httpRequest(`${server.url}/api/auth/login`, { method: 'POST', body: { email, password } });
}

/**
 * The admin's second factor: the code is read from the dev mailbox of the server that sent it (codes
 * are never stored in the database), and verified on the *other* server with the sign-in's challenge id.
 */
async function adminToken(): Promise<string> {
  const signIn = await login(a, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(signIn.body).toMatchObject({ requiresOTP: true });
  const { challenge } = signIn.body as { challenge: string };
  const otp = await codeFromMailbox(a, ADMIN_EMAIL);
  const verified = await httpRequest(`${b.url}/api/auth/verify-admin-otp`, { method: 'POST', body: { email: ADMIN_EMAIL, otp, challenge } });
  expect(verified.status).toBe(200);
  return (verified.body as { token: string }).token;
}

function asInput(product: Product, price: number): ProductInput {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    category: product.category,
    subCategory: product.subCategory,
    price,
    discount: product.discount,
    stock: product.stock,
    features: product.features,
    specifications: Object.entries(product.specifications).map(([key, value]) => ({ key, value })),
    images: product.images,
    isNew: product.isNew,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
  };
}

describe('two server processes on one PostgreSQL', () => {
  it('accepts a session made on one on the other, and a sign-out on one ends it on both', async () => {
    const signedIn = await login(a, shopper(0).email, SHOPPER_PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = (signedIn.body as { token: string }).token;
    const profile = await httpRequest(`${b.url}/api/auth/profile`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: shopper(0).email });

    expect((await httpRequest(`${b.url}/api/auth/logout`, { method: 'POST', token })).status).toBe(200);
    expect((await httpRequest(`${a.url}/api/auth/profile`, { token })).status).toBe(401);
  });

  it('serves a product edited through one as current on the other within a second', async () => {
    const token = await adminToken();
    const id = shop.productIds[0] ?? '';
    const url = `${b.url}/api/products/${id}`;
    // B has the product in its catalog cache (5 s lifetime): only A's change notice can refresh it in time.
    const before = (await httpRequest(url)).body as Product;
    expect(((await httpRequest(url)).body as Product).price).toBe(before.price);

    const current = (await httpRequest(`${a.url}/api/admin/products/${id}`, { token })).body as Product;
    const price = Math.round((current.price + 11.5) * 100) / 100;
    const edited = await httpRequest(`${a.url}/api/admin/products/${id}`, { method: 'PUT', token, body: asInput(current, price) });
    expect(edited.status, edited.text).toBe(200);
    const editedAt = Date.now();
    let seenAfterMs = -1;
    while (Date.now() - editedAt < 1_000) {
      if (((await httpRequest(url)).body as Product).price === price) {
        seenAfterMs = Date.now() - editedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seenAfterMs, 'the new price on the other server within 1 s').toBeGreaterThanOrEqual(0);
    reportFigures('two servers (product edit)', { newPriceOnOtherServerAfterMs: seenAfterMs });
  });

  it('enforces a sign-in failure limit counted on both', async () => {
    const { email } = shopper(1);
    for (let i = 0; i < MAX_SIGN_INS_PER_CLIENT; i++) {
      const res = await login(i % 2 === 0 ? a : b, email, 'not the password');
      expect(res.status).toBe(401);
    }
    // Half the failures were counted by each server: neither alone reached the limit, together they did.
    for (const server of [a, b]) {
      const res = await login(server, email, SHOPPER_PASSWORD);
      expect(res.status).toBe(429);
      expect(messageOf(res)).toContain('Too many failed sign-in attempts');
    }
  });
});
