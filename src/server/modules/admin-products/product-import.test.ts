import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import type { AdminProduct } from '../../../shared/admin/admin-products.schema.js';
import { PRODUCT_CSV_COLUMNS, type ProductImport, type ProductImportRows } from '../../../shared/admin/product-csv.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let admin: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

interface Part {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wattson-import-${Date.now().toString(16)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(csv: string | Buffer, zip?: Buffer): Promise<ProductImport> {
  const parts: Part[] = [{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) }];
  if (zip) parts.push({ field: 'images', filename: 'images.zip', contentType: 'application/zip', content: zip });
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/products/imports', headers: { ...asAdmin(), ...headers }, payload });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<ProductImport>();
}

async function settled(id: string, timeoutMs = 60_000): Promise<ProductImport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = (await t.app.inject({ method: 'GET', url: `/api/admin/products/imports/${id}`, headers: asAdmin() })).json<ProductImport>();
    if (['checked', 'applied', 'failed'].includes(current.status) || Date.now() > deadline) return current;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function checked(csv: string | Buffer, zip?: Buffer): Promise<ProductImport> {
  const created = await upload(csv, zip);
  expect(created.status).toBe('checking');
  return settled(created._id);
}

async function applied(id: string, timeoutMs?: number): Promise<ProductImport> {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/products/imports/${id}/apply`, headers: asAdmin() });
  expect(res.statusCode, res.body).toBe(202);
  return settled(id, timeoutMs);
}

async function rows(id: string, only = 'all'): Promise<ProductImportRows> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/admin/products/imports/${id}/rows?only=${only}&pageSize=200`, headers: asAdmin() })
  ).json<ProductImportRows>();
}

async function bySku(sku: string): Promise<AdminProduct | undefined> {
  const table = await t.app.inject({ method: 'GET', url: `/api/admin/products/table?q=${encodeURIComponent(sku)}`, headers: asAdmin() });
  return table.json<{ items: AdminProduct[] }>().items.find((p) => p.sku === sku);
}

async function exportCsv(query = ''): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/products/export.csv${query}`, headers: asAdmin() });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="wattson-products-\d{4}-\d{2}-\d{2}\.csv"/);
  return res.body;
}

describe('CSV export', () => {
  it('writes the filtered products with a BOM, the import’s columns, lists one per line, and formula-looking text made safe', async () => {
    const formula = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: asAdmin(),
      payload: {
        name: '=HYPERLINK("http://evil.example","Fan")',
        brand: '+Brand',
        price: 2100,
        category: 'fans',
        sku: 'CSV-FORMULA',
        features: ['Quiet', '-Safe'],
      },
    });
    expect(formula.statusCode, formula.body).toBe(201);
    const csv = await exportCsv('?category=fans');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(PRODUCT_CSV_COLUMNS.join(','));
    expect(csv).toContain(`CSV-FORMULA,"'=HYPERLINK(""http://evil.example"",""Fan"")",active,'+Brand,fans,,2100`);
    expect(csv).toContain('"Quiet\n-Safe"');
    const fans = (await t.app.inject({ method: 'GET', url: '/api/admin/products/table?category=fans', headers: asAdmin() })).json<{ total: number }>().total;
    expect(csv.match(/\r\nWS-|\r\nCSV-/g)?.length).toBe(fans);
    expect(csv).not.toMatch(/\r\n[^\r\n]*,lighting,/);
  });

  it('is read back by the import as changing nothing (export, import, apply: no product changes)', async () => {
    const csv = await exportCsv('?category=fans');
    const report = await checked(csv);
    expect(report).toMatchObject({ status: 'checked', creates: 0, updates: 0, errors: 0 });
    expect(report.unchanged).toBe(report.totalRows);
    const before = await t.database.db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.categorySlug, 'fans'));
    expect((await applied(report._id)).status).toBe('applied');
    const after = await t.database.db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.categorySlug, 'fans'));
    expect(after).toEqual(before);
  });
});

const header = 'sku,name,category,subCategory,price,stock,discount,features,specifications,images,description';
const reportCsv = [
  header,
  'NEW-LAMP-1,Imported Pendant 12 W,Lighting,ceiling,1499.50,20,10,"Warm glow\nBrass shade","Wattage: 12 W\nBase: E27",,A pendant from the import.',
  'WS-1,,,,139,,,,,,"Now with a description\nthat spans two lines."',
  'BAD-PRICE,Bad Price Lamp,lighting,,abc,-3,,,,,',
  'WEB-IMAGE,Web Image Lamp,lighting,,100,1,,,,https://cdn.example/lamp.png,',
  'NO-CAT,Lost Lamp,Chandeliers,,100,1,,,,,',
  'new-lamp-1,Same SKU again,lighting,,100,1,,,,,',
  'ODD-SPEC,Odd Spec Lamp,lighting,,100,1,,,"Wattage: very bright",,',
  ',No SKU Lamp,lighting,,100,1,,,,,',
].join('\r\n');

