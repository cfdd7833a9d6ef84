import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '../../../shared/site.schema.js';
import { getSeller } from '../tax/seller.service.js';

/** The shop's public contact details, from configuration. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/site',
      { schema: { tags: ['site'], summary: 'Shop name, phone, email and address', response: { 200: siteInfoSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        const seller = await getSeller(app.db, app.config.seller);
        return { ...app.config.shop, gstState: seller.state, gstin: seller.gstin };
      },
    );
}
