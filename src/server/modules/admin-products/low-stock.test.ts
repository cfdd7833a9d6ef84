import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, CatalogSettings } from '../../../shared/admin/admin-products.schema.js';
import { queryRows } from '../../db/client.js';
import { LOW_STOCK_DIGEST_QUEUE, LOW_STOCK_DIGEST_SCHEDULE } from '../../jobs/low-stock-digest-job.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let admin: { id: string; email: string; token: string };
const tag = `Lowtest${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

async function create(name: string, stock: number, lowStockThreshold?: number): Promise<AdminProduct> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: asAdmin(),
    payload: { name: `${tag} ${name}`, price: 99, category: 'wiring', stock, ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}

async function lowNames(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/products/table?q=${tag}&lowStock=true&sort=name&direction=asc`, headers: asAdmin() });
  return res.json<{ items: AdminProduct[] }>().items.map((p) => p.name.replace(`${tag} `, ''));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('low stock: a threshold per product, the shop default, the filter and the daily digest', () => {
  it('filters by each product’s own threshold, or the shop’s default, which staff can change', async () => {
    await create('Cable A (own 50)', 40, 50);
    await create('Cable B (default)', 8);
    await create('Cable C (default)', 12);
    await create('Cable D (own 0)', 0, 0);
    await create('Cable E (own 0)', 3, 0);
    expect(await lowNames()).toEqual(['Cable A (own 50)', 'Cable B (default)', 'Cable D (own 0)']);

    const settings = await t.app.inject({ method: 'PUT', url: '/api/admin/catalog-settings', headers: asAdmin(), payload: { lowStockThreshold: 15 } });
    expect(settings.json<CatalogSettings>()).toEqual({ lowStockThreshold: 15 });
    expect(await lowNames()).toEqual(['Cable A (own 50)', 'Cable B (default)', 'Cable C (default)', 'Cable D (own 0)']);
    const c = (await t.app.inject({ method: 'GET', url: `/api/admin/products/table?q=${encodeURIComponent(`${tag} Cable C`)}`, headers: asAdmin() })).json<{
      items: AdminProduct[];
    }>().items[0];
    expect(c).toMatchObject({ lowStockThreshold: null, effectiveLowStockThreshold: 15, lowStock: true });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/catalog-settings', headers: asAdmin(), payload: { lowStockThreshold: -1 } })).statusCode).toBe(
      400,
    );
    await t.app.inject({ method: 'PUT', url: '/api/admin/catalog-settings', headers: asAdmin(), payload: { lowStockThreshold: 10 } });
  });

  it('is scheduled daily on the job queue', async () => {
    const rows = await queryRows<{ name: string; cron: string; timezone: string }>(t.database.db, sql`select name, cron, timezone from pgboss.schedule`);
    expect(rows).toContainEqual({ name: LOW_STOCK_DIGEST_QUEUE, cron: LOW_STOCK_DIGEST_SCHEDULE.cron, timezone: LOW_STOCK_DIGEST_SCHEDULE.tz });
  });

  it('mails staff one digest a day through the queue, listing what is low, however often the job runs', { timeout: 90_000 }, async () => {
    const secondAdmin = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const shopper = await createSignedInCustomer(t.database.db);
    await t.app.jobs.queueLowStockDigest();
    const mails = await until(
      () =>
        queryRows<{ to_address: string; subject: string; text_body: string }>(
          t.database.db,
          sql`select to_address, subject, text_body from outgoing_mail where subject like 'Wattson low stock:%' order by to_address`,
        ),
      (rows) => rows.some((r) => r.to_address === secondAdmin.email),
    );
    const toSecond = mails.find((m) => m.to_address === secondAdmin.email);
    expect(toSecond?.text_body).toContain(`[new] ${tag} Cable D (own 0) (`);
    expect(toSecond?.text_body).toMatch(new RegExp(`${tag} Cable A \\(own 50\\) \\(WS-P[0-9A-F]+\\): 40 left, threshold 50`));
    expect(toSecond?.text_body).not.toContain(`${tag} Cable C`);
    expect(toSecond?.text_body).toContain('/admin/products?lowStock=true');
    expect(mails.map((m) => m.to_address)).not.toContain(shopper.email);
    expect(mails.map((m) => m.to_address)).toContain(admin.email);
    // Delivered by the mail worker (to the dev mailbox here: `logged`), not just recorded.
    const delivered = await until(
      () => queryRows<{ status: string }>(t.database.db, sql`select status from outgoing_mail where to_address = ${secondAdmin.email}`),
      (rows) => rows.every((r) => r.status === 'logged'),
    );
    expect(delivered).toEqual([{ status: 'logged' }]);

    // Again today (a retry, a second worker, a manual run): nothing more is mailed.
    await t.app.jobs.queueLowStockDigest();
    const outcome = await t.app.jobs.runLowStockDigest();
    expect(outcome).toMatchObject({ claimed: false, mails: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from outgoing_mail where subject like 'Wattson low stock:%'`);
    expect(count?.n).toBe(mails.length);
  });
});
