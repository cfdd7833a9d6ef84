import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../shared/catalog/category.schema.js';
import { cachedBody } from '../../cache/cached-body.js';
import { documentedResponses, sendJson } from '../../http/cached-json.js';
import { listCategories } from './categories.service.js';

export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/categories',
      { schema: { tags: ['catalog'], summary: 'The category tree with sub-menu groups', response: documentedResponses({ 200: categoryListSchema }) } },
      async (request, reply) => {
        const body = await app.catalogCache.getOrLoad('categories', async () => cachedBody(JSON.stringify(await listCategories(app.db))));
        return sendJson(request, reply, body, 'public, max-age=300');
      },
    );
}
