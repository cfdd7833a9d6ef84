import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ART_WIDTHS, type ArtWidth } from '../../../shared/catalog/art-images.js';
import { createArtRasters } from './art-raster.js';
import { renderProductArt } from './product-art.js';
import { HttpError } from '../../plugins/error-handler.js';

const artParams = z.object({
  file: z.string().regex(/^[a-z0-9-]+-[1-4](?:\.svg|-\d{3,4}\.webp)$/, 'must look like ceiling-fan-1.svg or ceiling-fan-1-400.webp'),
});
/** One parse of the name for both forms: kind, look, and the width of a WebP (absent for the SVG). */
const ART_NAME = /^(.+)-([1-4])(?:-(\d+)\.webp|\.svg)$/;
const isArtWidth = (width: number): width is ArtWidth => (ART_WIDTHS as readonly number[]).includes(width);

/** Seed illustrations (SVG, and WebP in a few widths) are pure functions of their name: drawn once per process, cached forever downstream. */
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
  const rasters = createArtRasters();
  app.withTypeProvider<ZodTypeProvider>().get('/media/art/:file', { schema: { hide: true, params: artParams } }, async (request, reply) => {
    const { file } = request.params;
    const [, kind = '', look = '', rasterWidth] = ART_NAME.exec(file) ?? [];
    if (rasterWidth !== undefined) {
      const width = Number(rasterWidth);
      if (!isArtWidth(width)) throw new HttpError(404, 'Image not found');
      const webp = await rasters(kind, Number(look), width);
      if (!webp) throw new HttpError(404, 'Image not found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(webp);
    }
    let svg = rendered.get(file);
    if (svg === undefined) {
      svg = (kind && renderProductArt(kind, Number(look))) || '';
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
