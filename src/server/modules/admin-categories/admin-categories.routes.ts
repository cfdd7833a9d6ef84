import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categoryUpdateSchema } from '../../../shared/admin/admin-ops.schema.js';
import { categorySchema } from '../../../shared/catalog/category.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { categories } from '../../db/schema/categories.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { listCategories } from '../categories/categories.service.js';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a category slug') });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function adminCategoriesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/admin/categories/:slug',
    { schema: { tags: ['admin'], params: slugParams, body: categoryUpdateSchema, response: { 200: categorySchema, ...errors } } },
    async (request) => {
      const { slug } = request.params;
      // Sub-menu paths must stay inside their category, or the storefront's links would lead elsewhere.
      const stray = request.body.submenuGroups.flatMap((g) => g.items).find((item) => !new RegExp(`^${slug}/[a-z0-9-]{1,60}$`).test(item.path));
      if (stray) throw new HttpError(400, `Item path ${stray.path} must look like ${slug}/sub-category`);
      const updated = await app.db
        .update(categories)
        .set({ ...request.body, updatedAt: sql`now()` })
        .where(eq(categories.slug, slug))
        .returning({ slug: categories.slug });
      if (updated.length === 0) throw new HttpError(404, `Category ${slug} not found`);
      await app.invalidateCatalog();
      await recordAudit(app.db, request.user, 'category.update', 'category', slug, { name: request.body.name, position: request.body.position });
      const category = (await listCategories(app.db)).find((c) => c.category === slug);
      if (!category) throw new HttpError(404, `Category ${slug} not found`);
      return category;
    },
  );
}
