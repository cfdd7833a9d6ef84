import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedBody } from '../../cache/cached-body.js';
import { webDistDir } from '../../project-root.js';
import { listCategories } from '../categories/categories.service.js';
import { getProduct } from '../products/products.service.js';
import { DEFAULT_DESCRIPTION, productMeta, renderHead, type PageMeta } from '../seo/page-meta.js';
import { isStorefrontPath } from '../seo/storefront-routes.js';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { decodeSegment, fetchPageData, pageDataRequests, productAnswerUrl, renderPageData, type PageAnswers } from './page-data.js';
import { loadRouteChunkTags } from './route-chunks.js';

/** Used when the web build is absent (API tests): same head handling, no scripts. */
const FALLBACK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Wattson</title></head><body><div id="root"></div></body></html>';

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

function readTemplate(dir: string): string | null {
  const file = join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function setAssetHeaders(reply: FastifyReply, path: string): void {
  // Vite fingerprints everything under assets/, so those never change; index.html always revalidates.
  reply.header('cache-control', path.includes('/assets/') ? ASSET_CACHE : HTML_CACHE);
}

/** Serves the storefront (with per-page title, description, canonical and JSON-LD) and the admin site shell. */
export async function webRoutes(app: FastifyInstance, options: { webDir?: string } = {}): Promise<void> {
  const webDir = options.webDir ?? webDistDir;
  const storefrontDir = join(webDir, 'storefront');
  const adminDir = join(webDir, 'admin');
  const storefrontHtml = readTemplate(storefrontDir) ?? FALLBACK_HTML;
  const adminHtml = readTemplate(adminDir);
  const base = app.config.publicUrl;
  const routeChunkTags = loadRouteChunkTags(storefrontDir);

  if (existsSync(storefrontDir)) {
    await app.register(fastifyStatic, { root: storefrontDir, prefix: '/', index: false, wildcard: false, preCompressed: true, setHeaders: setAssetHeaders });
  }
  if (existsSync(adminDir)) {
    await app.register(fastifyStatic, {
      root: adminDir,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: setAssetHeaders,
    });
  }

  /** Uses the product the page carries when there is one, rather than reading it a second time. */
  async function productFor(id: string, answers: PageAnswers): Promise<Product | null> {
    const carried = answers.get(productAnswerUrl(id));
    return carried ? (JSON.parse(carried) as Product) : getProduct(app.db, id);
  }

  async function metaFor(path: string, answers: PageAnswers): Promise<PageMeta> {
    const productId = decodeSegment(/^\/products\/([^/]+)$/.exec(path)?.[1] ?? '');
    if (productId) {
      const product = await productFor(productId, answers);
      if (product) return productMeta(product, base);
    }
    const categoryMatch = /^\/categories\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (categoryMatch?.[1]) {
      const category = (await listCategories(app.db)).find((c) => c.category === categoryMatch[1]);
      if (category) {
        const subPath = categoryMatch[2] ? `${category.category}/${categoryMatch[2]}` : null;
        const sub = subPath ? category.submenuGroups.flatMap((g) => g.items).find((item) => item.path === subPath) : undefined;
        const name = sub ? `${sub.name} — ${category.name}` : category.name;
        return {
          title: `${name} | Wattson`,
          description: sub ? `Shop ${sub.name} in ${category.name} at Wattson. ${category.description}` : category.description,
          canonicalPath: path,
          jsonLd: [],
        };
      }
    }
    return { title: 'Wattson — Electrical & Lighting Store', description: DEFAULT_DESCRIPTION, canonicalPath: path === '/' ? '/' : path, jsonLd: [] };
  }

  async function sendStorefront(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const known = isStorefrontPath(path);
    const answers: PageAnswers = known ? await fetchPageData(app, pageDataRequests(path, request.url.includes('?'))) : new Map();
    const head = renderHead(storefrontHtml, await metaFor(path, answers), base);
    const chunkTags = known ? routeChunkTags(path) : '';
    const pageData = renderPageData(answers);
    // Functions, not strings, as replacements: the data holds shop text, where `$&` would paste parts of the page.
    const html = head.replace(/<\/head>/i, () => (chunkTags ? `  ${chunkTags}\n  </head>` : '</head>')).replace(/<\/body>/i, () => `${pageData}</body>`);
    // HTML always revalidates; a repeat view whose page did not change costs a 304.
    const { etag } = cachedBody(html);
    reply.header('etag', etag).header('cache-control', HTML_CACHE);
    if (known && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(known ? 200 : 404).type('text/html; charset=utf-8').send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}`, requestId: request.id });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}`, requestId: request.id });
    }
    if (path === '/admin' || path.startsWith('/admin/')) {
      if (!adminHtml) return reply.code(404).send({ message: 'The admin site is not built', requestId: request.id });
      return reply.type('text/html; charset=utf-8').header('cache-control', HTML_CACHE).send(adminHtml);
    }
    return sendStorefront(request, reply);
  });
}
