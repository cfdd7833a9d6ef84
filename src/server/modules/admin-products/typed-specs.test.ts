import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { products } from '../../db/schema/products.js';
import { backfillTypedSpecs } from '../../db/seed/backfill-typed-specs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${token}` });
const bulb = (specifications: { key: string; value: string }[]) => ({
  name: 'Typed Test Bulb',
  brand: 'Wipro',
  category: 'lighting',
  subCategory: 'led-bulbs',
  price: 150,
  stock: 5,
  specifications,
});

async function typedSpecsOf(id: string) {
  const [row] = await t.database.db.select({ typedSpecs: products.typedSpecs }).from(products).where(eq(products.id, id));
  return row?.typedSpecs;
}

describe('typed specifications', () => {
  it('the seed catalog carries typed values and the product page still shows what staff wrote', async () => {
    expect(await typedSpecsOf('1')).toEqual({ wattage: 9, lumens: 900, cct: 6500, base: 'B22' });
    const page = (await t.app.inject('/api/products/1')).json<Product>();
    expect(page.specifications).toMatchObject({ Wattage: '9 W', 'Colour Temperature': '6500K (Cool Daylight)' });
    expect(page).not.toHaveProperty('typedSpecs');
  });

  it('a staff save stores the parsed values beside the written ones', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: asAdmin(),
      payload: bulb([
        { key: 'Wattage', value: '0.012 kW' },
        { key: 'Lumens', value: '1,350 lumens' },
        { key: 'Colour Temperature', value: '4000 K' },
        { key: 'Base', value: 'e27' },
        { key: 'IP Rating', value: 'ip 44' },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    expect(product.specifications.Wattage).toBe('0.012 kW');
    expect(await typedSpecsOf(product._id)).toEqual({ wattage: 12, lumens: 1350, cct: 4000, base: 'E27', ip: 'IP44' });

    // Moving it to another category reads the same rows by that category's declarations.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: asAdmin(),
      payload: { ...bulb([{ key: 'Power', value: '1.2 kW' }]), category: 'appliances', subCategory: 'storage-geysers' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await typedSpecsOf(product._id)).toEqual({ power: 1200 });
  });

  it('an unreadable number is a 422 naming the specification, and nothing is saved', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/products/table?pageSize=1', headers: asAdmin() })).json<{ total: number }>().total;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: asAdmin(),
      payload: bulb([{ key: 'Wattage', value: 'nine watts' }]),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('Specification "Wattage" (Wattage) must be a number in W; got "nine watts"');
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/products/table?pageSize=1', headers: asAdmin() })).json<{ total: number }>().total;
    expect(after).toBe(before);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/1',
      headers: asAdmin(),
      payload: bulb([{ key: 'Lumens', value: 'very bright' }]),
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json<{ message: string }>().message).toContain('"Lumens" (Brightness)');
    expect((await t.app.inject('/api/products/1')).json<Product>().name).not.toBe('Typed Test Bulb');
  });

  it('rows from before the column are filled at start', async () => {
    await t.database.db.update(products).set({ typedSpecs: null }).where(eq(products.categorySlug, 'fans'));
    expect(await backfillTypedSpecs(t.database.db)).toBe(10);
    const [fan] = await t.database.db.select({ typedSpecs: products.typedSpecs }).from(products).where(eq(products.categorySlug, 'fans')).limit(1);
    expect(fan?.typedSpecs).toHaveProperty('sweep');
    expect(await backfillTypedSpecs(t.database.db)).toBe(0);
  });
});
