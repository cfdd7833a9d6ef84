import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchCatalogOf } from '../search/search-catalog.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('readiness when the database does not answer', () => {
  it('answers /readyz 503 within 2 s when the database does not answer at all', async () => {
    const ping = t.database.ping;
    t.database.ping = () => new Promise(() => undefined);
    try {
      const began = Date.now();
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Database not reachable' });
      expect(Date.now() - began).toBeLessThan(3_000);
    } finally {
      t.database.ping = ping;
    }
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('readiness while the search index is being built', () => {
  it('answers /readyz 503 until the search index is in, then 200', async () => {
    const catalog = searchCatalogOf(t.app.db);
    const current = catalog.current.bind(catalog);
    catalog.current = () => new Promise(() => undefined);
    try {
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Loading the catalog' });
    } finally {
      catalog.current = current;
    }
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });
});
