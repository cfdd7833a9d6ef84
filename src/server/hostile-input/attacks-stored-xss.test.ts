import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/catalog/product.schema.js';
import type { BlogPost } from '../../shared/content/blog.schema.js';
import { outgoingMail } from '../db/schema/outgoing-mail.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { bearer } from './shop-fixture.js';

/**
 * Stored XSS: text stays text. The API returns it as JSON data (nosniff), the storefront renders it
 * as text, and the only HTML the server ever writes (page heads, blog bodies, mails, dev mailbox) is
 * escaped or sanitised on the server.
 */
let t: TestApp;
let admin: string;
const SCRIPT = '<script>alert(document.cookie)</script>';
const IMG = '<img src=x onerror=alert(1)>';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

async function createProduct(name: string, description: string): Promise<Product> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: bearer(admin),
    payload: { name, description, brand: IMG, category: 'lighting', subCategory: 'ceiling', price: 99, stock: 3 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Product>();
}

describe('stored XSS', () => {
  it('a product name with markup is stored and returned as data, in JSON with nosniff', async () => {
    const product = await createProduct(`Lamp ${SCRIPT}`, IMG);
    const res = await t.app.inject(`/api/products/${product._id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json<Product>()).toMatchObject({ name: `Lamp ${SCRIPT}`, description: IMG, brand: IMG });
  });

  it('the product page the server renders escapes the name in the title, meta tags and JSON-LD', async () => {
    const product = await createProduct(`Lamp </title>${SCRIPT}`, `"><svg onload=alert(1)> </script>${SCRIPT}`);
    const page = await t.app.inject(`/products/${product._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SCRIPT);
    expect(page.body).not.toContain('<svg');
    expect(page.body).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    // Inside the JSON-LD block `<` is written \u003c, so `</script>` cannot close it.
    expect(page.body).toMatch(/"name":"Lamp \\u003c\/title>\\u003cscript>/);
  });

  it("product text holding replacement patterns ($', $&) cannot paste parts of the page into its head", async () => {
    const product = await createProduct("Lamp $' and $& and $`", "Costs $' only");
    const page = await t.app.inject(`/products/${product._id}`);
    expect(page.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.body).toContain('<title>Lamp $&#39; and $&amp; and $` | Wattson</title>');
  });

  it('a crafted storefront address is escaped in the canonical link', async () => {
    for (const url of ['/shop/%22%3E%3Cscript%3Ealert(1)%3C/script%3E', '/shop/"><script>alert(1)</script>']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBeLessThan(500);
      expect(page.body, url).not.toContain('<script>alert(1)</script>');
    }
  });

  it('a blog post body keeps its prose and loses scripts, handlers, javascript: links, frames and SVG', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: bearer(admin),
      payload: {
        title: `Lighting ${SCRIPT}`,
        category: 'Lighting',
        author: IMG,
        shortDescription: 'Warm light',
        fullText: `<p>Warm light</p>${SCRIPT}${IMG}<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><p style="background:url(javascript:alert(1))" onclick="alert(1)">ok</p><a href="//evil.example/x.js">y</a>`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = (await t.app.inject(`/api/blogs/${res.json<BlogPost>().id}`)).json<BlogPost>();
    expect(post.fullText).toContain('<p>Warm light</p>');
    expect(post.fullText).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|style=|\/\/evil/i);
    // Title and author are text fields: kept as typed, escaped by whoever renders them.
    expect(post.blogname).toBe(`Lighting ${SCRIPT}`);
  });

  it('a blog body that is nothing but script is refused rather than saved empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: bearer(admin),
      payload: { title: 'Empty', category: 'Safety', author: 'A', shortDescription: 'B', fullText: SCRIPT },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a contact message with markup is stored as text and escaped in the mail to the shop', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: `Eve ${IMG}`, email: 'eve@example.in', subject: `Hi ${SCRIPT}`, message: `${SCRIPT}\n${IMG}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const messages = await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(admin) });
    expect(messages.headers['content-type']).toMatch(/^application\/json/);
    expect(messages.json<{ fullName: string; message: string }[]>()[0]).toMatchObject({ fullName: `Eve ${IMG}`, message: `${SCRIPT}\n${IMG}` });
    const [mail] = await t.database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, t.app.config.shop.email))
      .orderBy(desc(outgoingMail.createdAt))
      .limit(1);
    expect(mail?.htmlBody).toContain('&lt;script&gt;');
    expect(mail?.htmlBody).not.toContain(SCRIPT);
    expect(mail?.htmlBody).not.toContain(IMG);
  });

  it('a header injected through the contact subject stays on one line', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: 'Eve', email: 'eve2@example.in', subject: 'Hi\r\nBcc: all@example.in', message: 'x' },
    });
    const [mail] = await t.database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, t.app.config.shop.email))
      .orderBy(desc(outgoingMail.createdAt))
      .limit(1);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('the dev mailbox page escapes what it shows', async () => {
    const page = await t.app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SCRIPT);
    expect(page.body).not.toContain(IMG);
  });

  it('a newsletter address that looks like a spreadsheet formula is exported as text', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: '-2+3@example.in' } })).statusCode).toBe(201);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: bearer(admin) });
    expect(csv.body).toContain(`"'-2+3@example.in"`);
  });
});
