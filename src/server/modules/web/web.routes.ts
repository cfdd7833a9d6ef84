import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressedCachedBody, type CachedPage } from '../../cache/cached-body.js';
import { pageCacheKey } from '../../http/canonical-query.js';
import { answerTags, productTag } from '../../cache/catalog-tags.js';
import { sendCachedBody } from '../../http/send-cached-body.js';
import { webDistDir } from '../../project-root.js';
import { listCategories } from '../categories/categories.service.js';
import { getProduct } from '../products/products.service.js';
import { DEFAULT_DESCRIPTION, productMeta, renderHead, type PageMeta } from '../seo/page-meta.js';
import { isStorefrontPath } from '../seo/storefront-routes.js';
import type { ProductDetail } from '../../../shared/catalog/product-variants.schema.js';
import type { RenderedPage } from '../../../shared/web/page-data.js';
import { decodeSegment, inProcessReads, productAnswerUrl, type PageAnswers } from './page-data.js';
import { assemblePage } from './page-html.js';
import { loadPageRenderer } from './page-renderer.js';
import { RenderSlots } from './render-slots.js';
import { loadRouteChunks } from './route-chunks.js';
import { BROWSER_RENDERED_PAGE_MODULES, NOT_FOUND_PAGE_MODULES, serverRenderedPageModules } from './server-rendered-pages.js';

/** Used when the web build is absent (API tests): same head handling, no scripts. */
const FALLBACK_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Wattson</title></head><body><div id="root"></div></body></html>';

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
/** The one address every unknown storefront path is rendered and cached as (the shop's 404 page). */
const NOT_FOUND_URL = '/__not-found__';
/** Server renders at once per process; the machine has few cores and a render is CPU-bound. */
const RENDER_SLOTS = 2;

export async function webRoutes(app: FastifyInstance, options: { webDir?: string } = {}): Promise<void> {
  const renderSlots = new RenderSlots(RENDER_SLOTS);
  const webDir = options.webDir ?? webDistDir;
  const storefrontDir = join(webDir, 'storefront');
  const adminDir = join(webDir, 'admin');
  const storefrontHtml = readTemplate(storefrontDir) ?? FALLBACK_HTML;
  const adminHtml = readTemplate(adminDir);
  const base = app.config.publicUrl;
  const routeChunks = loadRouteChunks(storefrontDir);
  const renderPage = await loadPageRenderer(webDir);

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

  /**
   * A page shows what its reads showed (cache/catalog-tags.ts), and a product page its product even
   * when the render could not read it: a change to them drops the page (ADR 37).
   */
  function pageTags(path: string, answers: PageAnswers): string[] {
    const tags = new Set<string>();
    for (const [read, body] of answers) for (const tag of answerTags(read, JSON.parse(body))) tags.add(tag);
    const productId = decodeSegment(/^\/products\/([^/]+)$/.exec(path)?.[1] ?? '');
    if (productId) tags.add(productTag(productId));
    return [...tags];
  }

  /** Uses the product the page carries when there is one, rather than reading it a second time. */
  async function productFor(id: string, answers: PageAnswers): Promise<ProductDetail | null> {
    const carried = answers.get(productAnswerUrl(id));
    return carried ? (JSON.parse(carried) as ProductDetail) : getProduct(app.db, id);
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

  /** The page rendered with its public reads, or null for the browser to render (no renderer built, or it failed). */
  async function render(request: FastifyRequest, url: string, answers: PageAnswers): Promise<RenderedPage | null> {
    if (!renderPage) return null;
    try {
      return await renderSlots.run(() => renderPage(url, inProcessReads(app, answers)));
    } catch (error) {
      // A page that cannot render here still works: the browser renders it, as it does every account page.
      request.log.error({ err: error }, 'server-side render failed; sending the page for the browser to render');
      return null;
    }
  }

  /** Renders `url`, the page's canonical address (or NOT_FOUND_URL for any unknown path). */
  async function buildPage(request: FastifyRequest, url: string): Promise<CachedPage> {
    const path = url.split('?')[0] ?? '/';
    const known = url !== NOT_FOUND_URL && isStorefrontPath(path);
    const modules = known ? serverRenderedPageModules(path) : NOT_FOUND_PAGE_MODULES;
    const answers: PageAnswers = new Map();
    const page = modules ? await render(request, url, answers) : null;
    // One render serves every unknown path, so it names none of them; its canonical is the home page.
    const meta = known ? await metaFor(path, answers) : { title: 'Page not found | Wattson', description: DEFAULT_DESCRIPTION, canonicalPath: '/', jsonLd: [] };
    // The page knows its own title best (a post's, a search's); the server's table covers the rest.
    const head = renderHead(storefrontHtml, page?.title ? { ...meta, title: page.title } : meta, base);
    const html = assemblePage(head, routeChunks(modules ?? BROWSER_RENDERED_PAGE_MODULES), page);
    // A known address can still be a 404: an unknown product, post or category shows its not-found panel.
    return { status: known ? (page?.status ?? 200) : 404, html: await compressedCachedBody(html), tags: pageTags(path, answers) };
  }

  async function sendStorefront(request: FastifyRequest, reply: FastifyReply) {
    // A page is the same for every visitor (no session is rendered), so under load each address is
    // rendered once per catalog cache period, not once per request.
    // Keyed and rendered by the parameters pages read, sorted; every unknown path shares one 404
    // render. Neither `/?x=<random>` nor `/<random>` makes a new render per request (ADR 18).
    const path = request.url.split('?')[0] ?? '/';
    const url = isStorefrontPath(path) ? pageCacheKey(request.url) : NOT_FOUND_URL;
    const { status, html } = await app.pageCache.getOrLoad(url, () => buildPage(request, url));
    // HTML always revalidates; a repeat view whose page did not change costs a 304.
    return sendCachedBody(request, reply, html, { contentType: 'text/html; charset=utf-8', cacheControl: HTML_CACHE, status });
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