describe('CSV import: dry run, then apply', () => {
  let importId = '';

  it('reports each row’s changes and errors by line and column without changing a product', async () => {
    const stockOf1 = (await bySku('WS-1'))?.price;
    const report = await checked(reportCsv);
    expect(report).toMatchObject({ status: 'checked', totalRows: 8, creates: 1, updates: 1, unchanged: 0, errors: 6, fileName: 'products.csv' });
    importId = report._id;
    const all = (await rows(importId)).items;
    const byLine = Object.fromEntries(all.map((r) => [r.line, r]));
    // A record spanning lines (a cell with a list) is named by its first line: lines 2–4 and 5–6 are one row each.
    expect(all.map((r) => r.line)).toEqual([2, 5, 7, 8, 9, 10, 11, 12]);
    expect(byLine[2]).toMatchObject({ sku: 'NEW-LAMP-1', action: 'create' });
    expect(byLine[2]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', from: null, to: 1499.5 },
        { field: 'category', from: null, to: 'lighting' },
        { field: 'features', from: null, to: 'Warm glow\nBrass shade' },
        { field: 'specifications', from: null, to: 'Wattage: 12 W\nBase: E27' },
      ]),
    );
    expect(byLine[5]).toMatchObject({ sku: 'WS-1', action: 'update' });
    expect(byLine[5]?.changes.map((c) => c.field).sort()).toEqual(['description', 'price']);
    expect(byLine[7]?.errors).toEqual([
      { column: 'price', message: 'Price must be a number' },
      { column: 'stock', message: 'Stock cannot be negative' },
    ]);
    expect(byLine[8]?.errors[0]).toMatchObject({ column: 'images', message: expect.stringContaining('not fetched from the web') });
    expect(byLine[9]?.errors).toEqual([{ column: 'category', message: 'Category "Chandeliers" does not exist' }]);
    expect(byLine[10]?.errors).toEqual([{ column: 'sku', message: 'SKU NEW-LAMP-1 is already on line 2' }]);
    expect(byLine[11]?.errors[0]).toMatchObject({ column: 'specifications', message: expect.stringContaining('Specification "Wattage"') });
    expect(byLine[12]?.errors[0]).toMatchObject({ column: 'sku' });
    expect((await rows(importId, 'errors')).total).toBe(6);
    expect((await rows(importId, 'changes')).items.map((r) => r.line)).toEqual([2, 5]);

    // A dry run writes nothing.
    expect(await bySku('NEW-LAMP-1')).toBeUndefined();
    expect((await bySku('WS-1'))?.price).toBe(stockOf1);
  });

  it('applies the rows the dry run accepted, skips the refused ones, audits once, and cannot be applied twice', async () => {
    const done = await applied(importId);
    expect(done).toMatchObject({ status: 'applied', appliedCreates: 1, appliedUpdates: 1, appliedErrors: 6, progress: 1 });
    expect(await bySku('NEW-LAMP-1')).toMatchObject({
      name: 'Imported Pendant 12 W',
      category: 'lighting',
      subCategory: 'ceiling',
      price: 1499.5,
      stock: 20,
      discount: 10,
      status: 'active',
      features: ['Warm glow', 'Brass shade'],
      specifications: { Wattage: '12 W', Base: 'E27' },
    });
    expect(await bySku('WS-1')).toMatchObject({ price: 139, description: 'Now with a description\nthat spans two lines.' });
    expect(await bySku('BAD-PRICE')).toBeUndefined();
    // Filters read the imported product's typed specifications.
    t.app.catalogCache.clear();
    const filtered = await t.app.inject('/api/products?category=lighting&f.base=E27&pageSize=100');
    expect(filtered.json<{ items: { name: string }[] }>().items.map((p) => p.name)).toContain('Imported Pendant 12 W');

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=20', headers: asAdmin() })).json<{
      items: { action: string; entityId: string; actor: { email: string }; details: Record<string, unknown> }[];
    }>();
    const entries = audit.items.filter((i) => i.action === 'product.import' && i.entityId === importId);
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: admin.email }),
        details: expect.objectContaining({ created: 1, updated: 1, skipped: 6 }),
      }),
    ]);

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/products/imports/${importId}/apply`, headers: asAdmin() });
    expect(again.statusCode).toBe(409);
  });

  it('imports the same file a second time as changing nothing', async () => {
    const [before] = await t.database.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.sku, ['NEW-LAMP-1']));
    const report = await checked(reportCsv);
    expect(report, JSON.stringify((await rows(report._id, 'changes')).items)).toMatchObject({ creates: 0, updates: 0, unchanged: 2, errors: 6 });
    expect((await applied(report._id)).appliedUpdates).toBe(0);
    const [after] = await t.database.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.sku, ['NEW-LAMP-1']));
    expect(after).toEqual(before);
  });

  it('fails a file whose header it cannot use, saying which column, and refuses what is not a CSV upload', async () => {
    const report = await checked('sku,name,colour\nA-1,Lamp,red\n');
    expect(report).toMatchObject({ status: 'failed', message: expect.stringContaining('Line 1: unknown column "colour"') });
    expect((await checked('name,price\nLamp,10\n')).message).toContain('needs a sku column');
    expect((await checked('sku,name\n"A-1,Lamp\n')).status).toBe('failed');

    const { payload, headers } = multipart([{ field: 'file', filename: 'products.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ') }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/products/imports', headers: { ...asAdmin(), ...headers }, payload });
    expect(res.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/products/imports', headers: asAdmin(), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const applyUnknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/imports/00000000-0000-4000-8000-000000000000/apply',
      headers: asAdmin(),
    });
    expect(applyUnknown.statusCode).toBe(404);
  });
});

function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(content, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('CSV import with an images zip', () => {
  it('matches images by file name in the zip, stores them by the upload rules, and refuses names the zip lacks or files that are no image', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const zip = await zipOf({ 'photos/Lamp-Front.PNG': png, 'notes.png': Buffer.from('not an image') });
    const csv = [
      'sku,name,category,price,images',
      'ZIP-LAMP,Zip Lamp,lighting,799,"lamp-front.png\n/media/art/led-bulb-1.svg"',
      'ZIP-MISSING,Missing Lamp,lighting,799,absent.png',
      'ZIP-FAKE,Fake Lamp,lighting,799,notes.png',
    ].join('\n');
    const report = await checked(csv, zip);
    expect(report).toMatchObject({ status: 'checked', creates: 1, errors: 2, imagesFileName: 'images.zip' });
    const found = (await rows(report._id)).items;
    const uploaded = found[0]?.changes.find((c) => c.field === 'images')?.to;
    expect(uploaded).toMatch(/^\/media\/uploads\/[a-f0-9]{20}-md\.webp\n\/media\/art\/led-bulb-1\.svg$/);
    expect(found[1]?.errors).toEqual([{ column: 'images', message: 'absent.png is not in the images zip' }]);
    expect(found[2]?.errors).toEqual([{ column: 'images', message: 'notes.png: only JPEG, PNG or WebP images are accepted' }]);

    await applied(report._id);
    const product = await bySku('ZIP-LAMP');
    expect(product?.images.join('\n')).toBe(uploaded);
    const image = await t.app.inject(product?.images[0] ?? '');
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    // The same file and zip again: the same addresses, nothing to change.
    expect(await checked(csv, zip)).toMatchObject({ creates: 0, updates: 0, unchanged: 1 });
  });
});

describe('a 10 000-row file', () => {
  it('is checked and applied in batches, with progress, creating every product', async () => {
    const lines = ['sku,name,category,price,stock,specifications'];
    for (let i = 1; i <= 10_000; i += 1)
      lines.push(`BULK-${String(i).padStart(5, '0')},Bulk Imported Bulb ${i},lighting,${(99 + (i % 50)).toFixed(2)},${i % 40},"Wattage: ${5 + (i % 10)} W"`);
    const created = await upload(lines.join('\n'));
    let sawProgress = false;
    let report = created;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline && report.status === 'checking';) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await t.app.inject({ method: 'GET', url: `/api/admin/products/imports/${created._id}`, headers: asAdmin() })).json<ProductImport>();
      if (report.status === 'checking' && report.progress > 0 && report.progress < 1) sawProgress = true;
    }
    expect(report).toMatchObject({ status: 'checked', totalRows: 10_000, creates: 10_000, errors: 0 });
    expect(sawProgress).toBe(true);
    const done = await applied(created._id, 240_000);
    expect(done).toMatchObject({ status: 'applied', appliedCreates: 10_000, processedRows: 10_000 });
    const table = await t.app.inject({ method: 'GET', url: '/api/admin/products/table?q=BULK-&pageSize=1', headers: asAdmin() });
    expect(table.json<{ total: number }>().total).toBe(10_000);
  }, 420_000);
});
