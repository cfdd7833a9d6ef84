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
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { cachedBody } from '../../cache/cached-body.js';
import { catalogCacheKey, parsedCatalogCacheKey } from '../../http/canonical-query.js';
import { answerFromCache, documentedResponses, publicAnswer, sendJson } from '../../http/cached-json.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { getProduct, listAllProducts, listProducts, suggestProducts } from './products.service.js';

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
        querystring: productListQuerySchema,
        response: documentedResponses({ 200: productListResponseSchema, 400: errorResponseSchema }),
      },
    },
    async (request, reply) => {
      const key = parsedCatalogCacheKey(request.url, request.query);
      const body = await cache.getOrLoad(key, async () => publicAnswer(request, JSON.stringify(await listProducts(app.db, request.query)), PUBLIC_CACHE));
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
      const body = await cache.getOrLoad(key, async () => publicAnswer(request, JSON.stringify(await suggestProducts(app.db, request.query.q)), PUBLIC_CACHE));
      return sendJson(request, reply, body, PUBLIC_CACHE);
    },
  );

  api.get(
    '/api/products/:id',
    {
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: productIdParamsSchema,
        response: documentedResponses({ 200: productSchema, 404: errorResponseSchema }),
      },
    },
    async (request, reply) => {
      const body = await cache.getOrLoad(catalogCacheKey(request.url), async () => {
        const product = await getProduct(app.db, request.params.id);
        // A missing product is remembered as an empty body, which only this handler answers (404).
        return product ? publicAnswer(request, JSON.stringify(product), PUBLIC_CACHE) : cachedBody('');
      });
      if (body.body.length === 0) throw new HttpError(404, `Product ${request.params.id} not found`);
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
      const body = await cache.getOrLoad('all', async () => cachedBody(JSON.stringify(await listAllProducts(app.db))));
      return sendJson(request, reply, body, 'private, no-store');
    },
  );
}
