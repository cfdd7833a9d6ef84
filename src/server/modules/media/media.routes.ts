import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderProductArt } from '../../db/seed/product-art.js';
import { HttpError } from '../../plugins/error-handler.js';

const artParams = z.object({
  file: z.string().regex(/^[a-z0-9-]+-[1-4]\.svg$/, 'must look like ceiling-fan-1.svg'),
});

/** Seed illustrations are pure functions of their name: render once per process, cache forever downstream. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const rendered = new Map<string, string>();
  app.withTypeProvider<ZodTypeProvider>().get('/media/art/:file', { schema: { hide: true, params: artParams } }, async (request, reply) => {
    const { file } = request.params;
    let svg = rendered.get(file);
    if (svg === undefined) {
      const match = /^(.+)-([1-4])\.svg$/.exec(file);
      svg = (match && renderProductArt(match[1] ?? '', Number(match[2]))) ?? '';
      if (svg) rendered.set(file, svg);
    }
    if (!svg) throw new HttpError(404, 'Image not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
