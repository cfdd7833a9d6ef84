import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../shared/catalog/category.schema.js';
import { documentedResponses, sendJson } from '../../http/cached-json.js';
import { listCategories } from './categories.service.js';

export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'The category tree with sub-menu groups', response: documentedResponses({ 200: categoryListSchema }) } },
    async (_request, reply) => {
      const body = await app.catalogCache.getOrLoad('categories', async () => JSON.stringify(await listCategories(app.db)));
      return sendJson(reply, body, 'public, max-age=300');
    },
  );
}
