import type { FastifyInstance } from 'fastify';
import { listBlogPosts } from '../blogs/blogs.service.js';
import { listCategories } from '../categories/categories.service.js';
import { listProductStamps } from '../products/products.service.js';

const STATIC_PAGES = ['/', '/shop', '/products', '/blogs', '/about', '/contact'];

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /profile',
      'Disallow: /wishlist',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Posts as the blog lists them: drafts and posts scheduled for later are not in it (post-visibility.ts).
    const [productStamps, categoryList, posts] = await Promise.all([listProductStamps(app.db), listCategories(app.db), listBlogPosts(app.db, {})]);
    const urls: { loc: string; lastmod?: string }[] = [
      ...STATIC_PAGES.map((path) => ({ loc: `${base}${path}` })),
      ...categoryList.flatMap((category) => [
        { loc: `${base}/categories/${category.category}` },
        ...category.submenuGroups.flatMap((group) => group.items.map((item) => ({ loc: `${base}/categories/${item.path}` }))),
      ]),
      ...productStamps.map((p) => ({ loc: `${base}/products/${encodeURIComponent(p.id)}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
      ...posts.map((post) => ({ loc: `${base}/blogs/${encodeURIComponent(post.id)}`, lastmod: post.publishedOn })),
    ];
    const unique = [...new Map(urls.map((u) => [u.loc, u])).values()];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...unique.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
