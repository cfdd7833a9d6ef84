import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSuggestQuerySchema,
  productSuggestResponseSchema,
} from '../../../shared/catalog/product.schema.js';
import { productDetailSchema } from '../../../shared/catalog/product-variants.schema.js';
import { canonicalFilterEntries, FilterError, parseAttributeFilters, type AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { cachedBody, type CachedBody } from '../../cache/cached-body.js';
import { answerTags, EVERY_PRODUCT_TAG, productTag } from '../../cache/catalog-tags.js';
import { catalogCacheKey, parsedCatalogCacheKey } from '../../http/canonical-query.js';
import { answerFromCache, documentedResponses, publicAnswer, sendJson } from '../../http/cached-json.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { canonicalProductListUrl } from './canonical-product-query.js';
import { getProduct, listAllProducts, listProducts, suggestProducts } from './products.service.js';

/** The attribute filters of the request's URL (`f.`, `r.`, `brand`, `rating`), or a 400 naming the bad one. */
function attributeFiltersOf(url: string, category: string | undefined): AttributeFilters {
  try {
    return parseAttributeFilters(new URL(url, 'http://localhost').searchParams, category);
  } catch (error) {
    if (error instanceof FilterError) throw new HttpError(400, error.message);
    throw error;
  }
}

// Catalog reads are public and identical for everyone: let browsers and CDNs reuse them briefly.
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=60';

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = app.catalogCache;
  const fromCache = answerFromCache(cache, PUBLIC_CACHE);

  api.get(
    '/api/products',
    {
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'List, filter, sort and search products',
        description:
          "Attribute filters: `f.<key>=a,b` (any of the values), `r.<key>=min..max` (inclusive, in the attribute's unit; `min..` or `..max`), `brand=A,B`, `rating=4` (at least). `facets` counts each value given the other active filters.",
        querystring: productListQuerySchema,
        response: documentedResponses({ 200: productListResponseSchema, 400: errorResponseSchema }),
      },
    },
    async (request, reply) => {
      const filters = attributeFiltersOf(request.url, request.query.category);
      const canonical = canonicalProductListUrl(request.query, filters);
      // Without search words the list comes from the catalog index in memory; searches use the search index (ADR 33, 36).
      const load = async (): Promise<CachedBody> => {
        app.metrics.catalogLoads.inc({ route: '/api/products' });
        if (!app.catalogIndex.loaded) await app.catalogIndex.ready;
        const list = request.query.q
          ? await listProducts(app.db, request.query, filters, (ids) => app.catalogIndex.summariesOf(ids))
          : app.catalogIndex.list(request.query, filters);
        // A search that found nothing is something staff should see (no other filter: those empty lists are the filters' doing).
        if (list.total === 0 && request.query.q && request.query.page === 1 && canonicalFilterEntries(filters).length === 0)
          app.searchMisses.record(request.query.q);
        return publicAnswer(request, JSON.stringify(list), PUBLIC_CACHE, answerTags(canonical, list));
      };
      // Stored under the request's own key, which the fast path (ADR 12) looks up, and loaded once per
      // canonical query: the same filters written in another order read the database once.
      const key = catalogCacheKey(request.url);
      const body = await cache.getOrLoad(key, async () => (key === canonical ? load() : cache.getOrLoad(canonical, load)));
      return sendJson(request, reply, body, PUBLIC_CACHE);
    },
  );

  api.get(
    '/api/products/suggest',
    {
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'Type-ahead: up to 8 product names for a query',
        querystring: productSuggestQuerySchema,
        response: documentedResponses({ 200: productSuggestResponseSchema, 400: errorResponseSchema }),
      },
    },
    async (request, reply) => {
      const key = parsedCatalogCacheKey(request.url, request.query);
      const body = await cache.getOrLoad(key, async () => {
        app.metrics.catalogLoads.inc({ route: '/api/products/suggest' });
        return publicAnswer(request, JSON.stringify(await suggestProducts(app.db, request.query.q)), PUBLIC_CACHE, answerTags('/api/products/suggest', null));
      });
      return sendJson(request, reply, body, PUBLIC_CACHE);
    },
  );

  api.get(
    '/api/products/:id',
    {
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'One product, with the variants of its group (a variant opens by its own id)',
        params: productIdParamsSchema,
        response: documentedResponses({ 200: productDetailSchema, 404: errorResponseSchema }),
      },
    },
    async (request, reply) => {
      const body = await cache.getOrLoad(catalogCacheKey(request.url), async () => {
        app.metrics.catalogLoads.inc({ route: '/api/products/:id' });
        const product = await getProduct(app.db, request.params.id);
        // A missing product is remembered as an empty body, which only this handler answers (404).
        // The page shows every variant of its group: a change to any of them drops it (ADR 65).
        const tags = [...new Set([request.params.id, ...(product?.variantGroup?.variants ?? []).map((v) => v._id)])].map(productTag);
        return product ? publicAnswer(request, JSON.stringify(product), PUBLIC_CACHE, tags) : cachedBody('', undefined, tags);
      });
      if (body.length === 0) throw new HttpError(404, `Product ${request.params.id} not found`);
      return sendJson(request, reply, body, PUBLIC_CACHE);
    },
  );

  api.get(
    '/api/admin/products',
    {
      preHandler: requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Every product as a plain array (spec §7); any signed-in user',
        security: [{ bearer: [] }],
        response: documentedResponses({ 200: z.array(productSchema), 401: errorResponseSchema }),
      },
    },
    async (request, reply) => {
      const body = await cache.getOrLoad('all', async () => cachedBody(JSON.stringify(await listAllProducts(app.db)), undefined, [EVERY_PRODUCT_TAG]));
      return sendJson(request, reply, body, 'private, no-store');
    },
  );
}
