import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderProductArt } from './product-art.js';
import { HttpError } from '../../plugins/error-handler.js';

const artParams = z.object({
  file: z.string().regex(/^[a-z0-9-]+-[1-4]\.svg$/, 'must look like ceiling-fan-1.svg'),
});

/** Seed illustrations are pure functions of their name: render once per process, cache forever downstream. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Uploads are named by random ids and never rewritten, so they may be cached for a year.
  const uploads = join(app.config.dataDir, 'media', 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/media/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

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
